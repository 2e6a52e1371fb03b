import { expect, type Page } from '@playwright/test';

/** Signs in through the real login form and waits for the landing page after it. */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  from = '/login',
): Promise<void> {
  await page.goto(from);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
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

/**
 * Waits until the app has taken over the page. A prerendered public page shows its buttons
 * before its scripts run; React replays input from the moment it starts (src/app/start-app.tsx).
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('#root[data-started]')).toBeAttached({ timeout: 20_000 });
}
