import { describe, expect, it } from 'vitest';
import {
  clampAndFloor,
  clampForm,
  hasErrors,
  MESSAGES,
  normalizeNumber,
  parseNumber,
  submittedNumber,
  termsOf,
  validateForm,
} from './validation';
import type { PricingForm } from './types';

const BLANK: PricingForm = {
  market: null, commodity: 1, state: '', utility: '', loadZone: '', rateClass: '', loadProfile: '', billingMethod: '',
  usageFrom: '', usageTo: '', usage: '', demand: '', term: '', effectiveFrom: null, effectiveTo: null,
  contractStartFrom: null, contractStartTo: null,
};
const form = (patch: Partial<PricingForm>): PricingForm => ({ ...BLANK, ...patch });

describe('messages are the spec text verbatim', () => {
  it('has every message of spec 2 §5', () => {
    expect(Object.values(MESSAGES).sort()).toEqual(
      [
        'Usage From must be 0 or greater',
        'Maximum usage is 2,000,000',
        'Usage From must be less than or equal to Usage To',
        'Usage To must be 0 or greater',
        'Usage To must be greater than or equal to Usage From',
        'Usage must be 0 or greater',
        'Demand must be 0 or greater',
        'Maximum demand is 100,000',
      ].sort(),
    );
  });
});

describe('validateForm (pricing)', () => {
  it('accepts an empty form', () => {
    expect(validateForm(form({}))).toEqual({});
    expect(hasErrors(validateForm(form({})))).toBe(false);
  });

  it('Usage From: 0 or greater', () => {
    expect(validateForm(form({ usageFrom: '-1' }))).toEqual({ usageFrom: 'Usage From must be 0 or greater' });
    expect(validateForm(form({ usageFrom: '0' }))).toEqual({});
  });

  it('Usage From: at most 2,000,000', () => {
    expect(validateForm(form({ usageFrom: '2000001' }))).toEqual({ usageFrom: 'Maximum usage is 2,000,000' });
    expect(validateForm(form({ usageFrom: '2000000' }))).toEqual({});
  });

  it('Usage To: 0 or greater and at most 2,000,000', () => {
    expect(validateForm(form({ usageTo: '-0.5' }))).toEqual({ usageTo: 'Usage To must be 0 or greater' });
    expect(validateForm(form({ usageTo: '2000000.5' }))).toEqual({ usageTo: 'Maximum usage is 2,000,000' });
    expect(validateForm(form({ usageTo: '2000000' }))).toEqual({});
  });

  it('Usage From above Usage To marks both fields', () => {
    expect(validateForm(form({ usageFrom: '500', usageTo: '100' }))).toEqual({
      usageFrom: 'Usage From must be less than or equal to Usage To',
      usageTo: 'Usage To must be greater than or equal to Usage From',
    });
    expect(validateForm(form({ usageFrom: '100', usageTo: '100' }))).toEqual({});
  });

  it('the two usage fields revalidate each other', () => {
    const crossed = form({ usageFrom: '500', usageTo: '100' });
    expect(validateForm(crossed).usageFrom).toBe(MESSAGES.usageFromAboveTo);
    // Editing only Usage To clears the error shown on Usage From, and vice versa.
    expect(validateForm({ ...crossed, usageTo: '600' })).toEqual({});
    expect(validateForm({ ...crossed, usageFrom: '50' })).toEqual({});
  });

  it('range errors win over the cross check, and a negative other side is not compared', () => {
    expect(validateForm(form({ usageFrom: '3000000', usageTo: '5' }))).toEqual({
      usageFrom: 'Maximum usage is 2,000,000',
      usageTo: 'Usage To must be greater than or equal to Usage From',
    });
    expect(validateForm(form({ usageFrom: '5', usageTo: '-1' }))).toEqual({
      usageTo: 'Usage To must be 0 or greater',
    });
  });

  it('Demand: 0 or greater, at most 100,000', () => {
    expect(validateForm(form({ demand: '-3' }))).toEqual({ demand: 'Demand must be 0 or greater' });
    expect(validateForm(form({ demand: '100001' }))).toEqual({ demand: 'Maximum demand is 100,000' });
    expect(validateForm(form({ demand: '100000' }))).toEqual({});
  });

  it('ignores the ranking usage on the pricing form', () => {
    expect(validateForm(form({ usage: '-1' }), 'pricing')).toEqual({});
  });

  it('non-numeric text is not an error (it becomes empty)', () => {
    expect(validateForm(form({ usageFrom: 'abc', demand: '1e5' }))).toEqual({});
  });
});

