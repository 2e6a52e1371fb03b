import { expect, type Page, type Response } from '@playwright/test';
import { smsCodeFor } from './emulators';

/**
 * The session of the next SMS the page asks Auth to send (`mfaSignIn:start` for a sign-in,
 * `mfaEnrollment:start` for setting up a phone): the emulator lists each code by its session,
 * so a test reads exactly its own code, whatever other workers sign in at the same moment.
 */
export function nextSmsSession(page: Page, kind: 'signIn' | 'enrollment' = 'signIn') {
  const path = kind === 'signIn' ? 'mfaSignIn:start' : 'mfaEnrollment:start';
  const session = page
    .waitForResponse((response) => response.url().includes(path), { timeout: 30_000 })
    .then(async (response: Response) => {
      const body = (await response.json()) as {
        phoneResponseInfo?: { sessionInfo: string };
        phoneSessionInfo?: { sessionInfo: string };
      };
      const info = body.phoneResponseInfo ?? body.phoneSessionInfo;
      if (!info) throw new Error(`${path} answered no session`);
      return info.sessionInfo;
    });
  session.catch(() => undefined); // a sign-in without a second factor never asks
  return session;
}

/** Answers the two-step verification dialog with the code the emulator texted. */
export async function enterSmsCode(page: Page, session: Promise<string>): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Two-step verification' });
  await expect(dialog.getByText(/Enter the 6-digit code we texted/)).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await smsCodeFor(await session));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Signs in through the real login form and waits for the landing page after it. An account
 * with two-step verification (every super admin) is asked for the SMS code: it is read from the
 * Auth emulator, as a person reads their phone.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  from = '/login',
): Promise<void> {
  await page.goto(from);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const session = nextSmsSession(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Two-step verification' });
  await expect
    .poll(async () => (await codeDialog.isVisible()) || !/\/login/.test(page.url()), {
      timeout: 20_000,
    })
    .toBe(true);
  if (await codeDialog.isVisible()) await enterSmsCode(page, session);
  await expect(page).not.toHaveURL(/\/login/);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
}

/**
 * A new account is asked to accept the terms, then the privacy policy, before any signed-in
 * page: accepts both through the real pages, ending where the user was going.
 */
export async function acceptPoliciesInUi(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/accept-terms-and-conditions\?redirect=/);
  await page.getByRole('button', { name: 'I accept' }).click();
  await expect(page).toHaveURL(/\/accept-privacy-policy\?redirect=/);
  await page.getByRole('button', { name: 'I accept' }).click();
  await expect(page).not.toHaveURL(/\/accept-(terms-and-conditions|privacy-policy)/);
}

/** Waits until the page has drawn two more frames: what a visitor sees from then on. */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Waits until the app has taken over the page. A prerendered public page shows its buttons
 * before its scripts run, and starts them at the visitor's first sign of intent
 * (public/start-app-when-needed.js): a key that types nothing is one. That script is deferred, so
 * a page can show its heading before it listens: a key pressed then would be lost, and the app
 * would wait for another sign forever (seen once: a page opened with `waitUntil: 'commit'`).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await page.keyboard.press('Shift');
  await expect(page.locator('#root[data-started]')).toBeAttached({ timeout: 20_000 });
}
