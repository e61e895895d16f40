import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { OFFER_SOURCE_READERS, SourceFormatError, type SourceOptions, type SourceResult } from '../src/offers/sources/index.js';
import { OFFER_MESSAGES, OFFER_SOURCES, type OfferSource } from '../../contract/offers/schemas.js';
import { toCsv } from '../../contract/csv.js';

/**
 * Issue 60 §1: each source reads the real files as published (server/src/db/seed/data, copied from the states'
 * exports). Every count is checked against one this test makes from the file's text by other means (line patterns,
 * csv-parse's own column mapping), never against the reader itself.
 */
const fixtures = path.resolve(import.meta.dirname, '../src/db/seed/data');
const fixture = (...parts: string[]) => readFileSync(path.join(fixtures, ...parts), 'utf8');
const PTC = fixture('tx-power-to-choose', 'power-to-choose-2026-01-09.csv');
const MA = fixture('ma-energy-switch', 'energy-switch-eversource-nstar-residential-2019-11-10.csv');
const OHIO_FILES = readdirSync(path.join(fixtures, 'oh-apples-to-apples')).sort();
const OHIO = (name: string) => fixture('oh-apples-to-apples', name);
const COLUMBIA: SourceOptions = { utility: 'Columbia Gas of Ohio', customerClass: 'Residential', commodity: 'Natural Gas', unit: 'Ccf' };

const read = (source: OfferSource, text: string, options: SourceOptions = {}): SourceResult => OFFER_SOURCE_READERS[source].read(text, options);

/** The reader's SourceFormatError message (the import's 400), or a failure when it reads the file. */
function formatError(source: OfferSource, text: string, options: SourceOptions = {}): string {
  try {
    read(source, text, options);
  } catch (error) {
    expect(error).toBeInstanceOf(SourceFormatError);
    return (error as Error).message;
  }
  throw new Error(`${source} read a file that is not its format`);
}

/** Lines of a text, 1-based: lines[n - 1] is line n. */
const linesOf = (text: string) => text.split(/\r\n|\n/);

/** The file's cells as plain csv-parse reads them: the test's own view, to write altered copies from. */
const cellsOf = (text: string) => parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];

describe('the registry', () => {
  it('has one reader per source, each describing the columns it reads', () => {
    expect(Object.keys(OFFER_SOURCE_READERS).sort()).toEqual([...OFFER_SOURCES].sort());
    for (const source of OFFER_SOURCES) {
      expect(OFFER_SOURCE_READERS[source].id).toBe(source);
      expect(OFFER_SOURCE_READERS[source].describe.length).toBeGreaterThan(100);
    }
    expect(OFFER_SOURCE_READERS.ptc.describe).toContain('[kwh1000]');
    expect(OFFER_SOURCE_READERS['oh-apples-to-apples'].describe).toContain('SupplierCompanyName');
    expect(OFFER_SOURCE_READERS['ma-energy-switch'].describe).toContain('Price (cents/kWh)');
    expect(OFFER_SOURCE_READERS.insights.describe).toContain('Source Key');
  });
});

