import { expect, test } from './support/test';
import { createUser } from './support/emulators';
import { signIn } from './support/ui';

test('a new user accepts the terms, then the privacy policy, and reaches the dashboard', async ({
  page,
}) => {
  const user = await createUser({ acceptPolicies: false });
  await signIn(page, user.email, user.password);

  await expect(page).toHaveURL('/accept-terms-and-conditions?redirect=%2Fdashboard');
  await expect(page).toHaveTitle('Accept the terms and conditions');
  await expect(
    page.getByRole('heading', { name: 'Please accept our terms and conditions' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Terms and Conditions, version \d+/ }),
  ).toContainText('Companies and teams');
  // Public pages stay reachable; any other signed-in page sends them back here.
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Parley' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL('/accept-terms-and-conditions?redirect=%2Fprofile');

  await page.getByRole('button', { name: 'I accept' }).click();
  await expect(page).toHaveURL('/accept-privacy-policy?redirect=%2Fprofile');
  await expect(
    page.getByRole('heading', { name: 'Please accept our privacy policy' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'I accept' }).click();
  await expect(page).toHaveURL('/profile');

  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');
});

test('declining explains the consequence and signs the user out', async ({ page }) => {
  const user = await createUser({ acceptPolicies: false });
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/accept-terms-and-conditions/);
  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Decline the terms and conditions?' });
  await expect(dialog).toContainText('we will sign you out');
  await dialog.getByRole('button', { name: 'Decline and sign out' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/?redirect=%2Fdashboard');
});

test('the public policy pages show the current version and its date', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByText(/^Version \d+ · effective /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we collect' })).toBeVisible();
  await page.goto('/privacy-policy?version=999');
  await expect(page.getByText('There is no version 999 of this policy.')).toBeVisible();
});
