import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { getFirestore } from 'firebase-admin/firestore';
import { createUser } from './support/emulators';
import { signOut } from './support/ui';
import { openSignedIn } from './support/signed-in';

/** The seeded demo affiliate (scripts/lib/demo-accounts.ts); the default terms: 20%, 30-day hold. */
const DEMO_AFFILIATE = {
  uid: 'demo-affiliate',
  email: 'affiliate@example.com',
  password: 'parley-demo-1',
};

test('a referred customer pays for Team and the affiliate sees a pending commission', async ({
  page,
}) => {
  // Checkout, portal, then the dashboard: three flows in one (each waits on the functions).
  test.setTimeout(180_000);
  // A customer who signed up through the demo affiliate's link (attribution has its own spec).
  const customer = await createUser({ prefix: 'referred-buyer', displayName: 'Rita Referred' });
  await getFirestore().doc(`affiliateAttributions/${customer.uid}`).set({
    attributed: true,
    outcome: 'attributed',
    affiliateUid: DEMO_AFFILIATE.uid,
    sessionId: randomUUID(),
    firstTouchAt: Date.now(),
    at: Date.now(),
  });

  await openSignedIn(page, customer, '/company/setup');
  const company = `Referred ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Company name').fill(company);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL('/company', { timeout: 30_000 });

  // Team through the test checkout: a 14-day trial, so its first invoice is $0 (no commission)…
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Team' }).click();
  await page
    .getByRole('alertdialog', { name: 'Choose Team' })
    .getByRole('button', { name: 'Continue to payment' })
    .click();
  await expect(page).toHaveURL(/\/api\/test-checkout\?/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?session_id=/);
  await expect(page.getByText('Team').first()).toBeVisible({ timeout: 30_000 });

  // …then the first paid invoice ($12 for one seat) through the test portal, and half refunded.
  await page.goto('/company');
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(/\/api\/test-checkout\?portal=/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'A renewal payment succeeds' }).click();
  await expect(page.getByRole('status')).toContainText('successful renewal payment');
  await expect(page.getByText(/Last invoice: \$12\.00 paid/)).toBeVisible();
  await page.getByRole('button', { name: 'Refund last invoice (partial)' }).click();
  await expect(page.getByRole('status')).toContainText('Half of the last invoice was refunded');
  // The other half is disputed, and the dispute is won: reversed, then given back.
  await page.getByRole('button', { name: 'Open a dispute' }).click();
  await expect(page.getByRole('status')).toContainText('A dispute was opened');
  await page.getByRole('button', { name: 'Close the dispute: won' }).click();
  await expect(page.getByRole('status')).toContainText('closed in your favour');
  await expect(page.getByText(/\(dispute won\)/)).toBeVisible();

  await page.goto('/company');
  await signOut(page);
  await openSignedIn(page, DEMO_AFFILIATE, '/affiliate/dashboard');
  const earnings = page.getByRole('region', { name: 'Earnings' });
  await expect(earnings.getByText(/Next payout: /)).toBeVisible({ timeout: 60_000 });
  const table = earnings.getByRole('table', { name: 'Your commissions, newest first' });
  const commission = table
    .getByRole('row')
    .filter({ hasText: company })
    .filter({ hasText: 'Pending' });
  await expect(commission).toContainText('$12.00');
  // The demo affiliate's fourth paying company reached the demo programme's 22% tier (the seed),
  // so this one, a fifth or later, earns 22% of Team's $12.00.
  await expect(commission).toContainText('$2.64');
  await expect(commission).toContainText('22% · tier from 4 paying referrals');
  const refund = table.getByRole('row').filter({ hasText: company }).filter({ hasText: 'Refund' });
  await expect(refund).toContainText('-$1.32');
  await expect(refund).toContainText('Payable');
  const dispute = table
    .getByRole('row')
    .filter({ hasText: company })
    .filter({ hasText: 'Dispute' });
  await expect(dispute).toContainText('-$1.32');
  const givenBack = table
    .getByRole('row')
    .filter({ hasText: company })
    .filter({ hasText: 'Adjustment' });
  await expect(givenBack).toContainText('$1.32');
  await expect(givenBack).not.toContainText('-$1.32');
  // No personal data of the customer: the company's name only.
  await expect(earnings).not.toContainText(customer.email);
  await expect(earnings).not.toContainText('Rita');
  // The seeded euros (Berliner Werkstatt pays in EUR) are a balance of their own, never added to
  // the dollars (another spec's batch may have paid them since: the balance stays, in euros).
  await expect(earnings.getByRole('region', { name: 'USD balance' })).toContainText('$');
  const euros = earnings.getByRole('region', { name: 'EUR balance' });
  await expect(euros).toContainText('€');
  await expect(euros).not.toContainText('$');
});
