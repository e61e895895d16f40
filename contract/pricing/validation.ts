import { DEMAND_MAX, TERM_VALUES, USAGE_MAX, type TermValue } from './constants';
import type { FormVariant, NumberField, PricingForm } from './types';

/** Spec 2 §5, verbatim. */
export const MESSAGES = {
  usageFromMin: 'Usage From must be 0 or greater',
  usageMax: 'Maximum usage is 2,000,000',
  usageFromAboveTo: 'Usage From must be less than or equal to Usage To',
  usageToMin: 'Usage To must be 0 or greater',
  usageToBelowFrom: 'Usage To must be greater than or equal to Usage From',
  usageMin: 'Usage must be 0 or greater',
  demandMin: 'Demand must be 0 or greater',
  demandMax: 'Maximum demand is 100,000',
} as const;

export type FormErrors = Partial<Record<NumberField, string>>;

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** The number a text input holds (negative included), or null when blank or not a number. Thousands commas are allowed. */
export function parseNumber(input: string | number | null | undefined): number | null {
  if (input == null) return null;
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const text = input.trim().replace(/,/g, '');
  if (!NUMERIC.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Blank, non-numeric or negative input becomes empty (null). */
export function normalizeNumber(input: string | number | null | undefined): number | null {
  const value = parseNumber(input);
  return value === null || value < 0 ? null : value;
}

/** What is submitted: floored, then kept within [min, max]. */
export function clampAndFloor(value: number, max: number, min = 0): number {
  return Math.min(max, Math.max(min, Math.floor(value)));
}

function rangeError(value: number | null, minMessage: string, maxMessage: string, max: number): string | undefined {
  if (value === null) return undefined;
  if (value < 0) return minMessage;
  if (value > max) return maxMessage;
  return undefined;
}

/**
 * Errors of the whole form, one message per field at most. Usage From and Usage To are checked
 * against each other here, so editing either one revalidates both.
 */
export function validateForm(form: PricingForm, variant: FormVariant = 'pricing'): FormErrors {
  const errors: FormErrors = {};
  if (variant === 'pricing') {
    const from = parseNumber(form.usageFrom);
    const to = parseNumber(form.usageTo);
    const fromError = rangeError(from, MESSAGES.usageFromMin, MESSAGES.usageMax, USAGE_MAX);
    const toError = rangeError(to, MESSAGES.usageToMin, MESSAGES.usageMax, USAGE_MAX);
    const crossed = from !== null && to !== null && from >= 0 && to >= 0 && from > to;
    const usageFrom = fromError ?? (crossed ? MESSAGES.usageFromAboveTo : undefined);
    const usageTo = toError ?? (crossed ? MESSAGES.usageToBelowFrom : undefined);
    if (usageFrom) errors.usageFrom = usageFrom;
    if (usageTo) errors.usageTo = usageTo;
  } else {
    const usage = rangeError(parseNumber(form.usage), MESSAGES.usageMin, MESSAGES.usageMax, USAGE_MAX);
    if (usage) errors.usage = usage;
  }
  const demand = rangeError(parseNumber(form.demand), MESSAGES.demandMin, MESSAGES.demandMax, DEMAND_MAX);
  if (demand) errors.demand = demand;
  return errors;
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Submitted value of a number input: empty stays null, anything else floored and clamped. */
export function submittedNumber(input: string, max: number): number | null {
  const value = normalizeNumber(input);
  return value === null ? null : clampAndFloor(value, max);
}

const MAX_OF: Record<NumberField, number> = {
  usageFrom: USAGE_MAX,
  usageTo: USAGE_MAX,
  usage: USAGE_MAX,
  demand: DEMAND_MAX,
};

/** The form as Apply stores it: number inputs normalized, floored and clamped; fields of the other variant emptied. */
export function clampForm(form: PricingForm, variant: FormVariant = 'pricing'): PricingForm {
  const text = (field: NumberField): string => {
    const value = submittedNumber(form[field], MAX_OF[field]);
    return value === null ? '' : String(value);
  };
  const pricing = variant === 'pricing';
  return {
    ...form,
    usageFrom: pricing ? text('usageFrom') : '',
    usageTo: pricing ? text('usageTo') : '',
    usage: pricing ? '' : text('usage'),
    demand: text('demand'),
    contractStartFrom: pricing ? form.contractStartFrom : null,
    contractStartTo: pricing ? form.contractStartTo : null,
  };
}

/** Term select value → Terms list of the payload ('' is All; the 48-month option is already 46; others are none). */
export function termsOf(term: string): TermValue[] {
  const value = TERM_VALUES.find((t) => String(t) === term);
  return value === undefined ? [] : [value];
}
