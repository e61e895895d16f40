import { clampForm } from '../../../contract/pricing/validation';
import type { FiltersState, FormVariant, PricingForm } from './types';

/**
 * True when the form differs from what was last applied, compared the way Apply would store it (numbers floored
 * and clamped), so typing '5000.4' over an applied 5000 is not a change. Before the first Apply nothing is pending.
 */
export function hasPendingChanges(state: Pick<FiltersState, 'form' | 'applied'>, variant: FormVariant = 'pricing'): boolean {
  if (!state.applied) return false;
  const form = clampForm(state.form, variant);
  const applied = state.applied;
  return (Object.keys(form) as (keyof PricingForm)[]).some((key) => form[key] !== applied[key]);
}
