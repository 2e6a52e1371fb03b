import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page, type Request } from './support/test';
import { getFirestore } from 'firebase-admin/firestore';
import { waitForMail } from '../tests/support/mail';
import {
  approvedAffiliate,
  adminAuth,
  createUser,
  PASSWORD,
  uniqueEmail,
} from './support/emulators';
import { acceptPoliciesInUi } from './support/ui';
import { openSignedIn } from './support/signed-in';

// Product-wide (the scheduled batch takes every affiliate's available balance), so it runs alone.

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

/**
 * The maintenance job's monthly payout batch, run with its clock at `now` against this suite's
 * emulators (support/run-scheduled-payouts.ts says why it is a process of its own).
 */
async function runScheduledPayoutBatch(now: number): Promise<number> {
  const script = fileURLToPath(new URL('./support/run-scheduled-payouts.ts', import.meta.url));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', script, String(now)],
    { env: process.env },
  );
  const { payoutCount } = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    payoutCount: number;
  };
  return payoutCount;
}

/** The payout day of the month of `ms` (00:00 UTC), as scheduled-batch.ts's payoutDayOf. */
function payoutDayOf(ms: number, dayOfMonth: number) {
  const date = new Date(ms);
  const at = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), dayOfMonth);
  return { month: new Date(at).toISOString().slice(0, 7), at };
}

/** The affiliate's Earnings table on their dashboard, freshly loaded. */
async function earnings(page: Page) {
  await page.goto('/affiliate/dashboard');
  const section = page.getByRole('region', { name: 'Earnings' });
  await expect(section.getByText(/Next payout: /)).toBeVisible({ timeout: 60_000 });
  return section.getByRole('table', { name: 'Your commissions, newest first' });
}

