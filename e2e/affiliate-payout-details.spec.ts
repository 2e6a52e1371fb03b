import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { getFirestore } from 'firebase-admin/firestore';
import { waitForMail } from '../tests/support/mail';
import { approvedAffiliate, adminAuth, createUser } from './support/emulators';
import { openSignedIn } from './support/signed-in';

const ADMIN = { email: 'admin@example.com', password: 'parley-demo-1' };
const DAY = 24 * 60 * 60 * 1000;

test('an affiliate sets PayPal details confirmed by the mailed link; the batch PayPal CSV pays them and the reference reaches their dashboard and their inbox', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const db = getFirestore(adminAuth.app);
  const affiliate = await createUser({ prefix: 'paypal-affiliate' });
  const username = `pp_${affiliate.uid.slice(0, 8).toLowerCase()}`;
  const paypal = `paypal-${randomUUID().slice(0, 8)}@example.com`;
  await approvedAffiliate(affiliate.uid, username, {
    payoutEmail: affiliate.email,
  });

  // The affiliate asks to be paid by PayPal: nothing changes until the mailed link is opened.
  const mine = await (await browser.newContext()).newPage();
  await openSignedIn(mine, affiliate, '/affiliate/dashboard');
  const details = mine.getByRole('region', { name: 'Payout details', exact: true });
  await expect(details.getByText(/No payout details yet/)).toBeVisible({ timeout: 30_000 });
  await details.getByRole('button', { name: 'Add payout details' }).click();
  await details.getByLabel('PayPal email').fill(paypal);
  await details.getByRole('button', { name: 'Save payout details' }).click();
  const ask = mine.getByRole('alertdialog', { name: 'Confirm by email?' });
  await expect(ask).toContainText(`PayPal: ${paypal}`);
  await ask.getByRole('button', { name: 'Send the link' }).click();
  await expect(ask).toBeHidden({ timeout: 30_000 });
  await expect(details.getByTestId('pending-payout-details')).toContainText(affiliate.email);
  await expect(details.getByText(/No payout details yet/)).toBeVisible();

  const mail = await waitForMail({ to: affiliate.email, subjectIncludes: 'payout details' });
  const link = new URL(/https?:\/\/\S+confirmPayoutDetails=[\w-]+/.exec(mail.text)?.[0] ?? '');
  await mine.goto(link.pathname + link.search);
  const card = mine.getByRole('region', { name: 'Confirm payout details' });
  await expect(card.getByLabel('New payout details')).toContainText(paypal);
  await card.getByRole('button', { name: 'Confirm payout details' }).click();
  await expect(card.getByText(/Done: your payouts now go/)).toBeVisible({ timeout: 30_000 });
  await expect(mine).toHaveURL('/affiliate/dashboard');
  await expect(details.getByLabel('Current payout details')).toContainText(paypal);
  await expect(details.getByTestId('pending-payout-details')).toHaveCount(0);
  await mine.context().close();

  // A commission past its hold, paid by the next batch (generated "as of" tomorrow).
  const entryId = `e2e_${randomUUID()}`;
  const now = Date.now();
  await db.doc(`affiliateLedger/${entryId}`).set({
    affiliateUid: affiliate.uid,
    kind: 'commission',
    amountCents: 12_345,
    currency: 'usd',
    companyId: 'e2e-company',
    referredUid: 'e2e-owner',
    invoiceId: `in_${entryId}`,
    eventId: `evt_${entryId}`,
    createdAt: now - 40 * DAY,
    availableAt: now - DAY,
    payoutId: null,
    heldReason: null,
  });

  await openSignedIn(page, ADMIN, '/admin/affiliates/management?tab=payouts');
  await page
    .getByLabel('As of (emulators only)')
    .fill(new Date(now + DAY).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Generate batch' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible({ timeout: 30_000 });
  const create = confirm.getByRole('button', { name: /^Create \d+ payouts?$/ });
  // Another spec's batch may have taken the commission first: then there is nothing to create.
  if (await create.isVisible()) await create.click();
  else await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden({ timeout: 30_000 });
  // Specs run side by side: whichever batch took the entry is the one to export.
  await expect
    .poll(async () => (await db.doc(`affiliateLedger/${entryId}`).get()).get('payoutId'), {
      timeout: 30_000,
    })
    .toBeTruthy();
  const payoutId = (await db.doc(`affiliateLedger/${entryId}`).get()).get('payoutId') as string;
  const batchId = (await db.doc(`affiliatePayouts/${payoutId}`).get()).get('batchId') as string;
  await page.goto(`/admin/affiliates/management?tab=payouts&batch=${batchId}`);
  await expect(page.getByRole('row').filter({ hasText: username })).toContainText('$123.45');

  await page.getByRole('button', { name: 'PayPal Payouts CSV' }).click();
  const files = page.getByRole('dialog', { name: 'PayPal Payouts CSV' });
  const download = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Download the USD file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`paypal-payouts-${batchId}-USD.csv`);
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
  // Payouts Web's columns, no header: recipient, amount, currency, unique id, note, wallet.
  expect(lines).toContain(`${paypal},123.45,USD,${payoutId},Parley affiliate payout,PAYPAL`);
  for (const line of lines) expect(line.split(',')).toHaveLength(6);

  // Paid with PayPal's reference: the affiliate sees it in their payout history.
  await page.keyboard.press('Escape');
  await expect(files).toBeHidden();
  const reference = `PAYPAL-E2E-${randomUUID().slice(0, 6)}`;
  await page.getByRole('button', { name: `Mark paid: ${username}` }).click();
  const markPaid = page.getByRole('alertdialog');
  await markPaid.getByLabel('Transfer reference').fill(reference);
  await markPaid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(markPaid).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(`Marked paid; ${paypal} was told.`)).toBeVisible();

  // The "payout sent" mail reaches the payout address: amount, currency, reference, and the
  // link that turns affiliate emails off.
  const sent = await waitForMail({ to: paypal, subjectIncludes: 'affiliate payout of $123.45' });
  expect(sent.text).toContain(`Reference: ${reference}`);
  expect(sent.text).toMatch(/Turn off affiliate emails: \S+list=affiliate/);

  const again = await (await browser.newContext()).newPage();
  await openSignedIn(again, affiliate, '/affiliate/dashboard');
  const history = again.getByRole('region', { name: 'Payouts', exact: true });
  const paid = history.getByRole('row').filter({ hasText: reference });
  await expect(paid).toContainText('$123.45', { timeout: 30_000 });
  await expect(paid).toContainText('USD');
  await expect(paid).toContainText('PayPal');
  await again.context().close();
});
