import { expect, test } from '@playwright/test';
import { signIn } from './support/ui';

/** The seeded demo affiliate (scripts/lib/demo-accounts.ts) and their seeded referrals. */
const DEMO_AFFILIATE = { email: 'affiliate@example.com', password: 'parley-demo-1' };

test('the demo affiliate sees their referrals by stage, what each earned per currency, and filters by stage', async ({
  page,
}) => {
  await signIn(page, DEMO_AFFILIATE.email, DEMO_AFFILIATE.password);
  await page.goto('/affiliate/dashboard');
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
