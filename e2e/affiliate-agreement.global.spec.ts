import { expect, test } from './support/test';
import { getFirestore } from 'firebase-admin/firestore';
import { createUser } from './support/emulators';
import { openSignedIn } from './support/signed-in';

// Publishing a version holds back every affiliate until they accept, so this spec runs in the
// product-wide project (alone, after the rest).
const db = getFirestore();
const currentVersion = async () =>
  (await db.doc('policies/affiliateAgreement').get()).get('currentVersion') as number;

/** An approved affiliate who has not accepted any agreement version yet. */
async function approvedAffiliate() {
  const user = await createUser({ prefix: 'agreement' });
  const username = `agr_${user.uid.slice(0, 8).toLowerCase()}`;
  await db.doc(`usernames/${username}`).set({ uid: user.uid });
  await db.doc(`affiliates/${user.uid}`).set({
    username,
    status: 'approved',
    approvedAt: Date.now(),
    payoutEmail: user.email,
  });
  return { ...user, username };
}

test.afterAll(async () => {
  // Later runs and `npm start` users expect the demo affiliate's link to count.
  await db
    .doc('affiliates/demo-affiliate')
    .set(
      { agreement: { version: await currentVersion(), acceptedAt: Date.now(), userAgent: 'e2e' } },
      { merge: true },
    );
});

test('an affiliate accepts the agreement before the dashboard, and again after a new version', async ({
  page,
  browser,
}) => {
  const affiliate = await approvedAffiliate();
  const before = await currentVersion();

  // Without an acceptance the dashboard sends them to accept; accepting lands on the dashboard.
  await openSignedIn(page, affiliate, '/affiliate/dashboard');
  await expect(page).toHaveURL('/affiliate/accept-agreement?redirect=%2Faffiliate%2Fdashboard');
  await expect(
    page.getByRole('heading', { name: 'Please accept the affiliate agreement' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: `Affiliate Agreement, version ${before}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'I accept' }).click();
  await expect(page).toHaveURL('/affiliate/dashboard');
  await expect(page.getByTestId('referral-link')).toContainText(`/?ref=${affiliate.username}`);
  expect((await db.doc(`affiliates/${affiliate.uid}`).get()).get('agreement')).toMatchObject({
    version: before,
    userAgent: expect.stringContaining('Mozilla'),
  });

  // A super admin publishes the next version from the editor, with a summary.
  const summary = `Payouts move to the 15th (${Date.now()}).`;
  const admin = await createUser({ superAdmin: true });
  const context = await browser.newContext();
  const adminPage = await context.newPage();
  await openSignedIn(adminPage, admin, '/admin/affiliates/agreement');
  await expect(
    adminPage.getByRole('heading', { level: 1, name: 'Affiliate Agreement' }),
  ).toBeVisible();
  await expect(adminPage.getByTestId('acceptance-stats')).toContainText(
    `approved affiliates accepted version ${before}`,
  );
  const text = adminPage.getByLabel('Text (Markdown)');
  await expect(text).not.toHaveValue('');
  await text.press('ControlOrMeta+End');
  await text.pressSequentially('\n## Payout day\n\nPayouts are made on the 15th.\n');
  await expect(
    adminPage
      .getByRole('region', { name: `Changes against version ${before}` })
      .getByText('Added: ## Payout day'),
  ).toBeVisible();
  await adminPage.getByLabel('Summary of changes').fill(summary);
  await adminPage.getByRole('button', { name: `Publish version ${before + 1}` }).click();
  const dialog = adminPage.getByRole('alertdialog', {
    name: `Publish version ${before + 1} of the affiliate agreement`,
  });
  await expect(dialog).toContainText('Every approved affiliate will be asked to accept it');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(adminPage.getByText(`Version ${before + 1} published.`)).toBeVisible();
  await expect(
    adminPage.getByRole('listitem').filter({ hasText: `Version ${before + 1} (current)` }),
  ).toContainText(summary);
  await context.close();
  expect(await currentVersion()).toBe(before + 1);

  // The affiliate is sent back to accept, told what changed.
  await page.goto('/affiliate/dashboard');
  await expect(page).toHaveURL(/\/affiliate\/accept-agreement\?redirect=/);
  await expect(
    page.getByRole('heading', { name: 'We updated the affiliate agreement' }),
  ).toBeVisible();
  await expect(page.getByText(summary)).toBeVisible();
  await page.getByRole('button', { name: 'I accept' }).click();
  await expect(page).toHaveURL('/affiliate/dashboard');
  await expect(page.getByTestId('referral-link')).toBeVisible();

  // The public page shows the current version; every earlier one is a click away.
  await page.goto('/affiliate/agreement');
  await expect(page.getByText(`Version ${before + 1} · effective`)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'All versions' })
    .getByRole('link', { name: `Version ${before}`, exact: true })
    .click();
  await expect(page).toHaveURL(`/affiliate/agreement?version=${before}`);
  await expect(page.getByText('You are reading an earlier version.')).toBeVisible();
});
