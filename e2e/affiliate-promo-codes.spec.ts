import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { getFirestore } from 'firebase-admin/firestore';
import { adminAuth, createUser } from './support/emulators';
import { signOut } from './support/ui';
import { openSignedIn } from './support/signed-in';

/** The seeded demo affiliate and their code (scripts/lib/seed-affiliate-promo-codes.ts). */
const DEMO_AFFILIATE = {
  uid: 'demo-affiliate',
  email: 'affiliate@example.com',
  password: 'parley-demo-1',
};
const ADMIN = { email: 'admin@example.com', password: 'parley-demo-1' };

const db = () => getFirestore(adminAuth.app);

/** Signed in as `who`, creates a company of theirs; its name. */
async function createCompany(page: Page, who: { email: string; password: string }) {
  await openSignedIn(page, who, '/company/setup');
  const name = `Promo ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Company name').fill(name);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL('/company', { timeout: 30_000 });
  return name;
}

/**
 * Team through the test checkout with `code` typed in its promo code field (Apply code shows
 * the discount), then the first paid invoice through the test portal: the trial's is $0.
 */
async function buyWithCode(page: Page, code: string, discountLine: RegExp, renewal: string) {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Team' }).click();
  await page
    .getByRole('alertdialog', { name: 'Choose Team' })
    .getByRole('button', { name: 'Continue to payment' })
    .click();
  await expect(page).toHaveURL(/\/api\/test-checkout\?/, { timeout: 30_000 });
  await page.getByLabel('Promo code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.getByText(discountLine)).toBeVisible();
  await expect(page.getByLabel('Promo code')).toHaveValue(code);
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?session_id=/);
  await expect(page.getByText('Team').first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/company');
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(/\/api\/test-checkout\?portal=/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'A renewal payment succeeds' }).click();
  await expect(page.getByRole('status')).toContainText('successful renewal payment');
  await expect(page.getByText(`Last invoice: ${renewal} paid`, { exact: false })).toBeVisible();
  await page.goto('/company');
}

test('a checkout with a promo code in a fresh browser, with no visit, credits the affiliate', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Someone who heard the code on a podcast: never on an affiliate's link, in this browser or any.
  const customer = await createUser({ prefix: 'podcast-listener', displayName: 'Pat Podcast' });
  const company = await createCompany(page, customer);
  expect(await page.evaluate(() => localStorage.getItem('current_affiliate'))).toBeNull();
  expect((await db().doc(`affiliateAttributions/${customer.uid}`).get()).exists).toBe(false);

  // DEMO-PARTNER: 10% off the first 3 months, so $12 a seat is $10.80.
  await buyWithCode(page, 'DEMO-PARTNER', /DEMO-PARTNER: 10% off the first 3 months/, '$10.80');

  await signOut(page);
  await openSignedIn(page, DEMO_AFFILIATE, '/affiliate/dashboard');
  const codes = page.getByRole('region', { name: 'Your promo codes' });
  await expect(codes.getByRole('listitem').filter({ hasText: 'DEMO-PARTNER' })).toContainText(
    'Customers get 10% off the first 3 months',
  );
  const earnings = page.getByRole('region', { name: 'Earnings' });
  const commission = earnings
    .getByRole('table', { name: 'Your commissions, newest first' })
    .getByRole('row')
    .filter({ hasText: company })
    .filter({ hasText: 'Pending' });
  // The demo affiliate's tier rate (22%: the seed's fourth paying company reached it) of the
  // discounted $10.80.
  await expect(commission).toContainText('$10.80', { timeout: 60_000 });
  await expect(commission).toContainText('$2.38');
});

test("a code of the buyer's own affiliate account earns nothing", async ({ page, browser }) => {
  test.setTimeout(180_000);
  // An affiliate of its own (the seeded ones' figures are other specs' business).
  const affiliate = await createUser({ prefix: 'own-code', displayName: 'Olly Owncode' });
  const username = `own_${affiliate.uid.slice(0, 8).toLowerCase()}`;
  const agreement = (await db().doc('policies/affiliateAgreement').get()).get('currentVersion') as
    number | undefined;
  await db().doc(`usernames/${username}`).set({ uid: affiliate.uid });
  await db()
    .doc(`affiliates/${affiliate.uid}`)
    .set({
      username,
      status: 'approved',
      approvedAt: Date.now(),
      payoutEmail: affiliate.email,
      agreement: agreement
        ? { version: agreement, acceptedAt: Date.now(), userAgent: 'e2e' }
        : null,
    });

  // A super admin gives them a code on their admin page.
  const code = `OWN-${randomUUID().slice(0, 6).toUpperCase()}`;
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await openSignedIn(adminPage, ADMIN, `/admin/affiliates/management/${affiliate.uid}`);
  const section = adminPage.getByRole('region', { name: 'Promo codes' });
  await section.getByRole('button', { name: 'New promo code' }).click();
  const form = adminPage.getByRole('dialog', { name: `New promo code for ${username}` });
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('Percent off').fill('20');
  await form.getByLabel('For how many months').fill('1');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form).toBeHidden();
  await expect(section.getByRole('row').filter({ hasText: code })).toContainText(
    '20% off the first month',
  );
  await adminContext.close();

  // The affiliate buys for their own company with it: the discount, but no referral.
  const company = await createCompany(page, affiliate);
  await buyWithCode(page, code, new RegExp(`${code}: 20% off the first month`), '$9.60');
  const companyId = (await db().collection('companies').where('name', '==', company).limit(1).get())
    .docs[0]?.id;
  expect(companyId).toBeTruthy();
  expect((await db().doc(`affiliateReferrals/${companyId}`).get()).get('affiliateUid')).toBeNull();

  await page.goto('/affiliate/dashboard');
  await expect(
    page
      .getByRole('region', { name: 'Your promo codes' })
      .getByRole('listitem')
      .filter({ hasText: code }),
  ).toContainText('0 companies referred');
  const earnings = page.getByRole('region', { name: 'Earnings' });
  await expect(earnings.getByText(/No commissions yet/)).toBeVisible({ timeout: 60_000 });
  await expect(earnings).not.toContainText(company);
});
