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
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * What the report must say for a range of finished days, counted here from the seeded documents
 * through the admin SDK (other specs write only today, so these days hold still).
 */
async function expectedFigures(from: string, to: string) {
  const start = dayStart(from);
  const end = dayStart(to) + DAY_MS;
  const inRange = (value: unknown) => typeof value === 'number' && value >= start && value < end;
  const dayInRange = (value: unknown) => typeof value === 'string' && value >= from && value <= to;
  const [users, companies, rollups, shards, events, attributions, snapshots] = await Promise.all([
    db.collection('users').get(),
    db.collection('companies').get(),
    db.collection('affiliateRollups').get(),
    db.collection('affiliateRollupShards').get(),
    db.collection('reportBillingEvents').get(),
    db.collection('affiliateAttributions').where('attributed', '==', true).get(),
    db.collection('reportDays').where('day', '>=', from).where('day', '<=', to).get(),
  ]);
  const affiliateDays = [...rollups.docs, ...shards.docs].filter((d) => dayInRange(d.get('day')));
  const sum = (field: string) =>
    affiliateDays.reduce((total, d) => total + ((d.get(field) as number | undefined) ?? 0), 0);
  const kind = (k: string) =>
    events.docs.filter((d) => d.get('kind') === k && inRange(d.get('at')));
  const referred = new Set(attributions.docs.map((d) => d.id));
  const lastSnapshot = snapshots.docs
    .filter((d) => d.get('snapshot'))
    .sort((a, b) => a.id.localeCompare(b.id))
    .at(-1)
    ?.get('snapshot') as { companies: number; seats: number; mrrCents: number } | undefined;
  return {
    signups: users.docs.filter((d) => inRange(d.get('createdAt'))).length,
    newCompanies: companies.docs.filter((d) => inRange(d.get('createdAt'))).length,
    visits: sum('visits'),
    affiliateSignups: sum('signups'),
    affiliatePaying: kind('paidStarted').filter((d) => referred.has(d.get('ownerUid') as string))
      .length,
    trialsStarted: kind('trialStarted').length,
    trialsConverted: kind('trialConverted').length,
    trialsCanceled: kind('trialCanceled').length,
    churned: kind('churned').length,
    lastSnapshot,
  };
}

test('a super admin reads a report of past days whose figures match the seed, as charts, table and CSV', async ({
  page,
}) => {
  const from = dayKey(Date.now() - 60 * DAY_MS);
  const to = dayKey(Date.now() - 2 * DAY_MS);
  const expected = await expectedFigures(from, to);
  // The seed writes this history, so there is something to compare.
  expect(expected.lastSnapshot).toBeDefined();
  expect(expected.visits).toBeGreaterThan(0);
  expect(expected.trialsStarted).toBeGreaterThan(0);

  await openSignedIn(
    page,
    { email: 'admin@example.com', password: 'parley-demo-1' },
    '/admin/report-summaries',
  );
  await expect(page).toHaveURL('/admin/report-summaries');
  await expect(page.getByRole('heading', { level: 1, name: 'Report Summaries' })).toBeVisible();
  // The default range (last 30 days) loads first.
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A fresh stack's first report counts its 30 days from the sources (later views read them
  // sealed), on a callable that may not have loaded yet: seconds on a busy machine.
  await expect(page.getByTestId('kpi-signups-value')).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('report-range')).toContainText(`${from} to ${to}`);

  await expect(page.getByTestId('kpi-signups-value')).toHaveText(String(expected.signups));
  await expect(page.getByTestId('kpi-signups-detail')).toHaveText(
    `${expected.newCompanies} new companies`,
  );
  await expect(page.getByTestId('kpi-affiliates-value')).toHaveText(
    `${expected.visits} → ${expected.affiliateSignups} → ${expected.affiliatePaying}`,
  );
  await expect(page.getByTestId('kpi-trials-detail')).toHaveText(
    `${expected.trialsConverted} converted, ${expected.trialsCanceled} canceled, ${expected.trialsStarted} started`,
  );
  await expect(page.getByTestId('kpi-churn-value')).toHaveText(String(expected.churned));
  const snapshot = expected.lastSnapshot;
  if (!snapshot) throw new Error('no snapshot');
  await expect(page.getByTestId('kpi-companies-value')).toHaveAttribute(
    'data-value',
    String(snapshot.companies),
  );
  await expect(page.getByTestId('kpi-seats-value')).toHaveAttribute(
    'data-value',
    String(snapshot.seats),
  );
  await expect(page.getByTestId('kpi-mrr-value')).toHaveAttribute(
    'data-value',
    String(snapshot.mrrCents),
  );

  // The same figures as a table.
  await page.getByRole('button', { name: 'Show as table' }).click();
  const funnel = page.getByRole('table', { name: 'Affiliate funnel' });
  await expect(funnel).toBeVisible();
  await expect(funnel.getByRole('row').filter({ hasText: 'Visits' })).toContainText(
    String(expected.visits),
  );

  // The CSV holds one row per day, adding up to the same sign-ups.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = Papa.parse<Record<string, string>>(await readFile(file, 'utf8'), { header: true });
  const days = (dayStart(to) - dayStart(from)) / DAY_MS + 1;
  expect(csv.data).toHaveLength(days);
  expect(csv.data[0]?.['Day (UTC)']).toBe(from);
  expect(csv.data.reduce((total, row) => total + Number(row['Sign-ups']), 0)).toBe(
    expected.signups,
  );
  expect(csv.data.reduce((total, row) => total + Number(row['Churned']), 0)).toBe(expected.churned);
});
