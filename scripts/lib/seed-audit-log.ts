import type { Firestore } from 'firebase-admin/firestore';
import type { AuditEntry } from '../../functions/src/contracts/audit';
import { demoAccounts } from './demo-accounts';
import { DEMO_PAYOUT_ID } from './seed-affiliate-ledger';
import { SEED_ANNOUNCEMENT_ID } from './seed-admin-mail';
import { seededPeople } from './seed-admin-users';

const HOUR = 60 * 60 * 1000;

/**
 * A few weeks of admin history for the overview's "Latest admin actions" and anyone reading the
 * audit log on `npm start`: the kinds of entries the admin callables write, by the demo super
 * admin, against seeded users, plans, companies, policies, payouts and mail. Fixed ids, so a
 * second run rewrites the same entries (times count back from now).
 */
export async function seedAuditLog(db: Firestore): Promise<void> {
  const admin = demoAccounts.find((account) => account.superAdmin);
  if (!admin) throw new Error('no demo super admin');
  const actor = { uid: admin.uid, email: admin.email };
  const disabled = seededPeople.find((person) => person.disabled);
  const promoted = seededPeople.find((person) => !person.disabled);
  const now = Date.now();
  const entries: (Omit<AuditEntry, 'actor' | 'at'> & { hoursAgo: number })[] = [
    {
      action: 'email.announcementFinished',
      target: { kind: 'mail', id: SEED_ANNOUNCEMENT_ID, label: 'What is new in Parley: October' },
      before: { status: 'sending' },
      after: { status: 'done' },
      hoursAgo: 20 * 24,
    },
    {
      action: 'plans.update',
      target: { kind: 'plan', id: 'team', label: 'Team' },
      before: { features: ['Up to 50 seats', 'Roles for owners, admins and members'] },
      after: {
        features: ['Up to 50 seats', 'Roles for owners, admins and members', 'Email support'],
      },
      hoursAgo: 14 * 24,
    },
    {
      action: 'affiliatePayouts.markPaid',
      target: { kind: 'payout', id: DEMO_PAYOUT_ID, label: 'alex_affiliate' },
      before: { status: 'pending' },
      after: { status: 'paid', reference: 'BANK-2026-0117' },
      hoursAgo: 9 * 24,
    },
    {
      action: 'subscriptions.grantComplimentary',
      target: { kind: 'company', id: 'demo-billing-orbit', label: 'Orbit Nonprofit' },
      before: { planId: 'free' },
      after: { planId: 'business', days: 90 },
      hoursAgo: 6 * 24,
    },
    ...(disabled
      ? [
          {
            action: 'users.disable',
            target: { kind: 'user' as const, id: disabled.uid, label: disabled.email },
            before: { disabled: false },
            after: { disabled: true },
            hoursAgo: 3 * 24,
          },
        ]
      : []),
    ...(promoted
      ? [
          {
            action: 'users.sendPasswordReset',
            target: { kind: 'user' as const, id: promoted.uid, label: promoted.email },
            before: {},
            after: { mailedTo: promoted.email },
            hoursAgo: 26,
          },
        ]
      : []),
    {
      action: 'affiliateProgramme.updateSettings',
      target: {
        kind: 'settings',
        id: 'affiliateProgramme/settings',
        label: 'Affiliate programme',
      },
      before: { holdDays: 14 },
      after: { holdDays: 30 },
      hoursAgo: 5,
    },
  ];
  const batch = db.batch();
  entries.forEach(({ hoursAgo, ...entry }, i) => {
    batch.set(db.doc(`auditLog/seed-audit-${String(i).padStart(2, '0')}`), {
      ...entry,
      actor,
      at: now - hoursAgo * HOUR,
    } satisfies AuditEntry);
  });
  await batch.commit();
}
