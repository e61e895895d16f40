import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { accessToken, signIn } from './support/signIn';

// A company's Offers section and SuperAdmin Settings → Suppliers found in offers (issue 60) on real Texas data: the
// Power to Choose export of 2026-01-09 imported by a super admin (the seed may hold it already: a second import of the
// same file changes nothing).

const FILE = fileURLToPath(new URL('../server/src/db/seed/data/tx-power-to-choose/power-to-choose-2026-01-09.csv', import.meta.url));
const ONCOR = 'ONCOR ELECTRIC DELIVERY COMPANY';

interface Ranks { ranks: { rank: number; companyId: string | null; supplierName: string }[] }

test('a company that has offers shows its Oncor rank, source and date; the found suppliers list in SuperAdmin Settings', async ({ page }) => {
  await signIn(page, 'super@insights.test');
  const token = await accessToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const imported = await page.request.post('/api/Offers/Import?source=ptc&asOf=2026-01-09', {
    headers: { ...headers, 'content-type': 'text/csv' },
    data: await readFile(FILE),
  });
  expect(imported.status(), await imported.text()).toBe(200);

  const reply = await page.request.get(`/api/Offers/Ranks?stateCode=TX&utility=${encodeURIComponent(ONCOR)}`, { headers });
  const { ranks } = (await reply.json()) as Ranks;
  const ranked = ranks.find((r) => r.companyId)!;
  expect(ranked, 'an Oncor supplier ranked and matched to a company').toBeTruthy();
  const best = Math.min(...ranks.filter((r) => r.companyId === ranked.companyId).map((r) => r.rank));

  await page.goto(`/companies/${ranked.companyId}`);
  const section = page.getByRole('region', { name: 'Offers' });
  const oncor = section.getByRole('article', { name: `TX · ${ONCOR} · Residential` });
  // Ranked per market on the server: on a busy machine this takes longer than the default wait.
  await expect(oncor.getByTestId('offers-rank')).toHaveText(`#${best} of ${ranks.length}`, { timeout: 30_000 });
  await expect(oncor.getByTestId('offers-source')).toHaveText('Power to Choose, 01/09/2026');
  await expect(oncor.getByRole('table')).toBeVisible();
  await oncor.getByRole('link', { name: 'All offers in this market' }).click();
  await expect(page).toHaveURL(/\/offers\?state=TX&utility=ONCOR\+ELECTRIC\+DELIVERY\+COMPANY/);

  await page.goto('/settings/superadmin');
  const found = page.getByRole('table', { name: 'Suppliers found in offers' });
  await expect(found).toBeVisible({ timeout: 30_000 });
  await expect(found.getByRole('row').nth(1)).toContainText('TX · ');
  await expect(found.getByRole('button', { name: /^Merge / }).first()).toBeVisible();
});
