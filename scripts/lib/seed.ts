import type { App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { defaultAdminApp } from './admin-app';
import { DEMO_PASSWORD, demoAccounts, demoCompany } from './demo-accounts';
import { seedPlans } from './plans';
import { seedPolicies } from './policies';
import { seedDemoProfiles } from './profiles';
import { seedAdminAffiliates } from './seed-admin-affiliates';
import { seedAdminBilling } from './seed-admin-billing';
import { seedDunning } from './seed-dunning';
import { seedAdminMail } from './seed-admin-mail';
import { seedAdminReports } from './seed-admin-reports';
import { seedAdminUsers } from './seed-admin-users';
import { seedAffiliateAgreement } from './seed-affiliate-agreement';
import { seedAffiliateFraud } from './seed-affiliate-fraud';
import { seedAffiliateLedger } from './seed-affiliate-ledger';
import { seedAffiliateReferrals } from './seed-affiliate-referrals';
import { seedAffiliatePayoutDetails } from './seed-affiliate-payout-details';
import { seedAffiliatePromoCodes } from './seed-affiliate-promo-codes';
import { seedAffiliateProgramme } from './seed-affiliate-programme';
import { seedAuditLog } from './seed-audit-log';
import { seedGrantRequests } from './seed-grant-requests';
import { seedSupportViews } from './seed-support-views';
import { emulatorEnv, PROJECT_ID, type StackPorts } from './stack';

/**
 * Seeds the demo accounts and their documents. Idempotent: running it twice changes nothing.
 * Into the default app's project, or into `into`'s (a test's project of its own).
 */
export async function seedDemoData(ports: StackPorts, into?: App): Promise<void> {
  Object.assign(process.env, emulatorEnv(ports));
  const app = into ?? defaultAdminApp(PROJECT_ID);
  const auth = getAuth(app);
  const db = getFirestore(app);

  for (const account of demoAccounts) {
    const properties = {
      email: account.email,
      password: DEMO_PASSWORD,
      displayName: account.displayName,
      emailVerified: true,
    };
    // Super admins sign in with a second factor: the demo phone is enrolled once (Auth refuses
    // the same phone twice; an update must name the enrolment, a creation must not).
    const phone =
      'secondFactorPhone' in account
        ? { factorId: 'phone', phoneNumber: account.secondFactorPhone, displayName: 'Demo phone' }
        : null;
    const existing = await auth.getUser(account.uid).catch(() => null);
    if (!existing) {
      await auth.createUser({
        uid: account.uid,
        ...properties,
        ...(phone ? { multiFactor: { enrolledFactors: [phone] } } : {}),
      });
    } else {
      await auth.updateUser(account.uid, properties);
      if (phone && !existing.multiFactor?.enrolledFactors.length) {
        await auth.updateUser(account.uid, {
          multiFactor: { enrolledFactors: [{ ...phone, uid: `${account.uid}-phone` }] },
        });
      }
    }
    await auth.setCustomUserClaims(account.uid, account.superAdmin ? { superAdmin: true } : null);
    await db.doc(`users/${account.uid}`).set(
      {
        email: account.email,
        displayName: account.displayName,
        createdAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    if ('affiliateUsername' in account) {
      await db.doc(`affiliates/${account.uid}`).set(
        {
          username: account.affiliateUsername,
          status: 'approved',
          approvedAt: Date.now(),
          payoutEmail: account.email,
        },
        { merge: true },
      );
      await db.doc(`usernames/${account.affiliateUsername}`).set({ uid: account.uid });
    }
  }
  await seedPolicies(
    db,
    demoAccounts.map((account) => account.uid),
  );
  await seedAffiliateAgreement(
    db,
    demoAccounts.filter((account) => 'affiliateUsername' in account).map((account) => account.uid),
  );
  await seedPlans(db);
  await seedDemoCompany(db, auth);
  await seedDemoProfiles(db, auth);
  await seedAdminBilling(db, auth);
  await seedDunning(db);
  await seedAdminMail(db);
  await seedAdminUsers(db, auth);
  await seedGrantRequests(db);
  await seedAffiliateProgramme(db);
  // After the ledger's seed (demo_payout_1 sums the entries that name it).
  await seedAffiliateLedger(db);
  await seedAffiliateReferrals(db);
  await seedAdminAffiliates(db, auth);
  await seedAffiliatePayoutDetails(db);
  await seedAffiliatePromoCodes(db);
  await seedAffiliateFraud(db);
  await seedAuditLog(db);
  await seedSupportViews(db);
  // Last: its snapshots grow towards the companies the other seeds wrote.
  await seedAdminReports(db);
}

/**
 * The demo company with its slug claim and members (from their Auth records), as the functions
 * would write them. Idempotent: times are kept from the first run, and an active company the
 * user has chosen since is left alone.
 */
async function seedDemoCompany(db: Firestore, auth: Auth): Promise<void> {
  const now = Date.now();
  const companyRef = db.doc(`companies/${demoCompany.id}`);
  const existing = (await companyRef.get()).data();
  const owner = demoCompany.members.find((m) => m.role === 'owner');
  await companyRef.set({
    name: demoCompany.name,
    slug: demoCompany.slug,
    logoUrl: null,
    website: null,
    ownerUid: owner?.uid ?? '',
    memberCount: demoCompany.members.length,
    createdAt: (existing?.createdAt as number | undefined) ?? now,
    updatedAt: (existing?.updatedAt as number | undefined) ?? now,
    // A plan bought since (billing's webhook wrote it) stays.
    ...(existing?.entitlements ? { entitlements: existing.entitlements as unknown } : {}),
  });
  await db.doc(`companySlugs/${demoCompany.slug}`).set({ companyId: demoCompany.id });
  for (const { uid, role } of demoCompany.members) {
    const user = await auth.getUser(uid);
    const memberRef = companyRef.collection('members').doc(uid);
    const joinedAt = ((await memberRef.get()).get('joinedAt') as number | undefined) ?? now;
    await memberRef.set({
      uid,
      companyId: demoCompany.id,
      role,
      email: user.email ?? '',
      displayName: user.displayName ?? null,
      photoURL: user.photoURL ?? null,
      joinedAt,
    });
    const userRef = db.doc(`users/${uid}`);
    if ((await userRef.get()).get('activeCompanyId') == null) {
      await userRef.set({ activeCompanyId: demoCompany.id }, { merge: true });
    }
  }
}
