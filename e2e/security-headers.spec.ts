import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import {
  pageHeaders,
  parseCsp,
  securityHeaderProblems,
  type FirebaseConfig,
} from '../scripts/lib/hosting-headers';
import { paths } from '../src/config/paths';
import { createUser } from './support/emulators';
import { openSignedIn } from './support/signed-in';

/**
 * The Hosting emulator serves the production build with firebase.json's headers (the one source
 * of truth); the test stack only adds the local emulators' origins to the CSP's connect-src and
 * frame-src (scripts/lib/hosting-headers.ts). Every page must load with no CSP violation.
 */
const production = pageHeaders(
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'firebase.json'), 'utf8'),
  ) as FirebaseConfig,
);

/** Collects every CSP violation a page reports, through the DOM event and Chromium's console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      void report(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy/i.test(text))
      violations.push(`console on ${page.url()}: ${text}`);
  });
  return violations;
}

/** Opens a page and waits for its heading (its lazily loaded chunk and data have arrived). */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await expect(page.locator('h1, h2, [role="alert"]').first(), path).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForLoadState('load');
}

test('every page response carries the security headers of firebase.json', async ({ request }) => {
  // firebase.json itself holds a policy that meets the rules (no inline scripts, no framing…).
  expect(securityHeaderProblems(production)).toEqual([]);
  const productionCsp = parseCsp(production['content-security-policy'] ?? '');

  for (const path of ['/', '/dashboard', '/pricing', '/theme-init.js', '/builds/latest.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    for (const name of [
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'x-frame-options',
    ]) {
      expect(headers[name], `${name} on ${path}`).toBe(production[name]);
    }
    // The served policy is the production one, each directive at most widened by emulator hosts.
    const served = parseCsp(headers['content-security-policy'] ?? '');
    for (const [name, sources] of productionCsp) {
      const extra = (served.get(name) ?? []).filter((s) => !sources.includes(s));
      expect(served.get(name)?.slice(0, sources.length), `${name} on ${path}`).toEqual(sources);
      for (const source of extra)
        expect(source, `${name} on ${path}`).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    }
    expect([...served.keys()]).toEqual([...productionCsp.keys()]);
    expect(served.get('script-src')).not.toContain("'unsafe-inline'");
  }
  // No inline script in the built shell: the theme script is a file.
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

test('public pages load with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const publicPaths = Object.values(paths)
    .filter((p) => (p.access === 'public' || p.access === 'guestOnly') && !p.path.includes(':'))
    .map((p) => p.path);
  expect(publicPaths.length).toBeGreaterThan(5);
  for (const path of [...publicPaths, '/no-such-page']) await visit(page, path);
  // The dark-mode script (a file) still applies before the app renders.
  await page.evaluate(() => localStorage.setItem('color-mode', 'dark'));
  await visit(page, '/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(violations).toEqual([]);
});

test('signed-in pages and the test checkout load with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const owner = await createUser({ displayName: 'Cora Csp' });
  await openSignedIn(page, owner, '/company/setup');
  await page.getByLabel('Company name').fill(`Csp ${randomUUID().slice(0, 6)}`);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL('/company', { timeout: 30_000 });
  for (const path of ['/dashboard', '/profile', '/company', '/pricing']) await visit(page, path);

  // The test checkout (a function behind a Hosting rewrite, with its own CSP): its form posts
  // to itself and redirects back into the app, both allowed by form-action 'self'.
  await page.getByRole('button', { name: 'Choose Team' }).click();
  await page
    .getByRole('alertdialog', { name: 'Choose Team' })
    .getByRole('button', { name: 'Continue to payment' })
    .click();
  await expect(page).toHaveURL(/\/api\/test-checkout\?/, { timeout: 30_000 });
  await expect(page.getByText('TEST MODE — no real payment')).toBeVisible();
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?session_id=/);
  await expect(page.locator('h1').first()).toBeVisible();

  // The announcements' unsubscribe page (also a function): an invalid link still renders it.
  await visit(page, '/api/unsubscribe?uid=nobody&token=invalid');
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('admin pages load with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const admin = await createUser({ superAdmin: true });
  await openSignedIn(page, admin, '/admin');
  for (const path of ['/admin', '/admin/users']) await visit(page, path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(violations).toEqual([]);
});