describe('validateForm (ranking)', () => {
  it('Usage: 0 or greater, at most 2,000,000', () => {
    expect(validateForm(form({ usage: '-1' }), 'ranking')).toEqual({ usage: 'Usage must be 0 or greater' });
    expect(validateForm(form({ usage: '2000001' }), 'ranking')).toEqual({ usage: 'Maximum usage is 2,000,000' });
    expect(validateForm(form({ usage: '2000000' }), 'ranking')).toEqual({});
  });

  it('ignores the usage range and still checks demand', () => {
    expect(validateForm(form({ usageFrom: '9', usageTo: '1', demand: '100001' }), 'ranking')).toEqual({
      demand: MESSAGES.demandMax,
    });
  });
});

describe('number inputs', () => {
  it('parseNumber keeps negatives and rejects text', () => {
    expect(parseNumber(' 12.5 ')).toBe(12.5);
    expect(parseNumber('-4')).toBe(-4);
    expect(parseNumber('1,500')).toBe(1500);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('12abc')).toBeNull();
    expect(parseNumber('0x10')).toBeNull();
    expect(parseNumber('Infinity')).toBeNull();
    expect(parseNumber(7)).toBe(7);
    expect(parseNumber(Number.NaN)).toBeNull();
  });

  it('normalizeNumber: blank, non-numeric or negative becomes empty', () => {
    expect(normalizeNumber('')).toBeNull();
    expect(normalizeNumber('   ')).toBeNull();
    expect(normalizeNumber(null)).toBeNull();
    expect(normalizeNumber(undefined)).toBeNull();
    expect(normalizeNumber('abc')).toBeNull();
    expect(normalizeNumber('-1')).toBeNull();
    expect(normalizeNumber('0')).toBe(0);
    expect(normalizeNumber('42.9')).toBe(42.9);
  });

  it('clampAndFloor floors then clamps', () => {
    expect(clampAndFloor(42.9, 100)).toBe(42);
    expect(clampAndFloor(2_500_000, 2_000_000)).toBe(2_000_000);
    expect(clampAndFloor(-0.5, 100)).toBe(0);
    expect(clampAndFloor(0.99, 100)).toBe(0);
    expect(clampAndFloor(5, 100, 10)).toBe(10);
  });

  it('submittedNumber empties bad input and clamps good input', () => {
    expect(submittedNumber('', 10)).toBeNull();
    expect(submittedNumber('-5', 10)).toBeNull();
    expect(submittedNumber('x', 10)).toBeNull();
    expect(submittedNumber('12.7', 10)).toBe(10);
    expect(submittedNumber('7.7', 10)).toBe(7);
  });
});

describe('clampForm (what Apply stores)', () => {
  it('floors and clamps the pricing number fields and drops the ranking usage', () => {
    const out = clampForm(form({ usageFrom: '10.8', usageTo: '2500000', demand: '100000.9', usage: '5' }));
    expect(out).toMatchObject({ usageFrom: '10', usageTo: '2000000', demand: '100000', usage: '' });
  });

  it('empties blank, negative and non-numeric input', () => {
    const out = clampForm(form({ usageFrom: '-1', usageTo: 'abc', demand: '  ' }));
    expect(out).toMatchObject({ usageFrom: '', usageTo: '', demand: '' });
  });

  it('ranking keeps a single usage and no contract start', () => {
    const out = clampForm(
      form({ usage: '3000000', usageFrom: '1', usageTo: '2', contractStartFrom: '2025-07', contractStartTo: '2026-01' }),
      'ranking',
    );
    expect(out).toMatchObject({
      usage: '2000000',
      usageFrom: '',
      usageTo: '',
      contractStartFrom: null,
      contractStartTo: null,
    });
  });
});

describe('termsOf', () => {
  it('All is no term, a term is one value, 48 months is sent as 46', () => {
    expect(termsOf('')).toEqual([]);
    expect(termsOf('12')).toEqual([12]);
    expect(termsOf('46')).toEqual([46]);
    expect(termsOf('48')).toEqual([]);
  });
});
