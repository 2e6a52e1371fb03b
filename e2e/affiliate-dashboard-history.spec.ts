import { expect, test } from './support/test';
import { openSignedIn } from './support/signed-in';

/** The seeded demo affiliate (scripts/lib/demo-accounts.ts) and their seeded referrals. */
const DEMO_AFFILIATE = { email: 'affiliate@example.com', password: 'parley-demo-1' };

test('the demo affiliate sees their referrals by stage, what each earned per currency, and filters by stage', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_AFFILIATE, '/affiliate/dashboard');
  const section = page.getByRole('region', { name: 'Referrals', exact: true });
  const table = section.getByRole('table', { name: 'Your referrals, newest first' });
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(row('Hooli')).toContainText('Trial', { timeout: 60_000 });
  await expect(row('Initech')).toContainText('Churned');
  await expect(row('Northwind Traders')).toContainText('Paying');
  // Berliner Werkstatt pays in euros: what it earned is in euros, never turned into dollars.
  await expect(row('Berliner Werkstatt')).toContainText('€');
  await expect(row('Berliner Werkstatt')).not.toContainText('$');
  // Other specs add sign-ups and companies to the demo affiliate: counts are at least the seed's.
  const count = async (stage: string) =>
    Number(await section.getByTestId(`stage-${stage}`).textContent());
  await expect.poll(() => count('paying')).toBeGreaterThanOrEqual(3);
  expect(await count('trial')).toBeGreaterThanOrEqual(1);
  expect(await count('churned')).toBeGreaterThanOrEqual(1);
  expect(await count('signedUp')).toBeGreaterThanOrEqual(2);

  await section.getByRole('button', { name: /Churned/ }).click();
  const churned = section.getByRole('table', {
    name: 'Your referrals at the Churned stage, newest first',
  });
  await expect(churned.getByRole('row').filter({ hasText: 'Initech' })).toBeVisible();
  await expect(churned.getByRole('row').filter({ hasText: 'Hooli' })).toHaveCount(0);
});

test('the demo affiliate sees earnings month by month per currency and downloads their ledger as CSV', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_AFFILIATE, '/affiliate/dashboard');
  const section = page.getByRole('region', { name: 'Month by month' });
  // One chart per currency: the seed earns in dollars and in euros.
  await expect(section.getByRole('figure', { name: 'USD' })).toBeVisible({ timeout: 60_000 });
  await expect(section.getByRole('figure', { name: 'EUR' })).toBeVisible();

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^affiliate-ledger-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(csv as Buffer[]).toString('utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe(
    'date,kind,company,status,amount,currency,invoice_amount,invoice_currency,available_at,rule,reason,entry_id',
  );
  // Berliner Werkstatt's €36.00 commissions stay in euros; the webinar bonus is a bonus line.
  expect(lines.some((l) => l.includes('Berliner Werkstatt') && l.includes(',36.00,EUR,'))).toBe(
    true,
  );
  expect(lines.some((l) => l.includes(',bonus,') && l.includes(',25.00,USD,'))).toBe(true);
});
