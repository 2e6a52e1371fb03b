import { expect, test } from './support/test';
import { getFirestore } from 'firebase-admin/firestore';
import { approvedAffiliate, adminAuth, createUser } from './support/emulators';
import { openSignedIn } from './support/signed-in';

const ADMIN = { email: 'admin@example.com', password: 'parley-demo-1' };

test('a super admin adds a bonus with a reason and the affiliate sees the line on their dashboard', async ({
  page,
  browser,
}) => {
  const db = getFirestore(adminAuth.app);
  // An affiliate of its own: the seeded ones' balances are other specs' business.
  const affiliate = await createUser({ prefix: 'bonus-affiliate' });
  const username = `bonus_${affiliate.uid.slice(0, 8).toLowerCase()}`;
  await approvedAffiliate(affiliate.uid, username, {
    payoutEmail: affiliate.email,
  });
  const reason = 'Thanks for the launch-week webinar';

  await openSignedIn(page, ADMIN, `/admin/affiliates/management/${affiliate.uid}`);
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const form = page.getByRole('dialog', { name: `Adjust ${username}'s balance` });
  await expect(form.getByRole('radio', { name: /Bonus/ })).toBeChecked();
  await form.getByLabel('Amount').fill('25');
  const why = form.getByLabel('Reason');
  await expect(why).toHaveAccessibleDescription(/The affiliate sees it/);
  await why.fill(reason);
  await form.getByRole('button', { name: 'Review' }).click();

  const review = page.getByRole('dialog', { name: `Add a bonus of $25.00 to ${username}?` });
  await expect(review).toContainText(reason);
  await review.getByRole('button', { name: 'Add bonus' }).click();
  await expect(page.getByText('Bonus added.')).toBeVisible({ timeout: 30_000 });
  await expect(review).toBeHidden();
  const ledger = page.getByRole('table', { name: 'Ledger entries' });
  const line = ledger.getByRole('row').filter({ hasText: 'Bonus' });
  await expect(line).toContainText('$25.00');
  await expect(line).toContainText(reason);

  const context = await browser.newContext();
  const mine = await context.newPage();
  await openSignedIn(mine, affiliate, '/affiliate/dashboard');
  const earnings = mine.getByRole('region', { name: 'Earnings' });
  const table = earnings.getByRole('table', { name: 'Your commissions, newest first' });
  const bonus = table.getByRole('row').filter({ hasText: 'Bonus' });
  await expect(bonus).toContainText(`Reason: ${reason}`, { timeout: 60_000 });
  await expect(bonus).toContainText('$25.00');
  await expect(bonus).toContainText('Payable');
  await expect(earnings.getByLabel('Earnings totals')).toContainText('$25.00');
  await context.close();

  const audit = await db.collection('auditLog').where('target.id', '==', affiliate.uid).get();
  expect(audit.docs.map((d) => [d.get('action'), d.get('after.reason')])).toEqual([
    ['affiliates.adjust', reason],
  ]);
});