describe('ptc: Texas Power to Choose', () => {
  // Every data row starts with its quoted numeric [idKey]; the header, the blank line and the trailer do not.
  const idLines = linesOf(PTC).flatMap((text, i) => {
    const id = /^"(\d+)","/.exec(text)?.[1];
    return id ? [{ id, line: i + 1, english: /"English",("\d*")?$/.test(text) }] : [];
  });

  it('reads every row of the real export, Spanish ones included, each known by its [idKey] on its own line', () => {
    expect(idLines).toHaveLength(1854);
    const result = read('ptc', PTC);
    expect(result).toMatchObject({ source: 'ptc', rows: idLines.length, skipped: [] });
    expect(result.offers.map((offer) => [offer.sourceKey, offer.line])).toEqual(idLines.map(({ id, line }) => [id, line]));
    const english = result.offers.filter((offer) => offer.language === 'English');
    expect(english).toHaveLength(idLines.filter((row) => row.english).length);
    expect(result.offers.filter((offer) => offer.language === 'Spanish')).toHaveLength(idLines.length - english.length);
    // The trailer is neither a row nor a skipped one.
    expect(linesOf(PTC).at(-2)).toBe('END OF FILE');
  });

  it('keeps the 1,000 kWh headline price, the 500 and 2,000 kWh prices and the flags, whatever their case', () => {
    const offers = read('ptc', PTC).offers;
    expect(offers[0]).toMatchObject({
      market: { stateCode: 'TX', utility: 'AEP TEXAS CENTRAL', commodity: 'Electric', customerClass: 'Residential', unit: 'kWh' },
      sourceKey: '618', supplierName: 'NEC Co-op Energy', product: 'Residential Electricity... Plain and simple.',
      price: 0.149, pricesByUsage: { 500: 0.16, 1000: 0.149, 2000: 0.144 }, rateType: 'Variable', fixed: 0, termMonths: 0,
      renewablePercent: 17, cancellationFee: '0.00', language: 'English', prepaid: false, timeOfUse: false, promotional: false,
      links: { website: 'https://neccoopenergy.com/', enrollPhone: '(855) 632-7348' },
    });
    expect(offers[0].links.factsLabel).toMatch(/^https:\/\/neccoopenergy\.com\/.*EFL.*\.pdf$/);
    expect(offers[0].terms).toMatch(/^\$15 cooperative membership fee/);
    // [PrePaid] and [TimeOfUse] are written True/False; count them in the text, by the column's position.
    const header = cellsOf(PTC)[0];
    const countTrue = (column: string) => cellsOf(PTC).slice(1).filter((cells) => cells[header.indexOf(column)] === 'True').length;
    expect(offers.filter((offer) => offer.prepaid)).toHaveLength(countTrue('[PrePaid]'));
    expect(offers.filter((offer) => offer.timeOfUse)).toHaveLength(countTrue('[TimeOfUse]'));
    expect(offers.filter((offer) => offer.prepaid).length).toBeGreaterThan(0);
    // Upper-case TRUE/FALSE reads the same as True/False.
    const upper = read('ptc', PTC.replace(/^("618",(?:"[^"]*",){7})"False"/m, '$1"TRUE"'));
    expect(upper.offers[0].prepaid).toBe(true);
  });

  it('reads an older export of 28 columns (no [YRACURL]) by name, to the same offers', () => {
    const [header, ...rows] = cellsOf(PTC);
    const drop = header.indexOf('[YRACURL]');
    expect(drop).toBeGreaterThan(0);
    const trailer = rows.pop()!;
    expect(trailer).toEqual(['END OF FILE']);
    const older = toCsv(header.filter((_, i) => i !== drop), rows.map((cells) => cells.filter((_, i) => i !== drop)), { bom: false })
      + '\r\nEND OF FILE\r\n';
    expect(cellsOf(older)[0]).toHaveLength(28);
    const [before, after] = [read('ptc', PTC), read('ptc', older)];
    expect(after.rows).toBe(before.rows);
    expect(after.offers).toEqual(before.offers.map((offer, i) => ({ ...offer, line: i + 2 })));
  });

  it('reads a quoted field holding line breaks, and counts lines from where each row starts', () => {
    const [header, ...rows] = cellsOf(PTC);
    rows.pop();
    const terms = header.indexOf('[SpecialTerms]');
    rows[0][terms] = 'First line.\r\nSecond line.\r\nThird line.';
    rows[2][header.indexOf('[kwh1000]')] = 'abc';
    const text = toCsv(header, rows, { bom: false }) + '\r\nEND OF FILE\r\n';
    const result = read('ptc', text);
    expect(result.rows).toBe(1854);
    expect(result.offers[0]).toMatchObject({ sourceKey: rows[0][0], line: 2, terms: 'First line.\r\nSecond line.\r\nThird line.' });
    // The first row takes lines 2–4: the second starts on line 5, the third (its price 'abc') on line 6.
    expect(linesOf(text)[4].startsWith(`${rows[1][0]},`)).toBe(true);
    expect(result.offers[1]).toMatchObject({ sourceKey: rows[1][0], line: 5 });
    expect(result.skipped).toEqual([{ line: 6, reason: "[kwh1000] 'abc' is not a number." }]);
    expect(result.offers).toHaveLength(1853);
    expect(result.offers[2]).toMatchObject({ sourceKey: rows[3][0], line: 7 });
  });

  it('reads a file without the trailer alike, and a trailer is never a row', () => {
    const bare = PTC.replace(/\r\n\r\nEND OF FILE\r\n$/, '\r\n');
    expect(bare.length).toBeLessThan(PTC.length);
    const result = read('ptc', bare);
    expect(result.rows).toBe(1854);
    expect(result.offers).toEqual(read('ptc', PTC).offers);
  });

  it('skips a bad row with its line and reason, and reads the rest', () => {
    const lines = linesOf(PTC);
    const [price, term, supplier] = [idLines[3], idLines[10], idLines[20]];
    lines[price.line - 1] = lines[price.line - 1].replace(/^((?:"[^"]*",){5})"[^"]*"/, '$1"abc"');
    lines[term.line - 1] = lines[term.line - 1].replace(/^((?:"[^"]*",){13})"[^"]*"/, '$1""');
    lines[supplier.line - 1] = lines[supplier.line - 1].replace(/^((?:"[^"]*",){2})"[^"]*"/, '$1" "');
    const result = read('ptc', lines.join('\r\n'));
    expect(result.rows).toBe(1854);
    expect(result.skipped).toEqual([
      { line: price.line, reason: "[kwh1000] 'abc' is not a number." },
      { line: term.line, reason: '[TermValue] is empty: the offer has no term.' },
      { line: supplier.line, reason: '[RepCompany] is empty: the offer names no supplier.' },
    ]);
    expect(result.offers).toHaveLength(1851);
    expect(result.offers.map((offer) => offer.sourceKey)).not.toContain(price.id);
  });

  it('skips a second row with an [idKey] already read', () => {
    const lines = linesOf(PTC);
    lines.splice(3, 0, lines[1]);
    const result = read('ptc', lines.join('\r\n'));
    expect(result.skipped).toEqual([{ line: 4, reason: `[idKey] ${idLines[0].id} is already the offer of line 2.` }]);
    expect(result.offers).toHaveLength(1854);
  });
});

describe('oh-apples-to-apples: Ohio PUCO', () => {
  it('reads every one of the 20 real files, each data line an offer', () => {
    expect(OHIO_FILES).toHaveLength(20);
    for (const name of OHIO_FILES) {
      const text = OHIO(name);
      // No field of these files holds a line break: one line is one row.
      const dataLines = linesOf(text).slice(1).filter((line) => line.trim() !== '').length;
      const result = read('oh-apples-to-apples', text, COLUMBIA);
      expect(result, name).toMatchObject({ rows: dataLines, skipped: [] });
      expect(result.offers, name).toHaveLength(dataLines);
      expect(result.offers.every((offer) => offer.sourceKey === null), name).toBe(true);
    }
  });

  it('takes its market from the command, the brand as the supplier, and the terms an offer is known by', () => {
    const text = OHIO('enbridge-gas-ohio-residential-2025-09-01.csv');
    const options: SourceOptions = { utility: 'Enbridge Gas Ohio', customerClass: 'Residential', commodity: 'Natural Gas', unit: 'Mcf' };
    const { offers } = read('oh-apples-to-apples', text, options);
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(offers).toHaveLength(rows.length);
    offers.forEach((offer, i) => {
      const row = rows[i];
      expect(offer, `row ${i + 2}`).toMatchObject({
        market: { stateCode: 'OH', utility: 'Enbridge Gas Ohio', customerClass: 'Residential', commodity: 'Natural Gas', unit: 'Mcf' },
        supplierName: row.SupplierCompanyName.replace(/\s+/g, ' '),
        price: Number(row.Price),
        rateType: row.RateType,
        termMonths: Number(row.TermLength),
        cancellationFee: row.EarlyTerminationFee,
        monthlyFee: Number(row.MonthlyFee),
        introductory: row.IsIntroductoryOffer === 'Yes',
        promotional: row.IsPromotionalOffer === 'Yes',
        line: i + 2,
      });
      expect(offer.links.enrollPhone).toBe(row.SupplierPhone);
      if (row.OfferDetails) expect(offer.terms).toContain(row.OfferDetails);
    });
    // SupplierCompanyName is the brand a customer shops by; CompanyName the legal entity behind it.
    expect(rows.some((row) => row.SupplierCompanyName === 'CleanSky Energy' && row.CompanyName === 'Titan Gas LLC')).toBe(true);
    expect(offers.map((offer) => offer.supplierName)).toContain('CleanSky Energy');
    expect(offers.map((offer) => offer.supplierName)).not.toContain('Titan Gas LLC');
    expect(offers.filter((offer) => offer.introductory).length).toBeGreaterThan(0);
    expect(offers.filter((offer) => offer.promotional).length).toBeGreaterThan(0);
    // A bare domain opens as a link.
    expect(offers.find((offer) => offer.supplierName === 'Direct Energy Services LLC')?.links.website).toBe('https://www.directenergy.com');
  });

  it('ignores columns it does not know', () => {
    const text = OHIO('columbia-gas-residential-2025-09-01.csv');
    const [header, ...rows] = cellsOf(text);
    const known = header.map((name, i) => (name.startsWith('_') ? -1 : i)).filter((i) => i >= 0);
    expect(known.length).toBeLessThan(header.length);
    const export_ = toCsv(known.map((i) => header[i]), rows.map((cells) => known.map((i) => cells[i])), { bom: false });
    expect(read('oh-apples-to-apples', export_, COLUMBIA).offers).toEqual(read('oh-apples-to-apples', text, COLUMBIA).offers);
  });

  it('needs the market from the command', () => {
    expect(formatError('oh-apples-to-apples', OHIO(OHIO_FILES[0]), { utility: 'Columbia Gas of Ohio' }))
      .toBe(OFFER_MESSAGES.marketRequired('Apples to Apples', ['customerClass', 'commodity', 'unit']));
  });

  it('skips a bad row with its line and reason', () => {
    const lines = linesOf(OHIO(OHIO_FILES[0]));
    const fields = (line: string) => parse(line, { relax_quotes: true })[0] as string[];
    const header = fields(lines[0]);
    const bad = fields(lines[5]);
    bad[header.indexOf('Price')] = 'abc';
    lines[5] = toCsv(header, [bad], { bom: false }).split('\r\n')[1];
    const missingTerm = fields(lines[9]);
    missingTerm[header.indexOf('TermLength')] = '';
    lines[9] = toCsv(header, [missingTerm], { bom: false }).split('\r\n')[1];
    const result = read('oh-apples-to-apples', lines.join('\n'), COLUMBIA);
    expect(result.skipped).toEqual([
      { line: 6, reason: "Price 'abc' is not a number." },
      { line: 10, reason: 'TermLength is empty: the offer has no term.' },
    ]);
    expect(result.offers).toHaveLength(result.rows - 2);
  });
});

describe('ma-energy-switch: Energy Switch Massachusetts', () => {
  const lines = linesOf(MA);
  const headerLine = lines.findIndex((line) => line.startsWith('Supplier Name,')) + 1;
  // Each offer of the download is a line of quoted fields; the last line is a scraper's, not the site's.
  const offerLines = lines.flatMap((line, i) => (i + 1 > headerLine && line.startsWith('"') ? [i + 1] : []));
  const junkLine = lines.findIndex((line) => line.startsWith('zckharsh')) + 1;

  it('reads the real download: territory and class from the preamble, every offer, the junk line skipped with its reason', () => {
    expect(headerLine).toBe(13);
    const result = read('ma-energy-switch', MA);
    expect(result.rows).toBe(offerLines.length + 1);
    expect(result.offers.map((offer) => offer.line)).toEqual(offerLines);
    expect(result.skipped).toEqual([{ line: junkLine, reason: 'The line has 2 fields where the table has 13: it is not an offer row.' }]);
    for (const offer of result.offers) {
      expect(offer.market).toEqual({ stateCode: 'MA', utility: 'NSTAR d/b/a Eversource Energy', commodity: 'Electric', customerClass: 'Residential', unit: 'kWh' });
      expect(offer.sourceKey).toBeNull();
    }
  });

  it('turns "10.420 cents/kWh" into dollars per kWh, and reads terms, fees and renewable content', () => {
    const { offers } = read('ma-energy-switch', MA);
    for (const offer of offers) {
      const cents = /"(\d+\.\d+) cents\/kWh/.exec(lines[offer.line - 1])![1];
      expect(offer.price).toBe(Math.round(Number(cents) * 1000) / 100000);
    }
    const rows = (parse(MA, { bom: true, from_line: headerLine, columns: true, relax_column_count: true }) as Record<string, string>[]).slice(0, -1);
    expect(rows).toHaveLength(offers.length);
    offers.slice(1).forEach((offer, i) => {
      const row = rows[i + 1];
      expect(offer).toMatchObject({
        supplierName: row['Supplier Name'],
        rateType: row['Pricing Structure'],
        termMonths: Number(/^(\d+) months$/.exec(row['Contract Term'])![1]),
        introductory: row['Introductory Price'] !== ' ',
        cancellationFee: row['Cancellation Fee'] === ' ' ? null : row['Cancellation Fee'],
        renewablePercent: row['Renewable Energy Content %'] === ' ' ? null : Number(row['Renewable Energy Content %'].replace('%', '')),
        monthlyFee: row['Price $/month'] === ' ' ? null : Number(row['Price $/month'].replace('$', '')),
        isUtilityRate: false,
      });
    });
    expect(offers.find((offer) => offer.monthlyFee === 4.95)?.supplierName).toBe('Discount Power');
    expect(offers.filter((offer) => offer.introductory).map((offer) => offer.supplierName))
      .toEqual(['SFE Energy Massachusetts', 'SFE Energy Massachusetts', 'Indra Energy MA', 'Indra Energy MA']);
    expect(offers[1]).toMatchObject({ supplierName: 'Town Square Energy', price: 0.1042, termMonths: 12, cancellationFee: null });
  });

  it("keeps the utility's basic service row as its own price to compare", () => {
    const utility = read('ma-energy-switch', MA).offers.filter((offer) => offer.isUtilityRate);
    expect(utility).toHaveLength(1);
    expect(utility[0]).toMatchObject({
      supplierName: 'NSTAR d/b/a Eversource Energy', price: 0.10836, termMonths: 6, line: headerLine + 1,
      terms: "Jul '19 through Dec '19: 10.836 cents/kWh\nJan '20 through Jun '20: TBD",
    });
  });

  it('skips a bad price or term with its line, and reads the rest', () => {
    const bad = [...lines];
    bad[offerLines[3] - 1] = bad[offerLines[3] - 1].replace(/"\d+\.\d+ cents\/kWh"/, '"abc"');
    bad[offerLines[5] - 1] = bad[offerLines[5] - 1].replace(/"\d+ months"/, '" "');
    const result = read('ma-energy-switch', bad.join('\n'));
    expect(result.skipped).toEqual([
      { line: offerLines[3], reason: "Price (cents/kWh) 'abc' is not a price in cents/kWh." },
      { line: offerLines[5], reason: 'Contract Term is empty: the offer has no term.' },
      { line: junkLine, reason: 'The line has 2 fields where the table has 13: it is not an offer row.' },
    ]);
    expect(result.offers).toHaveLength(offerLines.length - 2);
  });
});

describe('a file that is not the source\'s format', () => {
  const ohio = OHIO(OHIO_FILES[0]);

  it('is refused naming the first column missing', () => {
    expect(formatError('oh-apples-to-apples', PTC, COLUMBIA)).toBe(OFFER_MESSAGES.missingColumn('Apples to Apples', 'SupplierCompanyName'));
    expect(formatError('ptc', ohio)).toBe(OFFER_MESSAGES.missingColumn('Power to Choose', '[idKey]'));
    expect(formatError('ma-energy-switch', PTC)).toBe(OFFER_MESSAGES.missingColumn('Energy Switch Massachusetts', 'Supplier Name'));
    expect(formatError('insights', MA)).toBe(OFFER_MESSAGES.missingColumn('Insights', 'State'));
    // A Power to Choose file missing one needed column names that one.
    expect(formatError('ptc', PTC.replace('"[kwh1000]"', '"[kwh1001]"'))).toBe(OFFER_MESSAGES.missingColumn('Power to Choose', '[kwh1000]'));
  });

  it('is refused when empty; a header alone is a file of no rows', () => {
    for (const source of OFFER_SOURCES) {
      expect(formatError(source, '', COLUMBIA)).toBe(OFFER_MESSAGES.emptyBody);
      expect(formatError(source, '\uFEFF\r\n\r\n', COLUMBIA)).toBe(OFFER_MESSAGES.emptyBody);
    }
    expect(read('ptc', `${linesOf(PTC)[0]}\r\n\r\nEND OF FILE\r\n`)).toEqual({ source: 'ptc', rows: 0, offers: [], skipped: [] });
    expect(read('oh-apples-to-apples', `${linesOf(ohio)[0]}\n`, COLUMBIA)).toEqual({ source: 'oh-apples-to-apples', rows: 0, offers: [], skipped: [] });
  });

  it('is refused when it is not CSV at all, with the line', () => {
    expect(formatError('ptc', `${linesOf(PTC)[0]}\r\n"618","AEP TEXAS CENTRAL","NEC Co-op Energy,"0.1600"\r\n`))
      .toMatch(/^The file is not valid CSV at line \d+: /);
  });
});
