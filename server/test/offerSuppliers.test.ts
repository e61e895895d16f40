import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFER_SOURCES } from '../../contract/offers/schemas.js';
import { OFFER_SOURCE_READERS } from '../src/offers/sources/index.js';
import { nameKeys, SupplierIndex } from '../src/offers/suppliers.js';
import { keyOffers, termsKey } from '../src/offers/offerKeys.js';
import type { NormalizedOffer } from '../src/offers/sources/types.js';

/** Issue 60 §4: an offer's supplier name is matched to a company's names; §2: offers without an id keyed by their terms. */
function indexOf(names: Record<string, string[]>): SupplierIndex {
  const index = new SupplierIndex();
  for (const [companyId, list] of Object.entries(names)) for (const name of list) index.add(name, companyId);
  return index;
}

describe('supplier names', () => {
  it('match without case, punctuation or legal suffixes', () => {
    const index = indexOf({ gexa: ['GEXA ENERGY LP'], ap: ['AP GAS & ELECTRIC (TX) LLC'], green: ['Green Mountain Energy Company'], llc: ['Octopus Energy L.L.C.'] });
    expect(index.match('Gexa Energy')).toBe('gexa');
    expect(index.match('gexa energy, l.p.')).toBe('gexa');
    expect(index.match('AP Gas and Electric (TX), LLC')).toBe('ap');
    expect(index.match('GREEN MOUNTAIN ENERGY')).toBe('green');
    expect(index.match('Octopus Energy')).toBe('llc');
    expect(index.match('Octopus Power')).toBeNull();
  });

  it('match a name that starts a company name followed only by legal or trade words: TXU ENERGY ↔ TXU ENERGY RETAIL COMPANY LLC', () => {
    const index = indexOf({ txu: ['TXU ENERGY RETAIL COMPANY LLC'], reliant: ['RELIANT ENERGY RETAIL SERVICES LLC'], xoom: ['XOOM Energy Ohio, LLC'] });
    expect(index.match('TXU ENERGY')).toBe('txu');
    expect(index.match('RELIANT')).toBe('reliant');
    expect(index.match('XOOM ENERGY')).toBe('xoom');
    // More than legal, trade or place words after the name is another company.
    expect(index.match('TXU ET SERVICES')).toBeNull();
    expect(index.match('RELIANT HOME WARRANTY')).toBeNull();
  });

  it('prefer the same name to a longer one, and never extend a name made of trade words alone', () => {
    const index = indexOf({ direct: ['DIRECT ENERGY LP'], business: ['DIRECT ENERGY BUSINESS LLC'], other: ['Energy Texas Retail LLC'] });
    expect(index.match('DIRECT ENERGY')).toBe('direct');
    expect(index.match('Energy Texas')).toBeNull();
  });

  it('read both names of a d/b/a', () => {
    expect(nameKeys('ResidentShield Power TX, LLC dba ResidentShield Power')).toEqual([['residentshield', 'power', 'tx'], ['residentshield', 'power']]);
    const index = indexOf({ nstar: ['NSTAR d/b/a Eversource Energy'] });
    expect(index.match('Eversource Energy')).toBe('nstar');
    expect(index.match('NSTAR')).toBe('nstar');
  });

  it('rank a company that was there before the offers above one found in them', () => {
    const index = new SupplierIndex();
    index.add('Zephyr Power', 'a-found', true);
    index.add('Zephyr Power LLC', 'b-known', false);
    expect(index.match('ZEPHYR POWER')).toBe('b-known');
  });
});

const offer = (over: Partial<NormalizedOffer>): NormalizedOffer => ({
  market: { stateCode: 'OH', utility: 'Columbia Gas of Ohio', commodity: 'Natural Gas', customerClass: 'Residential', unit: 'Ccf' },
  sourceKey: null, supplierName: 'Acme Gas LLC', product: null, rateType: 'Fixed', termMonths: 12, price: 0.5, pricesByUsage: null,
  renewablePercent: null, cancellationFee: '100', monthlyFee: 0, promotion: null, language: null, isUtilityRate: false,
  introductory: false, promotional: false, prepaid: false, timeOfUse: false, fixed: null,
  links: { website: null, terms: null, factsLabel: null, enroll: null, enrollPhone: null }, terms: null, line: 2, ...over,
});

describe('keys of offers without an id', () => {
  it('are the terms: supplier, rate type, term, introductory and promotional flags, monthly fee, cancellation fee', () => {
    const base = termsKey(offer({}));
    expect(termsKey(offer({ supplierName: 'ACME  GAS' }))).toBe(base);
    for (const over of [{ rateType: 'Variable' }, { termMonths: 24 }, { introductory: true }, { promotional: true }, { monthlyFee: 4.95 }, { cancellationFee: '150' }]) {
      expect(termsKey(offer(over))).not.toBe(base);
    }
    expect(termsKey(offer({ price: 0.7, product: 'Another name' }))).toBe(base);
  });

  it('pair look-alikes with the known offers by the closest price, so a price change stays one offer', () => {
    const base = termsKey(offer({}));
    const known = [{ sourceKey: base, price: 0.5 }, { sourceKey: `${base}#2`, price: 0.8 }];
    // The cheaper one moved up a little, the dearer one down a little: each keeps its key.
    expect(keyOffers([offer({ price: 0.79, line: 2 }), offer({ price: 0.52, line: 3 })], known)).toEqual([`${base}#2`, base]);
    // A third look-alike is new: the next free number.
    expect(keyOffers([offer({ price: 0.5 }), offer({ price: 0.8 }), offer({ price: 0.65 })], known)).toEqual([base, `${base}#2`, `${base}#3`]);
    // One left: it keeps the key of the closest; the other is withdrawn.
    expect(keyOffers([offer({ price: 0.78 })], known)).toEqual([`${base}#2`]);
    // A source id is the key.
    expect(keyOffers([offer({ sourceKey: '618' })], known)).toEqual(['618']);
  });
});

describe('docs/offers.md', () => {
  const doc = readFileSync(path.join(import.meta.dirname, '../../docs/offers.md'), 'utf8');

  it('has a section for each source naming the columns its reader reads (as --help prints them)', () => {
    for (const source of OFFER_SOURCES) {
      expect(doc).toContain(`### \`${source}\``);
      // Power to Choose's [bracketed] columns and Ohio's CamelCase ones, as each reader's own description names them.
      const columns = OFFER_SOURCE_READERS[source].describe.match(/\[[A-Za-z0-9/]+\]|\b[A-Z][a-z]+(?:[A-Z][a-z]*)+(?:URL|Url)?\b/g) ?? [];
      for (const column of columns) expect(doc, `${source}: ${column}`).toContain(column);
    }
  });

  it('says how to import daily, and every snapshot rule', () => {
    expect(doc).toMatch(/^\d+ \d+ \* \* \* .*npm run offers -- import/m);
    for (const rule of ['First snapshot', 'Same file', 'Older date', 'Partial snapshot']) expect(doc).toContain(`**${rule}:**`);
  });
});
