import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page, type Request } from './support/test';
import { adminAuth, createUser, PASSWORD, uniqueEmail } from './support/emulators';
import { acceptPoliciesInUi } from './support/ui';
import { openSignedIn } from './support/signed-in';

// Product-wide (a payout batch takes every affiliate's available balance), so it runs alone.

// Headless Chromium says "HeadlessChrome", which tracking rightly drops as a bot.
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const DAY = 24 * 60 * 60 * 1000;
const isAffiliateCall = (action: string) => (r: Request) =>
  r.url().includes('/affiliateOperations') && (r.postData() ?? '').includes(`"${action}"`);

/** A browser of its own; signed in as `who` on `path` when given. */
async function pageFor(browser: Browser, who?: { email: string; password: string; path: string }) {
  const page = await (await browser.newContext({ userAgent: BROWSER_AGENT })).newPage();
  if (who) await openSignedIn(page, who, who.path);
  return page;
}

/** The affiliate's Earnings table on their dashboard, freshly loaded. */
async function earnings(page: Page) {
  await page.goto('/affiliate/dashboard');
  const section = page.getByRole('region', { name: 'Earnings' });
  await expect(section.getByText(/Next payout: /)).toBeVisible({ timeout: 60_000 });
  return section.getByRole('table', { name: 'Your commissions, newest first' });
}

test('apply, approval, agreement, a referred customer pays, the commission is paid out, a refund comes back negative', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const tag = randomUUID().slice(0, 6);
  const name = `Jo Journey ${tag}`;
  const username = `jo_${tag.replace(/-/g, '')}`;

  // 1. A signed-in user applies.
  const applicant = await createUser({ prefix: 'journey', displayName: name });
  await openSignedIn(page, applicant, '/affiliate/apply');
  await page.getByLabel('Website or channel URL').fill('https://jo.example.com');
  await page.getByLabel('Your audience').fill('Founders of small remote companies.');
  await page.getByLabel('How you will promote Parley').fill('A newsletter issue and a guide.');
  await page.getByLabel('Desired username').fill(username);
  await page.getByLabel('Desired username').blur();
  await expect(page.getByText(`${username} is available.`)).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your application is pending review' }),
  ).toBeVisible();

  // 2. A super admin approves it from the queue. A fresh one: other global specs publish new
  // policy versions, which would send the demo admin to accept them first.
  const admin = await pageFor(browser, {
    ...(await createUser({ superAdmin: true })),
    path: '/admin/affiliates/applications',
  });
  await admin.getByRole('button', { name: `Review the application of ${name}` }).click();
  const review = admin.getByRole('dialog');
  await review.getByRole('button', { name: 'Approve…' }).click();
  await review.getByRole('button', { name: 'Approve application' }).click();
  await expect(review).toBeHidden({ timeout: 30_000 });

  // 3. The affiliate must accept the current agreement before the dashboard.
  await page.goto('/affiliate/dashboard');
  await expect(page).toHaveURL(/\/affiliate\/accept-agreement/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'I accept' }).click();
  await expect(page).toHaveURL('/affiliate/dashboard', { timeout: 30_000 });
  const link = await page.getByTestId('referral-link').textContent();
  expect(link).toMatch(new RegExp(`/\\?ref=${username}$`));

  // 4. A visitor follows the shared link and signs up: attributed to the new affiliate.
  const customer = await pageFor(browser);
  const tracked = customer.waitForResponse((r) =>
    isAffiliateCall('trackAffiliateVisit')(r.request()),
  );
  await customer.goto(link ?? '');
  expect(await (await tracked).json()).toMatchObject({ result: { tracked: true } });
  const attribution = customer.waitForResponse((r) =>
    isAffiliateCall('processAttribution')(r.request()),
  );
  await customer.getByRole('link', { name: 'Get started' }).first().click();
  await expect(customer.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const email = uniqueEmail('journey-customer');
  await customer.getByLabel('Email').fill(email);
  await customer.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await customer.getByRole('button', { name: 'Create account' }).click();
  await acceptPoliciesInUi(customer);
  await expect(customer).toHaveURL('/dashboard');
  expect(await (await attribution).json()).toEqual({ result: { attributed: true } });
  // They open the verification link (a commission waits for a verified address).
  await adminAuth.updateUser((await adminAuth.getUserByEmail(email)).uid, {
    emailVerified: true,
  });

  // 5. They create a company and buy Team for 25 seats; the first renewal pays $300.
  const company = `Journey ${tag}`;
  await customer.goto('/company/setup');
  await customer.getByLabel('Company name').fill(company);
  await customer.getByRole('button', { name: 'Create company' }).click();
  await expect(customer).toHaveURL('/company', { timeout: 30_000 });
  await customer.goto('/pricing');
  await customer.getByRole('button', { name: 'Choose Team' }).click();
  const choose = customer.getByRole('alertdialog', { name: 'Choose Team' });
  await choose.getByRole('spinbutton', { name: 'Seats' }).fill('25');
  await choose.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(customer).toHaveURL(/\/api\/test-checkout\?/, { timeout: 30_000 });
  await customer.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(customer).toHaveURL(/\/payment\/success\?session_id=/);
  await customer.goto('/company');
  await customer.getByRole('button', { name: 'Manage billing' }).click();
  await expect(customer).toHaveURL(/\/api\/test-checkout\?portal=/, { timeout: 30_000 });
  const portal = customer.url();
  await customer.getByRole('button', { name: 'A renewal payment succeeds' }).click();
  await expect(customer.getByText(/Last invoice: \$300\.00 paid/)).toBeVisible();

  // 6. The affiliate sees 20% of it, pending through the hold.
  let table = await earnings(page);
  const commission = table
    .getByRole('row')
    .filter({ hasText: company })
    .filter({ hasText: '$300.00' });
  await expect(commission).toContainText('$60.00');
  await expect(commission).toContainText('Pending');

  // 7. After the hold (the batch's clock, emulators only) an admin pays it out.
  await admin.goto('/admin/affiliates/management?tab=payouts');
  await admin
    .getByLabel('As of (emulators only)')
    .fill(new Date(Date.now() + 31 * DAY).toISOString().slice(0, 10));
  await admin.getByRole('button', { name: 'Generate batch' }).click();
  const confirm = admin.getByRole('alertdialog');
  await confirm.getByRole('button', { name: /^Create \d+ payouts?$/ }).click();
  await expect(confirm).toBeHidden({ timeout: 30_000 });
  const payout = admin.getByRole('row').filter({ hasText: username });
  await expect(payout).toContainText('$60.00');
  await admin.getByRole('button', { name: `Mark paid: ${username}` }).click();
  const markPaid = admin.getByRole('alertdialog');
  await markPaid.getByLabel('Transfer reference').fill(`JOURNEY-${tag}`);
  await markPaid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(payout).toContainText(`JOURNEY-${tag}`, { timeout: 30_000 });

  // 8. Half the invoice is refunded afterwards: a negative entry nets into the next payout.
  await customer.goto(portal);
  await customer.getByRole('button', { name: 'Refund last invoice (partial)' }).click();
  await expect(customer.getByRole('status')).toContainText('Half of the last invoice was refunded');
  table = await earnings(page);
  await expect(
    table.getByRole('row').filter({ hasText: company }).filter({ hasText: '$300.00' }),
  ).toContainText('Paid');
  const refund = table.getByRole('row').filter({ hasText: company }).filter({ hasText: 'Refund' });
  await expect(refund).toContainText('-$30.00');
});
