import { expect, test, type Page } from './support/test';
import { adminAuth, ageLastSignIn, createUser } from './support/emulators';
import { enterSmsCode, nextSmsSession, signIn } from './support/ui';

/**
 * A super admin signed in ten minutes ago asks to disable a new user: the server wants a recent
 * sign-in, and the app asks "Confirm it's you" in place (over the confirmation dialog).
 */
async function disableAfterTenMinutes(page: Page) {
  const [admin, target] = await Promise.all([createUser({ superAdmin: true }), createUser()]);
  await signIn(page, admin.email, admin.password);
  await ageLastSignIn(admin.uid, 10);
  // A reload refreshes the ID token: its auth_time is now ten minutes old.
  await page.goto(`/admin/users/${target.uid}`);
  await page.reload();
  await page.getByRole('button', { name: 'Disable account', exact: true }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Disable account', exact: true })
    .click();
  const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(stepUp).toBeVisible();
  return { admin, target, stepUp };
}

test('a super admin signed in ten minutes ago confirms it is them (password, then the texted code) and the disable goes through', async ({
  page,
}) => {
  const { admin, target, stepUp } = await disableAfterTenMinutes(page);
  expect((await adminAuth.getUser(target.uid)).disabled).toBe(false);
  await stepUp.getByLabel('Your password').fill(admin.password);
  const session = nextSmsSession(page);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await enterSmsCode(page, session);

  await expect(stepUp).toBeHidden();
  await expect(page.getByText(/is disabled\./)).toBeVisible();
  await expect.poll(async () => (await adminAuth.getUser(target.uid)).disabled).toBe(true);
});

test('closing "Confirm it\'s you" changes nothing and says why', async ({ page }) => {
  const { target, stepUp } = await disableAfterTenMinutes(page);
  // The dialog listens for Escape once it has taken the focus (on a busy machine it can be shown
  // a moment before): press it then, or the key goes to the page and nothing closes.
  await expect
    .poll(() => stepUp.evaluate((dialog) => dialog.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');

  await expect(stepUp).toBeHidden();
  await expect(
    page.getByRole('alertdialog').getByText(/For your security, confirm it is you/),
  ).toBeVisible();
  expect((await adminAuth.getUser(target.uid)).disabled).toBe(false);
});
