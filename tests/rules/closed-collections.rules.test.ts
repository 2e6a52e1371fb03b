import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  companyRulesDb,
  companyRulesRoles,
  companyRulesUids,
  rulesEnvironment,
  seedSuperAdminMirror,
  withRulesOff,
} from '../support/rules-env';

/**
 * Three gaps of the role matrices: the collections only functions touch (no client role reads or
 * writes them), the self-update of users/{uid} that smuggles an admin field in beside the one
 * field a user may change, and the revoked super admin (claim still in the token, mirror says
 * otherwise) on every collection a super admin reads.
 */
const rulesEnv = rulesEnvironment();
type Firestore = ReturnType<typeof companyRulesDb>;

const seed = async (path: string, data: Record<string, unknown>) =>
  withRulesOff(async (db) => {
    await setDoc(doc(db, path), data);
  });

// Seeded once: no test below changes what another reads (refused writes write nothing).
beforeAll(async () => {
  await rulesEnv().clearFirestore();
  await seedSuperAdminMirror();
  await seed('accountDeletions/mia', { uid: 'mia', step: 'companies', startedAt: 1 });
  await seed('billingTestInvoices/in_1', { companyId: 'A', amountPaid: 1200, status: 'paid' });
  await seed('billingDunningCases/A_1', { companyId: 'A', status: 'open', mailsSent: [0] });
  await seed('superAdminGrants/root', { grantedBy: 'olivia', grantedAt: 1 });
  await seed('superAdminGrantRequests/mia', { uid: 'mia', requestedBy: { uid: 'olivia' } });
  await seed('affiliateMails/payoutSent_p1', { kind: 'payoutSent', affiliateUid: 'mia' });
  await seed('affiliatePayoutSchedule/2026-11', { month: '2026-11', batchId: 'b1' });
  await seed('companies/A', { name: 'Acme', ownerUid: 'olivia', memberCount: 2 });
  await seed('companies/A/members/mia', { uid: 'mia', companyId: 'A', role: 'member' });
  await seed('users/mia', { email: 'mia@example.com', activeCompanyId: null, superAdmin: false });
});

describe('collections only functions use are closed to every client role', () => {
  const closed = [
    'accountDeletions',
    'billingTestInvoices',
    // Failed payments: functions open, mail and close them; super admins read them by callable.
    'billingDunningCases',
    'superAdminGrants',
    // A grant waiting for a second super admin: only its callable reads or decides it.
    'superAdminGrantRequests',
    // Claims of the affiliate mails: only their hooks write them, nobody reads them.
    'affiliateMails',
    // The monthly payout schedule's markers: only the maintenance job writes them.
    'affiliatePayoutSchedule',
  ] as const;
  const ids = {
    accountDeletions: 'mia',
    billingTestInvoices: 'in_1',
    billingDunningCases: 'A_1',
    superAdminGrants: 'root',
    superAdminGrantRequests: 'mia',
    affiliateMails: 'payoutSent_p1',
    affiliatePayoutSchedule: '2026-11',
  } as const;
  const operations: [string, (db: Firestore, name: (typeof closed)[number]) => Promise<unknown>][] =
    [
      ['get', (db, name) => getDoc(doc(db, name, ids[name]))],
      ['list', (db, name) => getDocs(collection(db, name))],
      ['create', (db, name) => setDoc(doc(db, name, 'new'), { uid: 'mia' })],
      ['update', (db, name) => updateDoc(doc(db, name, ids[name]), { status: 'x' })],
      ['delete', (db, name) => deleteDoc(doc(db, name, ids[name]))],
    ];
  for (const name of closed) {
    describe(name, () => {
      it.each(operations.flatMap(([op, run]) => companyRulesRoles.map((role) => [op, role, run])))(
        '%s as %s is refused',
        async (_op, role, run) => {
          const db = companyRulesDb(rulesEnv(), role as (typeof companyRulesRoles)[number]);
          await assertFails((run as (typeof operations)[number][1])(db, name));
        },
      );
    });
  }
});

describe('a user updating their own document may change only activeCompanyId', () => {
  const mia = () => companyRulesDb(rulesEnv(), 'member');

  it.each([
    ['superAdmin', true],
    ['disabled', true],
    ['disabled', false],
    ['emailVerified', true],
    ['announcementsOptOut', true],
    ['affiliateMailsOptOut', true],
  ])('setting %s (%s) together with activeCompanyId is refused', async (field, value) => {
    await assertFails(updateDoc(doc(mia(), 'users/mia'), { activeCompanyId: 'A', [field]: value }));
  });

  it('a merge write that adds superAdmin beside activeCompanyId is refused', async () => {
    await assertFails(
      setDoc(doc(mia(), 'users/mia'), { activeCompanyId: 'A', superAdmin: true }, { merge: true }),
    );
  });

  // Last: it changes the field the tests above try to change.
  it('activeCompanyId alone is allowed (the control)', async () => {
    await assertSucceeds(updateDoc(doc(mia(), 'users/mia'), { activeCompanyId: 'A' }));
  });
});

/**
 * Every read the rules grant a super admin, with the id the seed below writes. The test after
 * the table parses firestore.rules, so a new admin-readable collection must be added here.
 */
