import { expect, test } from './support/test';
import { AggregateField, getFirestore } from 'firebase-admin/firestore';
import { createUser } from './support/emulators';
import { openSignedIn } from './support/signed-in';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Minor units as the page writes them: "$120.00", "¥1,500" (Intl's usual digits). */
const money = (minor: number, currency: string) => {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
};

// Counts product-wide data, so it runs in the product-wide project (alone, nobody adding users).
test('the admin overview counts what the seed wrote (recounted with the admin SDK)', async ({
  page,
}) => {
  const db = getFirestore();
  const admin = await createUser({ superAdmin: true });
  await openSignedIn(page, admin, '/admin');

  const recount = async () => {
    const count = async (query: FirebaseFirestore.Query) =>
      (await query.count().get()).data().count;
    const users = db.collection('users');
    const companies = db.collection('companies');
    return {
      users: await count(users),
      newThisWeek: await count(users.where('createdAt', '>=', Date.now() - WEEK_MS)),
      companies: await count(companies),
      paying: await count(companies.where('entitlements.status', 'in', ['active', 'past_due'])),
      trialing: await count(companies.where('entitlements.status', '==', 'trialing')),
      openApplications: await count(
        db.collection('affiliateApplications').where('status', '==', 'pending'),
      ),
      mailsFailed: await count(db.collection('mailLog').where('status', '==', 'failed')),
    };
  };

  // Sign-in may still be writing the admin's own user mirror: compare on a fresh load until the
  // page and the recount agree.
  await expect(async () => {
    await page.goto('/admin');
    const expected = await recount();
    for (const [id, value] of Object.entries(expected)) {
      await expect(page.getByTestId(`figure-${id}`), id).toHaveText(String(value), {
        timeout: 5000,
      });
    }
  }).toPass({ timeout: 40_000 });
  expect((await recount()).companies).toBeGreaterThan(0);
  await page.getByTestId('figure-users').click();
  await expect(page).toHaveURL('/admin/users');

  // MRR by plan: the sum of each plan's companies' mrrCents (0 where the field is absent).
  await page.goto('/admin');
  const plans = await db.collection('plans').get();
  for (const plan of plans.docs) {
    const sum = await db
      .collection('companies')
      .where('entitlements.planId', '==', plan.id)
      .aggregate({ mrr: AggregateField.sum('entitlements.mrrCents') })
      .get();
    await expect(page.getByTestId(`mrr-${plan.id}`)).toHaveText(
      money(sum.data().mrr ?? 0, plan.get('currency') as string),
    );
  }

  // The latest audit entries are listed (the audit log is the source; none is invented).
  const latest = await db.collection('auditLog').orderBy('at', 'desc').limit(1).get();
  const audit = page.getByRole('table', { name: 'The latest admin actions, newest first' });
  if (latest.empty) {
    await expect(page.getByText('No admin action has been recorded yet.')).toBeVisible();
  } else {
    await expect(audit.getByRole('row').nth(1)).toContainText(latest.docs[0]?.get('action'));
  }
});
