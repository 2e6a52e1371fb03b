import { expect, test } from './support/test';
import {
  createUser,
  grantSuperAdmin,
  PASSWORD,
  smsCodeFor,
  uniqueEmail,
  uniquePhone,
} from './support/emulators';
import { acceptPoliciesInUi, enterSmsCode, nextSmsSession, signIn } from './support/ui';

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

test('a newly granted super admin is sent to set up two-step verification, then gets in without signing out', async ({
  page,
}) => {
  const user = await createUser();
  await signIn(page, user.email, user.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

  await grantSuperAdmin(user.uid);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Two-step verification required' })).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('403');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Set up two-step verification' }).click();
  await expect(page).toHaveURL('/profile#two-step');
  const card = page.getByRole('region', { name: 'Two-step verification' });
  await card.getByLabel('Mobile phone number').fill(uniquePhone());
  const session = nextSmsSession(page, 'enrollment');
  await card.getByRole('button', { name: 'Text me a code' }).click();
  await card.getByLabel('Verification code').fill(await smsCodeFor(await session));
  await card.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await expect(page.getByText('Two-step verification is on.')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Phones for two-step verification' })).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
});

test('a super admin with two-step verification signs in with the texted code; without it the admin area stays shut', async ({
  browser,
}) => {
  const admin = await createUser({ superAdmin: true });
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  const session = nextSmsSession(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-step verification' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Verification code').fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('That code is not right.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await enterSmsCode(page, session);
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
