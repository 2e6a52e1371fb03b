import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { createUser } from './support/emulators';
import { openSignedIn } from './support/signed-in';

async function ownerWithCompany(page: Page) {
  const owner = await createUser({ displayName: 'Paula Payer' });
  await openSignedIn(page, owner, '/company/setup');
  const name = `Paying ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Company name').fill(name);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL('/company', { timeout: 30_000 });
  return { owner, name };
}

test('an owner buys a paid plan through the test checkout and the company has it, with its seats', async ({
  page,
}) => {
  await ownerWithCompany(page);
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing');
  await page.getByRole('button', { name: 'Choose Team' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Choose Team' });
  await dialog.getByRole('button', { name: 'One seat more' }).click();
  await dialog.getByRole('button', { name: 'One seat more' }).click();
  await expect(dialog.getByRole('spinbutton', { name: 'Seats' })).toHaveValue('3');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();

  // The built-in test checkout, clearly marked, on the app's own origin.
  await expect(page).toHaveURL(/\/api\/test-checkout\?/, { timeout: 30_000 });
  await expect(page.getByText('TEST MODE — no real payment')).toBeVisible();
  await page.getByRole('button', { name: 'Pay (test)' }).click();

  await expect(page).toHaveURL(/\/payment\/success\?session_id=/);
  await expect(page).toHaveTitle('Payment Success');
  await expect(page.getByRole('heading', { name: 'Thank you, Paula!' })).toBeVisible();
  await expect(page.getByText(/payment was successful/i).first()).toBeVisible();
  await expect(page.getByText('Team').first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/company');
  const billing = page.getByRole('main');
  await expect(billing.getByTestId('billing-seats')).toContainText('1 of 3 used');
  await expect(billing).toContainText('Team');
});

test('cancelling from the test checkout lands on Payment Cancelled and changes nothing', async ({
  page,
}) => {
  await ownerWithCompany(page);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Business' }).click();
  await page
    .getByRole('alertdialog', { name: 'Choose Business' })
    .getByRole('button', { name: 'Continue to payment' })
    .click();
  await expect(page).toHaveURL(/\/api\/test-checkout\?/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/payment\/cancel/);
  await expect(page).toHaveTitle('Payment Cancelled');
  await expect(page.getByText(/cancelled/i).first()).toBeVisible();
  await page.goto('/company');
  const billing = page.getByRole('main');
  await expect(billing.getByTestId('billing-seats')).toContainText('1 of 5 used');
  await expect(billing).toContainText('Free');
});
