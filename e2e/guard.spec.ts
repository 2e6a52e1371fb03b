import { expect, test } from '@playwright/test';
import { createUser, grantSuperAdmin, PASSWORD, uniqueEmail } from './support/emulators';
import { acceptPoliciesInUi, signIn } from './support/ui';

test('a visitor deep-linking to a signed-in page lands on / with the redirect, signs up, and returns there', async ({
  page,
}) => {
  await page.goto('/company/members?tab=x#y');
  await expect(page).toHaveURL('/?redirect=%2Fcompany%2Fmembers%3Ftab%3Dx%23y');
  await expect(page.getByText('Sign in to continue to the page you asked for.')).toBeVisible();

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=/);
  await page.getByLabel('Your name (optional)').fill('Dee Link');
  await page.getByLabel('Email').fill(uniqueEmail('deeplink'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await acceptPoliciesInUi(page);

  await expect(page).toHaveURL('/company/members?tab=x#y');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Members' })).toBeVisible();
  await expect(page).toHaveTitle('Team Members');
});

test('a signed-in user opening /login is sent to /dashboard', async ({ page }) => {
  const user = await createUser();
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL('/dashboard');
  for (const path of ['/login', '/register/', '/forgot-password']) {
    await page.goto(path);
    await expect(page).toHaveURL('/dashboard');
  }
});

test('a redirect to another site is ignored after sign-in (no open redirect)', async ({ page }) => {
  const user = await createUser();
  await signIn(page, user.email, user.password, '/login?redirect=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL('/dashboard');
});

test('a plain user on /admin/users sees Access Denied (403)', async ({ page }) => {
  const user = await createUser();
  await signIn(page, user.email, user.password);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Super Admin access required')).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('403');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
});

test('a super admin sees the admin layout', async ({ page }) => {
  const admin = await createUser({ superAdmin: true });
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/users');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await expect(page).toHaveTitle('Users - Admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Users', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Subscription plans' }).click();
  await expect(page).toHaveTitle('Subscription Plans - Admin');
});

test('a newly granted super admin gets in without signing out', async ({ page }) => {
  const user = await createUser();
  await signIn(page, user.email, user.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

  await grantSuperAdmin(user.uid);
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
});

test('an unknown path shows Page Not Found with its path', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page Not Found: /no/such/page')).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(page).toHaveTitle('Page Not Found');
});

test('a public profile path is open to visitors', async ({ page }) => {
  await page.goto('/@alex_affiliate');
  await expect(page).toHaveURL('/@alex_affiliate');
  await expect(page.getByRole('heading', { level: 1, name: 'Alex Affiliate' })).toBeVisible();
  await expect(page.getByText('@alex_affiliate')).toBeVisible();
});
