/**
 * A price watch as its form holds it (text as typed), and the way back to the API's body (ADR 0058): prices of a kWh
 * market are typed in ¢/kWh and sent in dollars; other units are typed and sent in dollars per unit. The contract's
 * messages say what is missing, each under its own field.
 */
import type { OfferUnit } from '../api/offers';
import {
  PRICE_WATCH_MESSAGES as M,
  PRICE_WATCH_RULE_LIMIT,
  RANK_DIRECTION_LABELS,
  RANK_TOP_MAX,
  type PriceWatch,
  type PriceWatchBody,
  type PriceWatchRule,
  type PriceWatchRuleKind,
  type PriceWatchRuleReply,
  type RankDirection,
} from '../api/priceWatches';
import { offerMarketName } from '../../../contract/offers/wording';

/** The market a watch names: the offers screen's market key. */
export interface WatchMarket {
  stateCode: string;
  utility: string;
  commodity: string;
  customerClass: string;
}

/** One rule as typed: every field of every kind, so switching the kind keeps what was typed. */
export interface RuleDraft {
  /** The list's key (not sent). */
  key: string;
  kind: PriceWatchRuleKind;
  /** priceAtOrBelow: ¢/kWh for a kWh market, dollars per unit otherwise. */
  price: string;
  termMonths: string;
  rateType: string;
  /** rank and supplierChange. */
  companyId: string;
  /** The supplier's name as the list shows it (not sent). */
  companyName: string;
  top: string;
  direction: RankDirection;
  minPercent: string;
}

export interface PriceWatchDraft {
  name: string;
  /** Null until a market is chosen. */
  market: WatchMarket | null;
  rules: RuleDraft[];
}

/** A list key unique within a form (no counter at module level: per-tag bundles would each hold one). */
const newKey = () => `rule-${Math.random().toString(36).slice(2, 10)}`;

export function emptyRule(kind: PriceWatchRuleKind, fields: Partial<Omit<RuleDraft, 'key' | 'kind'>> = {}): RuleDraft {
  return { key: newKey(), kind, price: '', termMonths: '', rateType: '', companyId: '', companyName: '', top: '3', direction: 'both', minPercent: '', ...fields };
}

/** Whether prices of this unit are typed in cents (kWh) rather than dollars. */
export const typedInCents = (unit: OfferUnit | undefined) => unit === undefined || unit === 'kWh';

/** The price field's unit as the form labels it: '¢/kWh', '$/therm'. */
export const priceFieldUnit = (unit: OfferUnit | undefined) => (typedInCents(unit) ? '¢/kWh' : `$/${unit}`);

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * A price in a sentence: '6.9¢/kWh', '$0.842/therm' (the server's sentences write prices so: contract/offers/events.ts
 * `formatOfferPrice`, not imported here because that file brings zod).
 */
export function formatWatchPrice(price: number, unit: OfferUnit): string {
  if (unit === 'kWh') {
    const cents = Math.round(price * 100 * 1000) / 1000;
    return `${Number.isInteger(cents * 10) ? cents.toFixed(1) : String(cents)}¢/kWh`;
  }
  return `$${(Math.round(price * 10000) / 10000).toString()}/${unit}`;
}

/** A price as the form shows it: cents for kWh (0.0955 → '9.55'), dollars otherwise. */
export function priceText(price: number, unit: OfferUnit | undefined): string {
  return String(typedInCents(unit) ? round6(price * 100) : round6(price));
}

/** A typed price in dollars, or null when it is not a number more than 0. */
export function typedPrice(text: string, unit: OfferUnit | undefined): number | null {
  const value = Number(text.trim().replace(/^\$/, '').replace(/¢$/, ''));
  if (!text.trim() || !Number.isFinite(value) || value <= 0) return null;
  return typedInCents(unit) ? round6(value / 100) : round6(value);
}

export function ruleDraft(rule: PriceWatchRuleReply | PriceWatchRule, unit: OfferUnit | undefined): RuleDraft {
  switch (rule.kind) {
    case 'priceAtOrBelow':
      return emptyRule('priceAtOrBelow', {
        price: priceText(rule.price, unit),
        termMonths: rule.termMonths === undefined ? '' : String(rule.termMonths),
        rateType: rule.rateType ?? '',
      });
    case 'rank':
      return emptyRule('rank', { companyId: rule.companyId, companyName: ('companyName' in rule && rule.companyName) || '', top: String(rule.top), direction: rule.direction });
    case 'supplierChange':
      return emptyRule('supplierChange', {
        companyId: rule.companyId,
        companyName: ('companyName' in rule && rule.companyName) || '',
        minPercent: rule.minPercent === undefined ? '' : String(rule.minPercent),
      });
    default:
      return emptyRule('anyChange');
  }
}

export function draftFromWatch(watch: PriceWatch): PriceWatchDraft {
  return {
    name: watch.name ?? '',
    market: { stateCode: watch.stateCode, utility: watch.utility, commodity: watch.commodity, customerClass: watch.customerClass },
    rules: watch.rules.map((rule) => ruleDraft(rule, watch.unit)),
  };
}

export interface RuleProblems {
  price?: string;
  top?: string;
  companyId?: string;
  minPercent?: string;
}

