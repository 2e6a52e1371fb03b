import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../scripts/lib/demo-accounts';
import { hrefs, paths } from '../src/config/paths';
import { appStarted } from './support/ui';
import { openSignedIn } from './support/signed-in';

/**
 * axe-core on every public page and the main signed-in, affiliate and admin pages, in light and
 * dark mode: no serious or critical violation of WCAG 2.1 A/AA. The signed-in pages are the demo
 * accounts' (seeded data: tables, charts and badges, not empty states).
 */
const modes = ['light', 'dark'] as const;
type Mode = (typeof modes)[number];

const publicPages = Object.values(paths)
  .filter((entry) => entry.access === 'public' || entry.access === 'guestOnly')
  .map((entry) => entry.path)
  .filter((path) => !path.includes(':'));

const userPages = [
  paths.dashboard.path,
  paths.profile.path,
  paths.company.path,
  paths.companyMembers.path,
];
const affiliatePages = [paths.affiliateDashboard.path];
const adminPages = [
  paths.admin.path,
  paths.adminUsers.path,
  hrefs.adminUser('demo-user'),
  paths.adminAuditLog.path,
  paths.adminSubscriptionPlans.path,
  paths.adminReportSummaries.path,
  paths.adminAffiliateManagement.path,
  hrefs.adminAffiliate('demo-affiliate'),
  paths.adminAffiliateApplications.path,
  paths.adminAffiliateModeling.path,
  paths.adminEmail.path,
];

/** The colour mode public/theme-init.js applies before the app starts. */
async function useMode(page: Page, mode: Mode): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('color-mode', value), mode);
}

/** Waits for the page's heading and for its data (nothing left busy or loading). */
async function settled(page: Page): Promise<void> {
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(
    page.locator('[aria-busy="true"], [role="status"][aria-label^="Loading"]'),
  ).toHaveCount(0);
}

/** The serious and critical violations on the page, each with where it is, for the message. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

async function checkPages(page: Page, pagePaths: string[], mode: Mode): Promise<void> {
  for (const path of pagePaths) {
    // The first page may be open already: signing in opens it.
    if (new URL(page.url()).pathname !== path) await page.goto(path);
    await settled(page);
    await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /^(?!.*dark)/);
    expect(await seriousViolations(page), `${path} in ${mode} mode`).toEqual([]);
  }
}

for (const mode of modes) {
  test.describe(`accessibility in ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => useMode(page, mode));

    test('public pages have no serious or critical violations', async ({ page }) => {
      await checkPages(page, publicPages, mode);
    });

    test("a signed-in user's pages have none", async ({ page }) => {
      await openSignedIn(
        page,
        { email: 'user@example.com', password: DEMO_PASSWORD },
        userPages[0] ?? '/',
      );
      await checkPages(page, userPages, mode);
    });

    test("an affiliate's dashboard has none", async ({ page }) => {
      await openSignedIn(
        page,
        { email: 'affiliate@example.com', password: DEMO_PASSWORD },
        affiliatePages[0] ?? '/',
      );
      await checkPages(page, affiliatePages, mode);
    });

    test("a super admin's pages have none", async ({ page }) => {
      // Eleven pages, each loaded with its data and scanned: more than the usual 120 s on a
      // loaded 2-core machine, less than one sign-in with a second factor per page would cost.
      test.slow();
      await openSignedIn(
        page,
        { email: 'admin@example.com', password: DEMO_PASSWORD },
        adminPages[0] ?? '/',
      );
      await checkPages(page, adminPages, mode);
    });
  });
}
