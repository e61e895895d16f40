import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateOrNA, formatDateSafe, formatLicenseType, formatPrice } from './index';
import { DATE_FORMAT, parseDay } from './date';
import { formatDate as contractFormatDate } from '../../../contract/format/date';

describe('formatDate', () => {
  it('shows every date as MM/DD/YYYY, the one format of every screen', () => {
    expect(DATE_FORMAT).toBe('MM/dd/yyyy');
    expect(formatDate('2024-03-05T00:00:00')).toBe('03/05/2024');
    expect(formatDate('2024-03-05')).toBe('03/05/2024');
    expect(formatDateOrNA('2026-11-27')).toBe('11/27/2026');
    expect(formatDateSafe('2025-10-09T00:00:00Z')).toBe('10/09/2025');
  });
  it('keeps the calendar date of a UTC timestamp in any time zone', () => {
    expect(formatDate('2024-03-05T00:00:00Z')).toBe('03/05/2024');
    expect(formatDate('2024-12-31T23:30:00-05:00')).toBe('12/31/2024');
  });
  it('accepts Date objects', () => {
    expect(formatDate(new Date(2023, 0, 9))).toBe('01/09/2023');
  });
  it('treats year 0001 as empty', () => {
    expect(formatDate('0001-01-01T00:00:00')).toBe('');
    expect(formatDate('0001-01-01T00:00:00Z')).toBe('');
  });
  it("gives 'N/A' for year 0001 and empty values when asked", () => {
    expect(formatDateOrNA('0001-01-01T00:00:00')).toBe('N/A');
    expect(formatDateOrNA(null)).toBe('N/A');
    expect(formatDate('', { emptyText: 'N/A' })).toBe('N/A');
  });
  it('gives empty text for missing values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('   ')).toBe('');
  });
  it("throws 'Invalid date string' for unparsable text", () => {
    expect(() => formatDate('not a date')).toThrow('Invalid date string');
    expect(() => formatDate('2024-13-45')).toThrow('Invalid date string');
    expect(() => formatDate(new Date('nope'))).toThrow('Invalid date string');
  });
  it('has a safe variant for views', () => {
    expect(formatDateSafe('not a date')).toBe('');
    expect(formatDateSafe('not a date', { invalidText: '—' })).toBe('—');
    expect(formatDateSafe('2024-03-05')).toBe('03/05/2024');
  });
});

describe("the contract's formatter (spec 1 §9, shared with the server)", () => {
  it('shows MM/DD/YY by default and MM/DD/YYYY when asked, as the spec words it', () => {
    expect(contractFormatDate('2024-03-05T00:00:00')).toBe('03/05/24');
    expect(contractFormatDate('2024-03-05', { fourDigitYear: true })).toBe('03/05/2024');
  });
});

describe('parseDay', () => {
  it('gives the calendar day formatDate would show, and null where it shows nothing', () => {
    expect(parseDay('2024-03-05T00:00:00Z')).toEqual(new Date(2024, 2, 5));
    expect(parseDay('2024-03-05')).toEqual(new Date(2024, 2, 5));
    for (const empty of [null, undefined, '', '  ', '0001-01-01T00:00:00', 'not a date']) expect(parseDay(empty)).toBeNull();
  });
});

describe('formatLicenseType', () => {
  it("splits on '|', drops 'n/a' in any case and joins with ' - '", () => {
    expect(formatLicenseType('Supplier|n/a|Electric')).toBe('Supplier - Electric');
    expect(formatLicenseType('ABC|N/A')).toBe('ABC');
    expect(formatLicenseType('N/a|n/A')).toBe('');
  });
  it('keeps a single value and trims parts', () => {
    expect(formatLicenseType('Broker')).toBe('Broker');
    expect(formatLicenseType(' ABC | Aggregator ')).toBe('ABC - Aggregator');
  });
  it('drops empty parts and handles missing values', () => {
    expect(formatLicenseType('ABC||Supplier')).toBe('ABC - Supplier');
    expect(formatLicenseType(null)).toBe('');
    expect(formatLicenseType(undefined)).toBe('');
  });
});

describe('formatPrice', () => {
  it("prefixes '$' and shows six decimals", () => {
    expect(formatPrice(0.0845)).toBe('$0.084500');
    expect(formatPrice(12)).toBe('$12.000000');
    expect(formatPrice(0.1234567)).toBe('$0.123457');
  });
  it('puts the sign before the currency symbol', () => {
    expect(formatPrice(-0.5)).toBe('-$0.500000');
  });
  it('gives empty text for missing values', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
  });
});

describe('formatCount', () => {
  it('adds thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
  it('writes what Intl.NumberFormat en-US writes for whole counts, negatives and halves', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const value of [1, 12, 123, 1234, 12345, 123456, 1234567, 9007199254740991, -1, -1234, -987654321, 2.5, -2.5, 999.5, 1e21, 0.4]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
  });
  it('gives empty text for missing values', () => {
    expect(formatCount(undefined)).toBe('');
  });
});