export interface DraftProblems {
  market?: string;
  /** No rule, or too many. */
  rules?: string;
  byRule: Record<string, RuleProblems>;
}

const wholeNumber = (text: string) => /^\d+$/.test(text.trim());

export function ruleProblems(rule: RuleDraft, unit: OfferUnit | undefined): RuleProblems {
  const problems: RuleProblems = {};
  if (rule.kind === 'priceAtOrBelow') {
    const price = typedPrice(rule.price, unit);
    if (price === null || price > 100) problems.price = M.priceRequired;
  }
  if ((rule.kind === 'rank' || rule.kind === 'supplierChange') && !rule.companyId.trim()) problems.companyId = M.supplierRequired;
  if (rule.kind === 'rank' && (!wholeNumber(rule.top) || Number(rule.top) < 1 || Number(rule.top) > RANK_TOP_MAX)) problems.top = M.topRange;
  if (rule.kind === 'supplierChange' && rule.minPercent.trim()) {
    const value = Number(rule.minPercent.trim());
    if (!Number.isFinite(value) || value < 0 || value > 100) problems.minPercent = M.minPercent;
  }
  return problems;
}

/** What keeps the draft from being saved; `{ byRule: {} }` when nothing does. */
export function draftProblems(draft: PriceWatchDraft, unit: OfferUnit | undefined): DraftProblems {
  const byRule: Record<string, RuleProblems> = {};
  for (const rule of draft.rules) {
    const problems = ruleProblems(rule, unit);
    if (Object.keys(problems).length > 0) byRule[rule.key] = problems;
  }
  return {
    ...(draft.market ? {} : { market: M.utilityRequired }),
    ...(draft.rules.length === 0 ? { rules: M.rulesRequired } : draft.rules.length > PRICE_WATCH_RULE_LIMIT ? { rules: M.ruleLimit } : {}),
    byRule,
  };
}

export const hasProblems = (problems: DraftProblems) => Boolean(problems.market || problems.rules || Object.keys(problems.byRule).length > 0);

export function ruleBody(rule: RuleDraft, unit: OfferUnit | undefined): PriceWatchRule {
  switch (rule.kind) {
    case 'priceAtOrBelow':
      return {
        kind: 'priceAtOrBelow',
        price: typedPrice(rule.price, unit) ?? 0,
        ...(wholeNumber(rule.termMonths) ? { termMonths: Number(rule.termMonths) } : {}),
        ...(rule.rateType.trim() ? { rateType: rule.rateType.trim() } : {}),
      };
    case 'rank':
      return { kind: 'rank', companyId: rule.companyId.trim(), top: Number(rule.top), direction: rule.direction };
    case 'supplierChange':
      return { kind: 'supplierChange', companyId: rule.companyId.trim(), ...(rule.minPercent.trim() ? { minPercent: Number(rule.minPercent) } : {}) };
    default:
      return { kind: 'anyChange' };
  }
}

/** The API's body of a draft without problems (draftProblems first). */
export function draftBody(draft: PriceWatchDraft, unit: OfferUnit | undefined): PriceWatchBody {
  const market = draft.market!;
  return {
    ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
    stateCode: market.stateCode,
    utility: market.utility,
    ...(market.commodity ? { commodity: market.commodity as PriceWatchBody['commodity'] } : {}),
    ...(market.customerClass ? { customerClass: market.customerClass } : {}),
    rules: draft.rules.map((rule) => ruleBody(rule, unit)),
  };
}

/** 'Oncor Electric Delivery Company (TX)', with the class and commodity when they are not the usual ones. */
export function watchMarketLabel(market: WatchMarket): string {
  const extra = [market.commodity && market.commodity !== 'Electric' ? market.commodity : '', market.customerClass && market.customerClass !== 'Residential' ? market.customerClass : '']
    .filter(Boolean)
    .join(', ');
  return `${offerMarketName(market)}${extra ? `, ${extra}` : ''}`;
}

/** A watch's title: the user's name for it, else its market. */
export const watchTitle = (watch: Pick<PriceWatch, 'name' | 'stateCode' | 'utility' | 'commodity' | 'customerClass'>) => watch.name?.trim() || watchMarketLabel(watch);

const supplierOf = (rule: { companyId: string; companyName?: string | null }) => rule.companyName?.trim() || rule.companyId;

/** A rule in plain words, as the list shows it. */
export function ruleSentence(rule: PriceWatchRuleReply | PriceWatchRule, unit: OfferUnit): string {
  switch (rule.kind) {
    case 'priceAtOrBelow': {
      const narrowed = [rule.termMonths !== undefined ? `${rule.termMonths} months` : '', rule.rateType ?? ''].filter(Boolean).join(' ');
      return `An offer${narrowed ? ` (${narrowed})` : ''} at or below ${formatWatchPrice(rule.price, unit)}`;
    }
    case 'rank':
      return `${supplierOf(rule as { companyId: string; companyName?: string | null })} ${RANK_DIRECTION_LABELS[rule.direction]} the top ${rule.top}`;
    case 'supplierChange': {
      const min = rule.minPercent ? ` by at least ${rule.minPercent}%` : '';
      return `${supplierOf(rule as { companyId: string; companyName?: string | null })} posts, withdraws or reprices an offer${min}`;
    }
    default:
      return 'Any offer posted, withdrawn or repriced';
  }
}
