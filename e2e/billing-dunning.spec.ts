import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { waitForMail } from '../tests/support/mail';
import { createUser } from './support/emulators';
import { openSignedIn } from './support/signed-in';

test('an owner whose renewal fails in the test portal gets the day-0 mail and sees the banner', async ({
  page,
}) => {
  const owner = await createUser({ displayName: 'Dana Dunning' });
  await openSignedIn(page, owner, '/company/setup');
  const name = `Failing ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Company name').fill(name);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL('/company', { timeout: 30_000 });

  // Buy the Team plan through the test checkout.
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Team' }).click();
  await page
    .getByRole('alertdialog', { name: 'Choose Team' })
    .getByRole('button', { name: 'Continue to payment' })
    .click();
  await expect(page).toHaveURL(/\/api\/test-checkout\?/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?session_id=/);

  // Nothing is failing yet: no banner.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: `Payment failed for ${name}` })).toHaveCount(0);

  // The renewal fails in the test portal (Stripe's stand-in), which tells the real webhook.
  await page.goto('/company');
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(/\/api\/test-checkout\?portal=/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'A renewal payment fails' }).click();
  await expect(page.getByRole('status')).toContainText('the subscription is past due');

  const mail = await waitForMail({
    to: owner.email,
    subjectIncludes: `Your payment for ${name} failed`,
    timeoutMs: 30_000,
  });
  expect(mail.text).toContain('for the Team plan of');
  expect(mail.text).toMatch(/Fix payment: http\S+\/company\?company=[^#\s]+#billing/);

  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: `Payment failed for ${name}` });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner).toContainText(/Update your payment method by .+ to keep the Team plan\./);

  await banner.getByRole('link', { name: 'Fix payment' }).click();
  await expect(page).toHaveURL('/company#billing');
  await expect(page.locator('#billing').getByTestId('plan-status')).toHaveText('Past due');
  await expect(
    page.locator('#billing').getByRole('button', { name: 'Manage billing' }),
  ).toBeVisible();
});