const adminReads: Record<string, (db: Firestore) => Promise<unknown>> = {
  users: (db) => getDocs(collection(db, 'users')),
  auditLog: (db) => getDocs(collection(db, 'auditLog')),
  supportViews: (db) => getDocs(collection(db, 'supportViews')),
  affiliateApplications: (db) => getDocs(collection(db, 'affiliateApplications')),
  affiliateProgramme: (db) => getDocs(collection(db, 'affiliateProgramme')),
  mailLog: (db) => getDocs(collection(db, 'mailLog')),
  announcements: (db) => getDocs(collection(db, 'announcements')),
  recipients: (db) => getDocs(collection(db, 'announcements/a1/recipients')),
  reportDays: (db) => getDocs(collection(db, 'reportDays')),
  contactMessages: (db) => getDocs(collection(db, 'contactMessages')),
  affiliates: (db) => getDocs(collection(db, 'affiliates')),
  affiliateVisits: (db) => getDocs(collection(db, 'affiliateVisits')),
  affiliateRollups: (db) => getDocs(collection(db, 'affiliateRollups')),
  affiliateRollupShards: (db) => getDocs(collection(db, 'affiliateRollupShards')),
  affiliateSessions: (db) => getDocs(collection(db, 'affiliateSessions')),
  affiliateAttributions: (db) => getDocs(collection(db, 'affiliateAttributions')),
  affiliateReferrals: (db) => getDocs(collection(db, 'affiliateReferrals')),
  affiliateLedger: (db) => getDocs(collection(db, 'affiliateLedger')),
  affiliateLedgerSkips: (db) => getDocs(collection(db, 'affiliateLedgerSkips')),
  affiliatePayouts: (db) => getDocs(collection(db, 'affiliatePayouts')),
  affiliatePayoutBatches: (db) => getDocs(collection(db, 'affiliatePayoutBatches')),
  affiliateFlags: (db) => getDocs(collection(db, 'affiliateFlags')),
  affiliatePromoCodes: (db) => getDocs(collection(db, 'affiliatePromoCodes')),
  companies: (db) => getDocs(collection(db, 'companies')),
  members: (db) => getDocs(collection(db, 'companies/A/members')),
  billing: (db) => getDoc(doc(db, 'companies/A/billing/subscription')),
  billingHistory: (db) => getDocs(collection(db, 'companies/A/billingHistory')),
  '{path=**}/members': (db) =>
    getDocs(query(collectionGroup(db, 'members'), where('role', '==', 'member'))),
  invitations: (db) => getDocs(collection(db, 'invitations')),
  plans: (db) => getDoc(doc(db, 'plans/retired')),
  companySlugs: (db) => getDocs(collection(db, 'companySlugs')),
};

/** The last segment of each `match` whose rules mention isSuperAdmin() (the collection name). */
function adminReadableMatches(): string[] {
  const rules = readFileSync('firestore.rules', 'utf8');
  const names: string[] = [];
  // The body is read ahead, not consumed, so a nested match is found too.
  const pattern = /match \/((?:\{path=\*\*\}\/)?[^\s{]+(?:\{[^}]+\})?)[^{]*\{(?=([^{}]*))/g;
  for (const match of rules.matchAll(pattern)) {
    const [, path = '', body = ''] = match;
    if (!/allow (read|get|list)[^;]*isSuperAdmin\(\)/.test(body)) continue;
    const segments = path.split('/').filter((s) => s && !s.startsWith('{'));
    const last = path.startsWith('{path=**}') ? '{path=**}/members' : segments.at(-1);
    if (last && !last.startsWith('databases')) names.push(last);
  }
  return names;
}

describe('a revoked super admin (claim still in the token) reads no admin collection', () => {
  const root = () => companyRulesDb(rulesEnv(), 'superAdmin');

  beforeAll(async () => {
    await seed('auditLog/e1', { action: 'users.disable', at: 1 });
    await seed('supportViews/v1', { targetUid: 'mia', adminUid: 'root', startedAt: 1 });
    await seed('affiliateApplications/ap1', { uid: 'mia', status: 'pending', createdAt: 1 });
    await seed('affiliateProgramme/settings', { ratePercent: 20 });
    await seed('mailLog/m1', { template: 'announcement', at: 1 });
    await seed('announcements/a1', { subject: 'Hi', status: 'sending' });
    await seed('announcements/a1/recipients/mia', { email: 'mia@example.com' });
    await seed('reportDays/2026-01-01', { day: '2026-01-01' });
    await seed('contactMessages/c1', { email: 'sam@example.com' });
    for (const name of [
      'affiliates',
      'affiliateVisits',
      'affiliateRollups',
      'affiliateRollupShards',
      'affiliateSessions',
      'affiliateAttributions',
      'affiliateReferrals',
      'affiliateLedger',
      'affiliateLedgerSkips',
      'affiliatePayouts',
      'affiliatePayoutBatches',
      'affiliateFlags',
      'affiliatePromoCodes',
      'invitations',
      'companySlugs',
    ]) {
      await seed(`${name}/x1`, { affiliateUid: 'zoe', companyId: 'B' });
    }
    await seed('companies/A/billing/subscription', { status: 'active' });
    await seed('companies/A/billingHistory/h1', { type: 'checkout' });
    await seed('plans/retired', { name: 'Old', active: false });
  });

  it('the table covers every collection firestore.rules opens to super admins', () => {
    expect(Object.keys(adminReads).sort()).toEqual([...new Set(adminReadableMatches())].sort());
  });

  describe('while the mirror says super admin', () => {
    it.each(Object.entries(adminReads))('%s: a live super admin reads it', async (_name, read) => {
      await assertSucceeds(read(root()));
    });
  });

  describe('once the mirror says the claim was revoked', () => {
    beforeAll(() =>
      seed(`users/${companyRulesUids.superAdmin}`, { superAdmin: false, disabled: false }),
    );
    it.each(Object.entries(adminReads))('%s: refused', async (_name, read) => {
      await assertFails(read(root()));
    });
  });
});
