import { expect, test, type Browser, type Page } from './support/test';
import { acceptCurrentPolicies, resetToPlainUser } from './support/emulators';
import { signIn } from './support/ui';
import { openSignedIn } from './support/signed-in';

const ADMIN = { email: 'admin@example.com', password: 'parley-demo-1' };
/** The second demo super admin, who approves grants the first asks for. */
const OPS = { email: 'ops@example.com', password: 'parley-demo-1' };
/** Seeded by scripts/lib/seed-admin-users.ts (password accounts, enabled). */
const NINA = { uid: 'seed-person-00', email: 'nina.novak@example.com', password: 'parley-demo-1' };
const ROSA = { uid: 'seed-person-04', email: 'rosa.novak@example.com', password: 'parley-demo-1' };

/** Runs one of the user page's actions through its confirmation dialog. */
async function confirmAction(page: Page, action: string, done: RegExp) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog
    .getByRole('button', { name: action === 'Send password reset' ? 'Send mail' : action })
    .click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(done)).toBeVisible();
}

async function otherPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('a super admin finds a seeded user by email prefix, disables them (their sign-in fails), and enables them again', async ({
  page,
  browser,
}) => {
  await acceptCurrentPolicies(NINA.uid);
  await openSignedIn(page, ADMIN, '/admin/users');
  await expect(page).toHaveTitle('Users - Admin');
  await page.getByLabel('Search', { exact: true }).fill('nina.n');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const link = page.getByRole('link', { name: NINA.email });
  await expect(link).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2); // the header and Nina
  await link.click();
  await expect(page).toHaveURL(`/admin/users/${NINA.uid}`);
  await expect(page.getByRole('heading', { name: 'Nina Novak', level: 1 })).toBeVisible();

  await confirmAction(page, 'Disable account', /is disabled/);
  const nina = await otherPage(browser);
  await nina.goto('/login');
  await nina.getByLabel('Email').fill(NINA.email);
  await nina.getByLabel('Password', { exact: true }).fill(NINA.password);
  await nina.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(nina.getByText('This account has been disabled.')).toBeVisible();
  await expect(nina).toHaveURL(/\/login/);

  await confirmAction(page, 'Enable account', /can sign in again/);
  await signIn(nina, NINA.email, NINA.password);
  await nina.context().close();
});

test('a super admin asks to grant super admin, a second one approves, and the user is let past Access Denied to set up two-step verification without signing out', async ({
  page,
  browser,
}) => {
  await resetToPlainUser(ROSA.uid);
  await acceptCurrentPolicies(ROSA.uid);
  const rosa = await otherPage(browser);
  await openSignedIn(rosa, ROSA, '/admin');
  await expect(rosa.getByText('Super Admin access required')).toBeVisible();

  await openSignedIn(page, ADMIN, `/admin/users/${ROSA.uid}`);
  await expect(page.getByRole('heading', { name: 'Rosa Novak', level: 1 })).toBeVisible();
  const ops = await otherPage(browser);
  try {
    // Another super admin exists: the grant only asks, and who asked may only withdraw it.
    await confirmAction(page, 'Grant super admin', /another super admin must approve making/);
    await expect(page.getByText('Super admin waiting for approval')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw grant request' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve super admin' })).toBeHidden();

    // The second super admin finds it in the queue and approves it.
    await openSignedIn(ops, OPS, '/admin/users');
    const queue = ops.getByRole('region', { name: 'Super admin grants waiting for approval' });
    await queue.getByRole('link', { name: ROSA.email }).click();
    await expect(ops).toHaveURL(`/admin/users/${ROSA.uid}`);
    await confirmAction(ops, 'Approve super admin', /is now a super admin/);

    // The claim counts at once; the admin area still needs her second factor (e2e/guard.spec.ts
    // follows a new super admin through setting it up).
    await rosa.goto('/admin');
    await expect(
      rosa.getByRole('heading', { name: 'Two-step verification required' }),
    ).toBeVisible();
    await expect(rosa.getByText('Super Admin access required')).toBeHidden();
    await expect(rosa).toHaveURL('/admin');

    await page.reload();
    await confirmAction(page, 'Revoke super admin', /no longer a super admin/);
  } finally {
    await resetToPlainUser(ROSA.uid);
  }
  await Promise.all([rosa.context().close(), ops.context().close()]);
});
