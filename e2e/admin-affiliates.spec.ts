import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { getFirestore } from 'firebase-admin/firestore';
import { approvedAffiliate, adminAuth, createUser } from './support/emulators';
import { openSignedIn } from './support/signed-in';

const ADMIN = { email: 'admin@example.com', password: 'parley-demo-1' };
/** Seeded by scripts/lib/seed-admin-affiliates.ts: approved, accepted the agreement. */
const JORDAN = { uid: 'demo-affiliate-jordan', username: 'jordan_refers' };
const DAY = 24 * 60 * 60 * 1000;

test('a super admin generates a payout after the hold, exports the batch as CSV and marks it paid', async ({
  page,
}) => {
  const db = getFirestore(adminAuth.app);
  // A commission still in its hold today: only a batch "as of" 60 days from now pays it.
  const entryId = `e2e_${randomUUID()}`;
  const now = Date.now();
  await db.doc(`affiliateLedger/${entryId}`).set({
    affiliateUid: JORDAN.uid,
    kind: 'commission',
    amountCents: 61_700,
    currency: 'usd',
    companyId: 'e2e-company',
    referredUid: 'e2e-owner',
    invoiceId: `in_${entryId}`,
    eventId: `evt_${entryId}`,
    createdAt: now,
    availableAt: now + 30 * DAY,
    payoutId: null,
    heldReason: null,
  });

  await openSignedIn(page, ADMIN, '/admin/affiliates/management');
  await expect(page).toHaveTitle('Affiliate Management - Admin');
  await expect(page.getByRole('link', { name: JORDAN.username })).toBeVisible();
  await page.getByRole('tab', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(/tab=payouts/);
  await expect(page.getByRole('note', { name: 'Payout schedule' })).toContainText(
    /A batch is created by itself on the \d+(st|nd|rd|th) of each month\./,
  );

  const asOf = new Date(now + 60 * DAY).toISOString().slice(0, 10);
  await page.getByLabel('As of (emulators only)').fill(asOf);
  await page.getByRole('button', { name: 'Generate batch' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('in total');
  await confirm.getByRole('button', { name: /^Create \d+ payouts?$/ }).click();
  await expect(confirm).toBeHidden({ timeout: 30_000 });
  await expect(page).toHaveURL(/batch=/);
  const row = page.getByRole('row').filter({ hasText: JORDAN.username });
  await expect(row).toContainText('$617.00');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'payoutId,batchId,username,payoutEmail,amount,currency,entries,status,createdAt,paidAt,reference',
  );
  expect(csv).toMatch(/jordan_refers,jordan\.refers@example\.com,617\.00,USD,1,pending/);

  await page.getByRole('button', { name: `Mark paid: ${JORDAN.username}` }).click();
  const markPaid = page.getByRole('alertdialog');
  await markPaid.getByLabel('Transfer reference').fill('E2E-WIRE-617');
  await markPaid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(markPaid).toBeHidden({ timeout: 30_000 });
  await expect(row).toContainText('E2E-WIRE-617');
  await expect(row.getByRole('button', { name: /Mark paid/ })).toHaveCount(0);

  const entry = (await db.doc(`affiliateLedger/${entryId}`).get()).data();
  const payout = (await db.doc(`affiliatePayouts/${entry?.payoutId as string}`).get()).data();
  expect(payout).toMatchObject({ status: 'paid', reference: 'E2E-WIRE-617', amountCents: 61_700 });
});

test('an affiliate suspended by a super admin is told so, on the dashboard and the apply page', async ({
  page,
  browser,
}) => {
  const affiliate = await createUser({ prefix: 'suspended-affiliate' });
  const username = `sus_${affiliate.uid.slice(0, 8).toLowerCase()}`;
  await approvedAffiliate(affiliate.uid, username, {
    payoutEmail: affiliate.email,
  });

  await openSignedIn(page, ADMIN, `/admin/affiliates/management/${affiliate.uid}`);
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `Suspend ${username}?` });
  const reason = dialog.getByLabel(/Reason/);
  await expect(reason).toHaveAccessibleDescription(/At least 3 characters/);
  await reason.fill('Bidding on our brand in paid search');
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(page.getByText(`${username} is suspended.`)).toBeVisible();

  const context = await browser.newContext();
  const mine = await context.newPage();
  await openSignedIn(mine, affiliate, '/affiliate/dashboard');
  await expect(mine.getByTestId('affiliate-suspended')).toContainText(
    'Your affiliate account is suspended',
  );
  // The admin's reason is an internal note; the link is gone; nothing offers to join again.
  await expect(mine.getByText('Bidding on our brand')).toHaveCount(0);
  await expect(mine.getByTestId('referral-link')).toHaveCount(0);
  await expect(mine.getByRole('link', { name: 'Join the programme' })).toHaveCount(0);
  await expect(mine.getByRole('heading', { name: 'Earnings' })).toBeVisible();

  await mine.goto('/affiliate/apply');
  await expect(mine.getByTestId('application-status')).toContainText(
    'Your affiliate account is suspended',
  );
  await expect(mine.getByRole('link', { name: 'Accept the agreement' })).toHaveCount(0);
  await context.close();
});
