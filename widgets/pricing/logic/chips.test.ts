import { describe, expect, it } from 'vitest';
import { emptyForm } from './cascade';
import { appliedChips, chipsFor, removeChip, type ChipLookups } from './chips';
import type { PricingForm } from './types';

const ercot = { Market: 'ERCOT', Commodity: 'Electricity' as const };
const lookups: ChipLookups = {
  states: [{ InsightsStateIdentifier: 'TX', stateName: 'Texas' }],
  utilities: [{ utilityName: 'Oncor', InsightsUtilityIdenitifier: 'U-ONCOR' }],
  loadZones: [{ InsightsIdentifier: 'Z-N', name: 'North' }],
  loadProfiles: [{ value: 'RESLO', name: 'Residential Low' }],
};
const full: PricingForm = {
  ...emptyForm(ercot),
  state: 'TX',
  utility: 'U-ONCOR',
  loadZone: 'Z-N',
  loadProfile: 'RESLO',
  billingMethod: 'Dual',
  usageFrom: '1000',
  usageTo: '2000000',
  demand: '50',
  term: '46',
  effectiveFrom: '2025-01-02',
  effectiveTo: '2025-03-04',
  contractStartFrom: '2025-07',
  contractStartTo: null,
};

describe('chipsFor', () => {
  it('gives only the market chip (not removable) when everything is All', () => {
    const sections = chipsFor(emptyForm(ercot), lookups);
    expect(sections.map((s) => s.section)).toEqual(['Market', 'Geography', 'Load Characteristics', 'Pricing Parameters']);
    expect(sections.flatMap((s) => s.chips)).toEqual([
      { key: 'market', name: 'Market', value: 'ERCOT', label: 'Market: ERCOT', removable: false },
    ]);
  });

  it('gives no chips before the first Apply', () => {
    expect(chipsFor(null, lookups).flatMap((s) => s.chips)).toEqual([]);
  });

  it('gives one chip per applied filter, in its section, with names from the lookups', () => {
    const labels = Object.fromEntries(chipsFor(full, lookups).map((s) => [s.section, s.chips.map((c) => c.label)]));
    expect(labels).toEqual({
      Market: ['Market: ERCOT'],
      Geography: ['State: Texas', 'Utility: Oncor', 'Load Zone: North'],
      'Load Characteristics': [
        'Load Profile: Residential Low',
        'Usage From: 1,000',
        'Usage To: 2,000,000',
        'Demand: 50',
      ],
      'Pricing Parameters': [
        'Billing Method: Dual',
        'Term: 48 Months',
        'Effective Date: 01/02/2025 – 03/04/2025',
        'Contract Start: 07/2025 – …',
      ],
    });
    const removable = chipsFor(full, lookups).flatMap((s) => s.chips).filter((c) => c.key !== 'market');
    expect(removable.every((c) => c.removable)).toBe(true);
  });

  it('falls back to the raw value when a lookup lacks it, and hides a load zone on gas', () => {
    const chips = chipsFor({ ...full, state: 'OH', commodity: 2, rateClass: 'GS', loadProfile: '' }, lookups).flatMap(
      (s) => s.chips,
    );
    expect(chips.find((c) => c.key === 'state')?.value).toBe('OH');
    expect(chips.find((c) => c.key === 'loadZone')).toBeUndefined();
    expect(chips.find((c) => c.key === 'rateClass')?.label).toBe('Rate Class: GS');
  });

  it('shows the ranking usage', () => {
    const chips = chipsFor({ ...emptyForm(ercot), usage: '0' }, lookups).flatMap((s) => s.chips);
    expect(chips.map((c) => c.label)).toContain('Usage: 0');
  });
});

describe('appliedChips', () => {
  it("lists every chip in the form's order; without lookups a filter shows its own value", () => {
    expect(appliedChips(full, lookups).map((c) => c.label).slice(0, 3)).toEqual(['Market: ERCOT', 'State: Texas', 'Utility: Oncor']);
    expect(appliedChips(full).map((c) => c.label).slice(0, 3)).toEqual(['Market: ERCOT', 'State: TX', 'Utility: U-ONCOR']);
    expect(appliedChips(null)).toEqual([]);
  });
});

describe('removeChip', () => {
  it('resets the chosen filter to All or empty', () => {
    expect(removeChip(full, 'term').term).toBe('');
    expect(removeChip(full, 'billingMethod').billingMethod).toBe('');
    expect(removeChip(full, 'usageFrom')).toMatchObject({ usageFrom: '', usageTo: '2000000' });
    expect(removeChip(full, 'demand').demand).toBe('');
    expect(removeChip(full, 'loadZone')).toMatchObject({ loadZone: '', state: 'TX' });
    expect(removeChip(full, 'loadProfile').loadProfile).toBe('');
    expect(removeChip(full, 'effective')).toMatchObject({ effectiveFrom: null, effectiveTo: null });
    expect(removeChip(full, 'contractStart')).toMatchObject({ contractStartFrom: null, contractStartTo: null });
  });

  it('clears dependents of state and utility', () => {
    expect(removeChip(full, 'state')).toMatchObject({ state: '', utility: '', loadZone: '', loadProfile: '', rateClass: '' });
    expect(removeChip({ ...full, rateClass: 'GS' }, 'utility')).toMatchObject({ state: 'TX', utility: '', rateClass: '' });
  });

  it('removing a chip removes it from chipsFor', () => {
    const after = chipsFor(removeChip(full, 'term'), lookups).flatMap((s) => s.chips);
    expect(after.find((c) => c.key === 'term')).toBeUndefined();
  });
});
