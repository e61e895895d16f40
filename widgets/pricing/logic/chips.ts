import { ALL, FILTER_SECTIONS, TERM_OPTIONS, type FilterSection } from '../../../contract/pricing/constants';
import { formatDateText, fromIsoDay, fromIsoMonth } from '../../../contract/pricing/dates';
import { findState, loadZoneId, stateLabel, utilityId } from './options';
import { resetFilter } from './cascade';
import type { FilterKey, FilterOptions, PricingForm } from './types';
import { formatCount } from '../../core/format/number';

export interface Chip {
  key: FilterKey;
  /** Field name, e.g. 'State'. */
  name: string;
  /** Displayed value, e.g. 'Texas'. */
  value: string;
  /** 'State: Texas' */
  label: string;
  /** The market cannot be All, so its chip has no remove icon. */
  removable: boolean;
}

export interface ChipSection {
  section: FilterSection;
  chips: Chip[];
}

export type ChipLookups = Pick<FilterOptions, 'states' | 'utilities' | 'loadZones' | 'loadProfiles'>;

const numberText = (text: string): string => {
  const value = Number(text);
  // Whole numbers without Intl (its first formatter loads ICU's number data: formatCount).
  if (Number.isInteger(value)) return formatCount(value);
  return Number.isFinite(value) ? value.toLocaleString('en-US') : text;
};

const dayText = (iso: string): string => {
  const date = fromIsoDay(iso);
  return date ? formatDateText(date) : iso;
};

const monthText = (iso: string): string => {
  const date = fromIsoMonth(iso);
  return date ? `${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}` : iso;
};

const rangeText = (from: string | null, to: string | null, show: (v: string) => string): string =>
  `${from ? show(from) : '…'} – ${to ? show(to) : '…'}`;

function chip(key: FilterKey, name: string, value: string, removable = true): Chip {
  return { key, name, value, label: `${name}: ${value}`, removable };
}

/** Chips of the applied filters, per section, in the form's order; All (and empty) values give none. */
export function chipsFor(applied: PricingForm | null, lookups: ChipLookups): ChipSection[] {
  const bySection: Record<FilterSection, Chip[]> = {
    Market: [],
    Geography: [],
    'Load Characteristics': [],
    'Pricing Parameters': [],
  };
  if (!applied) return FILTER_SECTIONS.map((section) => ({ section, chips: [] }));
  const f = applied;

  if (f.market) bySection.Market.push(chip('market', 'Market', f.market, false));

  if (f.state !== ALL) {
    const state = findState(lookups.states, f.state);
    bySection.Geography.push(chip('state', 'State', state ? stateLabel(state) : f.state));
  }
  if (f.utility !== ALL) {
    const utility = lookups.utilities?.find((u) => utilityId(u) === f.utility);
    bySection.Geography.push(chip('utility', 'Utility', utility?.utilityName ?? f.utility));
  }
  if (f.loadZone !== ALL && f.commodity === 1) {
    const zone = lookups.loadZones?.find((z) => loadZoneId(z) === f.loadZone);
    bySection.Geography.push(chip('loadZone', 'Load Zone', zone?.name ?? f.loadZone));
  }

  const load = bySection['Load Characteristics'];
  if (f.rateClass !== ALL) load.push(chip('rateClass', 'Rate Class', f.rateClass));
  if (f.loadProfile !== ALL) {
    const profile = lookups.loadProfiles?.find((p) => String(p.value) === f.loadProfile);
    load.push(chip('loadProfile', 'Load Profile', profile?.name ?? f.loadProfile));
  }
  if (f.usageFrom !== '') load.push(chip('usageFrom', 'Usage From', numberText(f.usageFrom)));
  if (f.usageTo !== '') load.push(chip('usageTo', 'Usage To', numberText(f.usageTo)));
  if (f.usage !== '') load.push(chip('usage', 'Usage', numberText(f.usage)));
  if (f.demand !== '') load.push(chip('demand', 'Demand', numberText(f.demand)));

  const pricing = bySection['Pricing Parameters'];
  if (f.billingMethod !== ALL) pricing.push(chip('billingMethod', 'Billing Method', f.billingMethod));
  if (f.term !== ALL) {
    const term = TERM_OPTIONS.find((t) => t.value === f.term);
    pricing.push(chip('term', 'Term', term?.label ?? f.term));
  }
  if (f.effectiveFrom || f.effectiveTo) {
    pricing.push(chip('effective', 'Effective Date', rangeText(f.effectiveFrom, f.effectiveTo, dayText)));
  }
  if (f.contractStartFrom || f.contractStartTo) {
    pricing.push(chip('contractStart', 'Contract Start', rangeText(f.contractStartFrom, f.contractStartTo, monthText)));
  }

  return FILTER_SECTIONS.map((section) => ({ section, chips: bySection[section] }));
}

/** The filters with that chip's filter reset to its default (dependents included). Dispatch `removeChip` to also refresh lists. */
export function removeChip(filters: PricingForm, key: FilterKey): PricingForm {
  return resetFilter(filters, key);
}

/** Lists no option names are known from: a chip then shows the filter's own value (a chart on its own). */
const NO_LOOKUPS: ChipLookups = { states: null, utilities: null, loadZones: null, loadProfiles: null };

/** Every chip of the applied filters in the form's order, e.g. for a downloaded chart's caption and file name. */
export const appliedChips = (applied: PricingForm | null, lookups: ChipLookups = NO_LOOKUPS): Chip[] =>
  chipsFor(applied, lookups).flatMap((section) => section.chips);
