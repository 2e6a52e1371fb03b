import { expect, test, type Page } from './support/test';
import { createUser, latestOobLink, uniqueEmail } from './support/emulators';
import { signIn } from './support/ui';

test('the register form falls back to the default password policy when the server has none', async ({
  page,
}) => {
  // The Auth emulator has no password policy (it answers GET /v2/passwordPolicy with 501).
  await page.goto('/register');
  const requirements = page.getByRole('list', { name: 'Password requirements' });
  await expect(requirements.getByRole('listitem')).toHaveText([
    'At least 6 characters (not met yet)',
  ]);
  const email = uniqueEmail('short');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The password does not meet every requirement yet.')).toBeVisible();
  await expect(page).toHaveURL('/register');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('123456');
  await expect(requirements.getByRole('listitem')).toHaveText(['At least 6 characters (met)']);
});

test('a wrong password gets a clear message and keeps what was typed', async ({ page }) => {
  const user = await createUser();
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The Auth emulator answers INVALID_PASSWORD (a project with email-enumeration protection
  // answers INVALID_LOGIN_CREDENTIALS); SPEC §8 maps it to wrong-password.
  // Inline beside the form (role=alert), not only in a toast.
  await expect(
    page.getByRole('alert').filter({ hasText: 'That password is not right.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expect(page).toHaveURL('/login');
});

test('registering an email that is taken says so', async ({ page }) => {
  const user = await createUser();
  await page.goto('/register');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('another-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' }),
  ).toBeVisible();
});

test('forgot password sends the reset mail', async ({ page }) => {
  const user = await createUser();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  expect(await latestOobLink(user.email, 'PASSWORD_RESET')).toContain('oobCode=');
});

async function requestSignInLink(page: Page, email: string): Promise<string> {
  await page.goto('/login?redirect=%2Fprofile');
  await page.getByRole('button', { name: 'Email me a sign-in link instead' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  // The emulator lists the mail instead of sending it. Its link carries the code; the app's
  // continue URL is where the real action handler would forward it, with the same query.
  const link = new URL(await latestOobLink(email, 'EMAIL_SIGNIN'));
  const continueUrl = link.searchParams.get('continueUrl');
  expect(continueUrl).toContain('/login?redirect=%2Fprofile');
  return `${continueUrl}&${link.search.slice(1)}`;
}

test('email-link sign-in completes on the device that asked for it', async ({ page }) => {
  const user = await createUser();
  const link = await requestSignInLink(page, user.email);
  await page.goto(link);
  await expect(page).toHaveURL('/profile');
});

test('email-link sign-in opened on another device asks for the email first', async ({
  page,
  browser,
}) => {
  const user = await createUser();
  const link = await requestSignInLink(page, user.email);
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await other.getByLabel('Email').fill(user.email);
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other).toHaveURL('/profile');
  await otherDevice.close();
});

test('the architecture test page round-trips to Firestore, a callable and the session endpoint', async ({
  page,
}) => {
  const user = await createUser();
  await signIn(page, user.email, user.password);
  await page.goto('/test-new-architecture');
  await expect(page.getByTestId('backend')).toContainText('Emulators');
  await expect(page.getByTestId('build-id')).not.toBeEmpty();
  await page.getByRole('button', { name: 'Run checks' }).click();
  // Cold emulators: the first Firestore connection and the first function call take seconds.
  for (const id of ['firestore', 'callable', 'session']) {
    await expect(page.getByTestId(`check-${id}`).getByLabel('passed')).toBeVisible({
      timeout: 30_000,
    });
  }
  await expect(page.getByTestId('check-callable')).toContainText(`uid ${user.uid}`);
});

test('signing out from the account menu returns to the home page and protects the dashboard', async ({
  page,
}) => {
  const user = await createUser();
  await signIn(page, user.email, user.password);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/?redirect=%2Fdashboard');
});

/**
 * The sign-in pages paint before Auth loads (src/features/auth/load-auth-actions.ts): a visitor
 * who never signed in here downloads none of it until they start using the page, then signs in
 * as usual.
 */
test('/login paints without Auth, loads it at the first focus, and signs in', async ({ page }) => {
  const user = await createUser();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const authCode = () =>
    scripts.filter((url) => /\/assets\/(auth-service|auth-actions)-/.test(url));
  // Painted, its code fetched; nothing run until the visitor moves (the app, then Auth with it).
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Parley' })).toBeVisible();
  expect(await page.locator('#root').getAttribute('data-started')).toBeNull();
  expect(authCode()).toEqual([]);

  await page.getByLabel('Email').focus();
  await expect.poll(() => authCode().length).toBeGreaterThan(0);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

/**
 * /register reads the project's password policy through Auth (auth-service): like the rest of
 * Auth, only once the visitor starts using the page, so its first seconds after the paint stay
 * free. (The emulator has no policy, so the read itself sends nothing: the chunks tell.)
 */
test('/register paints without Auth and loads it, for the password policy too, at the first focus', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const loaded = (name: string) => scripts.some((url) => url.includes(`/assets/${name}-`));
  await page.goto('/register', { waitUntil: 'networkidle' });
  expect(await page.locator('#root').getAttribute('data-started')).toBeNull();
  expect(loaded('auth-service')).toBe(false);
  expect(loaded('auth-actions')).toBe(false);

  await page.getByLabel('Your name (optional)').focus();
  await expect.poll(() => loaded('auth-service') && loaded('auth-actions')).toBe(true);
});
