import { expect, test } from './support/test';
import { adminAuth, createUser } from './support/emulators';
import { openSignedIn } from './support/signed-in';

test('a user deletes their account from /delete-data and can no longer sign in', async ({
  page,
}) => {
  const user = await createUser();
  await page.goto('/delete-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your data' })).toBeVisible();
  // Signed out: the instructions, and a way to sign in that comes back here.
  await page.getByRole('link', { name: 'Sign in to delete your account' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fdelete-data');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/delete-data');

  const remove = page.getByRole('button', { name: 'Delete my account and data' });
  await page.getByLabel('Your password').fill(user.password);
  await expect(remove).toBeDisabled();
  await page.getByLabel('Type "delete my account" to confirm').fill('delete my account');
  await remove.click();

  await expect(page).toHaveURL('/');
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Your account and your data were deleted.' }),
  ).toBeVisible();
  await expect(adminAuth.getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/login');
});

test('a wrong password deletes nothing and says so', async ({ page }) => {
  const user = await createUser();
  await openSignedIn(page, user, '/delete-data');
  await page.getByLabel('Your password').fill('not-my-password');
  await page.getByLabel('Type "delete my account" to confirm').fill('delete my account');
  await page.getByRole('button', { name: 'Delete my account and data' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'password' })).toBeVisible();
  expect((await adminAuth.getUser(user.uid)).uid).toBe(user.uid);
});