test('a referred customer pays a EUR plan: 25% at the tier, a refund nets in euros, the scheduled batch pays it by PayPal, and the affiliate sees the reference and gets the mail', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const db = getFirestore(adminAuth.app);
  const tag = randomUUID().slice(0, 6).replace(/-/g, '');
  const username = `eu_${tag}`;
  const paypal = `paypal-eur-${tag}@example.com`;
  const planId = `euro_${tag}`;
  const planName = `Euro ${tag}`;

  // The job's clock: the first payout day on which this test's commission is past its hold (the
  // hold starts when the invoice is paid, a few minutes from now), at today's time of day, so a
  // second run gets a batch of its own time. The job makes one batch a month
  // (affiliatePayoutSchedule/{YYYY-MM}): this spec is the only one in the e2e run that runs it,
  // and it clears its month's marker so it can run again against the same emulators.
  const settings = (await db.doc('affiliateProgramme/settings').get()).data() ?? {};
  const holdDays = typeof settings.holdDays === 'number' ? settings.holdDays : 30;
  const payoutDay = typeof settings.payoutDayOfMonth === 'number' ? settings.payoutDayOfMonth : 1;
  const afterHold = Date.now() + (holdDays + 1) * DAY;
  const jobClock = Math.max(afterHold, payoutDayOf(afterHold, payoutDay).at + (Date.now() % DAY));
  const { month } = payoutDayOf(jobClock, payoutDay);
  const marker = db.doc(`affiliatePayoutSchedule/${month}`);
  await marker.delete();

  // An approved affiliate who accepted the current agreement and confirmed PayPal details
  // (e2e/affiliate-programme-journey and affiliate-payout-details go through those pages).
  const affiliate = await createUser({ prefix: 'eur-affiliate', displayName: `Eva ${tag}` });
  await approvedAffiliate(affiliate.uid, username, {
    payoutEmail: paypal,
    payoutDetails: { method: 'paypal', email: paypal },
    payoutDetailsConfirmedAt: Date.now(),
  });
  // The paying-referral counter the commission's transaction reads and writes: it stands for ten
  // earlier paying companies, so this customer is the 11th and reaches the "25% from the 11th
  // paying referral" tier of the programme's settings (the plan below has no rate of its own).
  await db
    .doc(`affiliateLedgerAffiliates/${affiliate.uid}`)
    .set({ payingReferrals: 10, updatedAt: Date.now() });

  const admin = await pageFor(browser, {
    ...(await createUser({ superAdmin: true })),
    path: '/admin/plans',
  });
  try {
    // 1. A super admin offers a plan priced in euros (the seed's plans are all in dollars).
    await admin.getByRole('button', { name: 'New plan' }).click();
    const editor = admin.getByRole('dialog', { name: 'New plan' });
    await editor.getByLabel('Plan id').fill(planId);
    await editor.getByLabel('Name', { exact: true }).fill(planName);
    await editor.getByLabel('Description').fill('Billed in euros.');
    await editor.getByLabel('Features').fill('Up to 50 seats');
    await editor.getByLabel('Seat limit').fill('50');
    await editor.getByLabel('Currency').fill('eur');
    await editor.getByLabel('Monthly price (EUR per seat)').fill('20');
    await editor.getByRole('button', { name: 'Save plan' }).click();
    await expect(editor).toBeHidden({ timeout: 30_000 });
    await expect(admin.getByTestId(`price-month-${planId}`)).toHaveText('€20 / seat');

    // 2. The affiliate shares their link from the dashboard.
    await openSignedIn(page, affiliate, '/affiliate/dashboard');
    const link = await page.getByTestId('referral-link').textContent({ timeout: 60_000 });
    expect(link).toMatch(new RegExp(`/\\?ref=${username}$`));

    // 3. A visitor follows it and signs up: attributed to the affiliate.
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
    const email = uniqueEmail('eur-customer');
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

    // 4. They create a company and buy the euro plan for 30 seats: €600.00 paid at once (no trial).
    const company = `Euro Journey ${tag}`;
    await customer.goto('/company/setup');
    await customer.getByLabel('Company name').fill(company);
    await customer.getByRole('button', { name: 'Create company' }).click();
    await expect(customer).toHaveURL('/company', { timeout: 30_000 });
    await customer.goto('/pricing');
    await expect(customer.getByTestId(`plan-${planId}`).getByTestId('plan-price')).toHaveText(
      '€20',
      { timeout: 30_000 },
    );
    await customer.getByRole('button', { name: `Choose ${planName}`, exact: true }).click();
    const choose = customer.getByRole('alertdialog', { name: `Choose ${planName}` });
    await choose.getByRole('spinbutton', { name: 'Seats' }).fill('30');
    await choose.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(customer).toHaveURL(/\/api\/test-checkout\?/, { timeout: 30_000 });
    await customer.getByRole('button', { name: 'Pay (test)' }).click();
    await expect(customer).toHaveURL(/\/payment\/success\?session_id=/);
    await customer.goto('/company');
    await customer.getByRole('button', { name: 'Manage billing' }).click();
    await expect(customer).toHaveURL(/\/api\/test-checkout\?portal=/, { timeout: 30_000 });
    await expect(customer.getByText(/Last invoice: €600\.00 paid/)).toBeVisible();
    const portal = customer.url();

    // 5. The affiliate earns 25% of it in euros, by the tier, pending through the hold.
    let table = await earnings(page);
    const commission = table
      .getByRole('row')
      .filter({ hasText: company })
      .filter({ hasText: '€600.00' });
    await expect(commission).toContainText('€150.00', { timeout: 30_000 });
    await expect(commission).toContainText('25% · tier from 11 paying referrals');
    await expect(commission).toContainText('Pending');

    // 6. Half the invoice is refunded: a negative entry in euros, 25% of the €300.00 refunded.
    await customer.goto(portal);
    await customer.getByRole('button', { name: 'Refund last invoice (partial)' }).click();
    await expect(customer.getByRole('status')).toContainText(
      'Half of the last invoice was refunded',
    );
    await customer.context().close();
    table = await earnings(page);
    const refund = table
      .getByRole('row')
      .filter({ hasText: company })
      .filter({ hasText: 'Refund' });
    await expect(refund).toContainText('-€75.00', { timeout: 30_000 });

    // 7. The payout day comes: the maintenance job generates the month's batch. The Functions
    // emulator never fires scheduled functions and the deployed job runs on the real clock, so
    // the test runs the job's own task with its clock after the hold, on the payout day.
    expect(await runScheduledPayoutBatch(jobClock)).toBeGreaterThan(0);
    // The month's marker names the batch.
    const batchId = (await marker.get()).get('batchId') as string;
    expect(batchId).toBeTruthy();
    // One payout for this affiliate in that batch: the net of the commission and its refund.
    const mine = await db
      .collection('affiliatePayouts')
      .where('affiliateUid', '==', affiliate.uid)
      .get();
    expect(mine.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ batchId, amountCents: 7_500, currency: 'eur', status: 'pending' }),
    ]);
    const payoutId = mine.docs[0]?.id ?? '';

    // 8. The admin opens that batch (listed by when it was created) and downloads the EUR
    // PayPal file.
    await admin.goto('/admin/affiliates/management?tab=payouts');
    const created = await admin.evaluate(
      (ms) =>
        new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(ms),
      jobClock,
    );
    await admin
      .getByRole('table', { name: 'Payout batches' })
      .getByRole('button', { name: created, exact: true })
      .click();
    await expect(admin).toHaveURL(new RegExp(`batch=${batchId}`));
    const payout = admin.getByRole('row').filter({ hasText: username });
    await expect(payout).toContainText('€75.00', { timeout: 30_000 });
    await expect(payout).toContainText('Pending');
    await admin.getByRole('button', { name: 'PayPal Payouts CSV' }).click();
    const files = admin.getByRole('dialog', { name: 'PayPal Payouts CSV' });
    const download = admin.waitForEvent('download');
    await files.getByRole('button', { name: 'Download the EUR file' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`paypal-payouts-${batchId}-EUR.csv`);
    const lines = (await readFile(await file.path(), 'utf8')).split('\r\n').filter(Boolean);
    // Payouts Web's columns, no header: recipient, amount, currency, unique id, note, wallet.
    expect(lines).toContain(`${paypal},75.00,EUR,${payoutId},Parley affiliate payout,PAYPAL`);
    for (const line of lines) {
      expect(line.split(',')).toHaveLength(6);
      expect(line.split(',')[2]).toBe('EUR');
    }
    await admin.keyboard.press('Escape');
    await expect(files).toBeHidden();

    // 9. Paid through PayPal: marked paid with PayPal's reference.
    const reference = `PAYPAL-EUR-${tag.toUpperCase()}`;
    await admin.getByRole('button', { name: `Mark paid: ${username}`, exact: true }).click();
    const markPaid = admin.getByRole('alertdialog', { name: `Mark €75.00 to ${username} paid?` });
    await markPaid.getByLabel('Transfer reference').fill(reference);
    await markPaid.getByRole('button', { name: 'Mark paid' }).click();
    await expect(markPaid).toBeHidden({ timeout: 30_000 });
    await expect(admin.getByText(`Marked paid; ${paypal} was told.`)).toBeVisible();
    await expect(payout).toContainText(reference);

    // 10. The affiliate's payout history has it, with the reference; both entries are paid.
    table = await earnings(page);
    await expect(
      table.getByRole('row').filter({ hasText: company }).filter({ hasText: '€600.00' }),
    ).toContainText('Paid');
    const history = page.getByRole('region', { name: 'Payouts', exact: true });
    const paid = history.getByRole('row').filter({ hasText: reference });
    await expect(paid).toContainText('€75.00', { timeout: 30_000 });
    await expect(paid).toContainText('EUR');
    await expect(paid).toContainText('PayPal');

    // 11. The "payout sent" mail reaches the PayPal address, in euros, with the reference.
    const sent = await waitForMail({
      to: paypal,
      subjectIncludes: 'affiliate payout of €75.00',
      timeoutMs: 30_000,
    });
    expect(sent.text).toContain(`Reference: ${reference}`);
  } finally {
    // Off /pricing again for the specs after this one (its company keeps it, as retiring does).
    await db.doc(`plans/${planId}`).set({ active: false }, { merge: true });
  }
});
