import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import Papa from 'papaparse';
import { openSignedIn } from './support/signed-in';

const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-saas' });
const db = getFirestore(app);

const DAY_MS = 86_400_000;
const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Affiliate visits on the days from `from` to `to`, summed here from the seeded rollups. */
async function visitsBetween(from: string, to: string): Promise<number> {
  const [rollups, shards] = await Promise.all([
    db.collection('affiliateRollups').where('day', '>=', from).where('day', '<=', to).get(),
    db.collection('affiliateRollupShards').where('day', '>=', from).where('day', '<=', to).get(),
  ]);
  return [...rollups.docs, ...shards.docs].reduce(
    (total, doc) => total + ((doc.get('visits') as number | undefined) ?? 0),
    0,
  );
}

const numberIn = async (text: Promise<string | null>) =>
  Number((await text)?.replace(/[^\d.]/g, '') ?? NaN);

test("a super admin sees the real funnel and B's totals follow B's commission rate and tier", async ({
  page,
}) => {
  const today = dayKey(Date.now());
  const from = dayKey(Date.now() - 89 * DAY_MS);
  // Past days hold still; other specs may add visits today, so today bounds the figure above.
  const past = await visitsBetween(from, dayKey(Date.now() - DAY_MS));
  expect(past).toBeGreaterThan(0);

  await openSignedIn(
    page,
    { email: 'admin@example.com', password: 'parley-demo-1' },
    '/admin/affiliate-modeling',
  );
  await expect(page).toHaveURL('/admin/affiliate-modeling');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Modelling' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The funnel is computed by a callable from 90 days of rollups: allow a busy machine time.
  await expect(
    page.getByRole('heading', { name: `Real funnel, ${from} to ${today} (UTC)` }),
  ).toBeVisible({ timeout: 30_000 });
  const visits = await numberIn(page.getByTestId('funnel-visits-value').textContent());
  expect(visits).toBeGreaterThanOrEqual(past);
  expect(visits).toBeLessThanOrEqual(await visitsBetween(from, today));
  await expect(page.getByTestId('funnel-paying-value')).not.toHaveText('0');
  // Churn on the demo data is a monthly rate: of the companies paying at each month's start,
  // those that churned during it (never the "10 churned of 5 paying" it once read).
  await expect(page.getByTestId('funnel-churn-detail')).toContainText('Average over 3 months');
  expect(await numberIn(page.getByTestId('funnel-churn-value').textContent())).toBeLessThan(100);

  // The demo programme's tiers (22% from the 4th paying referral, 25% from the 11th) and Business
  // rate (30%) are A's and B's starting rules.
  await expect(page.getByLabel('Tier 1: from paying referrals, scenario A')).toHaveValue('4');
  await expect(page.getByLabel('Tier 1: rate (%), scenario A')).toHaveValue('22');
  await expect(page.getByLabel('Tier 2: from paying referrals, scenario A')).toHaveValue('11');
  await expect(page.getByLabel('Tier 2: rate (%), scenario A')).toHaveValue('25');
  await expect(page.getByLabel('Plan 1: name, scenario A')).toHaveValue('Business');
  await expect(page.getByTestId('tier-simplification')).toBeVisible();
  // B: 10 new paying companies a month for one affiliate, so the 22% tier is reached in month 1
  // and the 25% one in month 2; half on Business at its better 30%, half at the tier's rate:
  // 26%, then 27.5%.
  await page.getByLabel('Visits in the first month, scenario B').fill('1000');
  await page.getByLabel('Visit → sign-up (%), scenario B').fill('10');
  await page.getByLabel('Sign-up → paying (%), scenario B').fill('10');
  await page.getByLabel('Affiliates sharing referrals, scenario B').fill('1');
  await page.getByLabel('Commission rate (%), scenario B').fill('20');
  await page.getByLabel('Plan 1: share (%), scenario B').fill('50');
  await expect(page.getByTestId('rate-b-1')).toHaveText('26%');
  await expect(page.getByTestId('rate-b-2')).toHaveText('27.5%');
  const totalB = page.getByTestId('total-b-commissionsCents');
  const withTier = Number(await totalB.getAttribute('data-value'));
  await page.getByRole('button', { name: 'Remove tier 2, scenario B' }).click();
  await expect(page.getByTestId('rate-b-2')).toHaveText('26%');
  await expect
    .poll(async () => Number(await totalB.getAttribute('data-value')))
    .toBeLessThan(withTier);
  await page.getByRole('button', { name: 'Remove tier 1, scenario B' }).click();
  await expect(page.getByTestId('rate-b-2')).toHaveText('25%');
  // A keeps its tiers.
  await expect(page.getByLabel('Tier 2: from paying referrals, scenario A')).toHaveValue('11');
  // Without its Business rate either, B pays one rate: commissions follow it below.
  await page.getByRole('button', { name: 'Remove plan 1, scenario B' }).click();
  await expect(page.getByTestId('rate-b-2')).toHaveText('20%');

  // B as a percentage of revenue: commissions are proportional to the rate.
  await page.getByLabel('Commission type, scenario B').selectOption('percentage');
  const rate = page.getByLabel('Commission rate (%), scenario B');
  const totalA = page.getByTestId('total-a-commissionsCents');
  const aBefore = await totalA.getAttribute('data-value');
  await rate.fill('10');
  await expect(totalB).toHaveAttribute('data-value', /^\d+$/);
  const atTen = Number(await totalB.getAttribute('data-value'));
  expect(atTen).toBeGreaterThan(0);
  await rate.fill('30');
  await expect
    .poll(async () => Number(await totalB.getAttribute('data-value')))
    .toBeCloseTo(atTen * 3, -1);
  await expect(totalA).toHaveAttribute('data-value', aBefore ?? '');
  await expect(page.getByTestId('total-diff-commissionsCents')).not.toHaveText('$0');

  // The CSV has a row per month of the horizon and a total row.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const rows = Papa.parse<string[]>((await readFile(file, 'utf8')).trim()).data;
  expect(rows[0]?.[0]).toBe('Month');
  expect(rows[0]?.[11]).toBe('B Effective rate (%)');
  expect(rows).toHaveLength(1 + 12 + 1);
  const csvTotal = Math.round(Number(rows.at(-1)?.[12]) * 100);
  expect(Math.abs(csvTotal - Number(await totalB.getAttribute('data-value')))).toBeLessThanOrEqual(
    1,
  );

  // The settings page is one link away.
  await expect(page.getByRole('link', { name: 'Edit the programme settings' })).toHaveAttribute(
    'href',
    '/admin/affiliates/settings',
  );
});
