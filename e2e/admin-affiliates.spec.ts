import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { adminAuth } from './support/emulators';
import { signIn } from './support/ui';

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

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/affiliates/management');
  await expect(page).toHaveTitle('Affiliate Management - Admin');
  await expect(page.getByRole('link', { name: JORDAN.username })).toBeVisible();
  await page.getByRole('tab', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(/tab=payouts/);

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
