import { describe, expect, it } from 'vitest';
import type { License } from '../../core/api/companies';
import { buildTimeline, hasVisibleExpiry, HIDDEN_DATES_TEXT } from './licenseTimeline';

const NOW = new Date(2026, 5, 17, 15, 0);

const license = (id: number, from: string | null, to: string | null, extra: Partial<License> = {}): License => ({
  id, stateCode: 'TX', commodity: 'Electric', associatedLegalName: 'Acme', licenseNumber: `L-${id}`,
  licenseRegisteredDate: from, licenseExpiryDate: to, licenseType: 'Supplier', licenseStatus: 'Active',
  sourceUrl: null, screenshotUrl: null, caseCount: 0, isPremium: true, isSubscribe: false, ...extra,
});

describe('buildTimeline', () => {
  it('names each license and gives its dates, status and tone', () => {
    const { items } = buildTimeline([license(1, '2024-03-14', '2026-03-13', { licenseStatus: 'Expired' }), license(2, '2024-03-14', '2028-03-13')], NOW, 30);
    expect(items.map((i) => i.text)).toEqual([
      'TX electric Supplier, 03/14/2024 – 03/13/2026, Expired',
      'TX electric Supplier, 03/14/2024 – 03/13/2028, Active',
    ]);
    expect(items.map((i) => i.tone)).toEqual(['expired', 'active']);
  });

  it("highlights what expires within the user's window, today and the last day included", () => {
    const { items } = buildTimeline([
      license(1, '2024-01-01', '2026-06-17'),
      license(2, '2024-01-01', '2026-07-17'),
      license(3, '2024-01-01', '2026-07-18'),
      license(4, '2024-01-01', '2026-06-16'),
    ], NOW, 30);
    expect(items.map((i) => i.tone)).toEqual(['expiring', 'expiring', 'active', 'expired']);
    expect(items[0].text).toBe('TX electric Supplier, 01/01/2024 – 06/17/2026, Active, expires today');
    expect(items[1].text).toMatch(/, Active, expires in 30 days$/);
    // A date in the past expires the license whatever status the regulator still shows.
    expect(items[3].text).toMatch(/, Active, expired$/);
    expect(buildTimeline([license(3, '2024-01-01', '2026-07-18')], NOW, 31).items[0].tone).toBe('expiring');
  });

  it('places bars on whole years around every date and today, and today between them', () => {
    const model = buildTimeline([license(1, '2024-01-01', '2025-01-01'), license(2, '2025-01-01', '2026-01-01')], NOW, 30);
    // 2024-01-01 … 2027-01-01: today (2026) widens the axis to its year.
    expect(model.ticks.map((t) => t.label)).toEqual(['2024', '2025', '2026']);
    expect(model.ticks[0].at).toBe(0);
    expect(model.items[0].bar).toMatchObject({ start: 0, openStart: false, openEnd: false });
    expect(model.items[0].bar!.end).toBeCloseTo(model.ticks[1].at, 5);
    expect(model.items[1].bar!.start).toBeCloseTo(model.ticks[1].at, 5);
    expect(model.today).toBeGreaterThan(model.ticks[2].at);
    expect(model.today).toBeLessThan(100);
  });

  it('labels at most six years, whatever the span', () => {
    const model = buildTimeline([license(1, '2001-05-01', '2031-05-01')], NOW, 30);
    expect(model.ticks.length).toBeLessThanOrEqual(6);
    expect(model.ticks[0].label).toBe('2001');
  });

  it('draws a missing end open to the edge of the axis', () => {
    const model = buildTimeline([license(1, '2020-02-01', null), license(2, null, '2027-02-01'), license(3, '2022-01-01', '2023-01-01')], NOW, 30);
    expect(model.items[0].bar).toMatchObject({ end: 100, openEnd: true, openStart: false });
    expect(model.items[0].text).toBe('TX electric Supplier, 02/01/2020 – no expiry date, Active');
    expect(model.items[0].tone).toBe('active');
    expect(model.items[1].bar).toMatchObject({ start: 0, openStart: true, openEnd: false });
    expect(model.items[1].text).toBe('TX electric Supplier, no registered date – 02/01/2027, Active');
  });

  it("draws licenses whose dates are premium data as undated, and they do not move the axis", () => {
    const hidden = license(2, '', '', { isPremium: false, licenseStatus: '' });
    const model = buildTimeline([license(1, '2024-03-14', '2026-03-13'), hidden], NOW, 30);
    expect(model.items[1]).toMatchObject({ tone: 'undated', bar: null, hidden: true, text: `TX electric Supplier, ${HIDDEN_DATES_TEXT}` });
    expect(model.ticks.map((t) => t.label)).toEqual(['2024', '2025', '2026']);
    // Even dates that were (wrongly) sent with isPremium: false are never placed.
    const leaked = buildTimeline([license(3, '2001-01-01', '2040-01-01', { isPremium: false })], NOW, 30);
    expect(leaked.items[0]).toMatchObject({ tone: 'undated', bar: null });
    expect(leaked.ticks).toEqual([]);
    expect(leaked.today).toBeNull();
  });

  it('knows when the expiry window matters', () => {
    expect(hasVisibleExpiry([license(1, '2024-01-01', null)])).toBe(false);
    expect(hasVisibleExpiry([license(1, '2024-01-01', '2027-01-01', { isPremium: false })])).toBe(false);
    expect(hasVisibleExpiry([license(1, '2024-01-01', '0001-01-01'), license(2, null, '2027-01-01')])).toBe(true);
  });
});
