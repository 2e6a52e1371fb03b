import { expect, test, type Page } from './support/test';
import { openSignedIn } from './support/signed-in';

const ADMIN = { email: 'admin@example.com', password: 'parley-demo-1' };

async function setBusinessMonthlyPrice(page: Page, dollars: string) {
  // Signing in may have opened it already.
  if (new URL(page.url()).pathname !== '/admin/plans') await page.goto('/admin/plans');
  await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Edit Business' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Business' });
  await dialog.getByLabel('Monthly price (USD per seat)').fill(dollars);
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

test('a super admin edits a plan price and /pricing shows it', async ({ page }) => {
  await openSignedIn(page, ADMIN, '/admin/plans');
  try {
    await setBusinessMonthlyPrice(page, '27.50');
    await expect(page.getByTestId('price-month-business')).toHaveText('$27.50 / seat');

    await page.goto('/pricing');
    await expect(page.getByTestId('plan-business').getByTestId('plan-price')).toHaveText('$27.50', {
      timeout: 30_000,
    });
  } finally {
    // Put the seeded price back for the other specs.
    await setBusinessMonthlyPrice(page, '24');
  }
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-business').getByTestId('plan-price')).toHaveText('$24');
});

test('the failing payments and the subscriptions list show the seeded companies; a filter and a billing history', async ({
  page,
}) => {
  await openSignedIn(page, ADMIN, '/admin/subscription-plans');
  await expect(page).toHaveTitle('Subscription Plans - Admin');
  // The seeded failing payment, four days into its grace, mailed on days 0 and 3.
  const failing = page.getByRole('table', { name: 'Failing payments' });
  await expect(failing.getByRole('row', { name: /Lantern Media/ })).toContainText(
    /Day 4 of 7.*Days 0 and 3/,
    { timeout: 30_000 },
  );
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Complimentary' }).click();
  const row = page.getByRole('row', { name: /Orbit Nonprofit/ });
  await expect(row).toContainText('Complimentary', { timeout: 30_000 });
  await row.getByRole('button', { name: 'Billing history of Orbit Nonprofit' }).click();
  const history = page.getByRole('dialog', { name: 'Billing history of Orbit Nonprofit' });
  await expect(history.getByText('admin.complimentary')).toBeVisible({ timeout: 30_000 });
});

test("a company's customer page opens in a new tab, at the provider's portal", async ({ page }) => {
  await openSignedIn(page, ADMIN, '/admin/subscription-plans');
  // Companies other specs create sort before it on the first page: narrow to active plans.
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  const row = page.getByRole('row', { name: /Harbor Health/ });
  await expect(row).toBeVisible({ timeout: 30_000 });
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    row.getByRole('button', { name: 'Customer page of Harbor Health' }).click(),
  ]);
  // Test mode's stand-in for Stripe's billing portal.
  await expect(tab).toHaveURL(/\/api\/test-checkout\?portal=/, { timeout: 30_000 });
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/admin\/subscription-plans/);
});
