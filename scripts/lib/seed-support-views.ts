import type { Firestore } from 'firebase-admin/firestore';
import type { AuditEntry } from '../../functions/src/contracts/audit';
import { SUPPORT_VIEWS, type SupportViewDoc } from '../../functions/src/contracts/support-view';
import { demoAccounts } from './demo-accounts';

const MINUTE = 60 * 1000;
export const SEEDED_SUPPORT_VIEW = 'demo-support-view-1';

/**
 * One past support view (view as user) of the demo user by the demo super admin, three days ago
 * for 12 minutes: user@example.com's /profile lists it under Support access, and the audit log
 * holds its start (with the reason) and end. Fixed ids: a second run rewrites the same records.
 */
export async function seedSupportViews(db: Firestore): Promise<void> {
  const admin = demoAccounts.find((account) => account.superAdmin);
  const user = demoAccounts.find((account) => account.uid === 'demo-user');
  if (!admin || !user) throw new Error('the demo super admin or demo user is missing');
  const startedAt = Date.now() - 3 * 24 * 60 * MINUTE;
  const endedAt = startedAt + 12 * MINUTE;
  const view: SupportViewDoc = {
    targetUid: user.uid,
    adminUid: admin.uid,
    startedAt,
    expiresAt: startedAt + 30 * MINUTE,
    endedAt,
    endedBy: 'exit',
  };
  const actor = { uid: admin.uid, email: admin.email };
  const target = { kind: 'user' as const, id: user.uid, label: user.email };
  const entries: [string, AuditEntry][] = [
    [
      `${SEEDED_SUPPORT_VIEW}-start`,
      {
        actor,
        action: 'users.startSupportView',
        target,
        before: null,
        after: {
          view: SEEDED_SUPPORT_VIEW,
          reason: 'Ticket 3107: the invitations list looks empty to them',
          expiresAt: view.expiresAt,
        },
        at: startedAt,
      },
    ],
    [
      `${SEEDED_SUPPORT_VIEW}-end`,
      {
        actor,
        action: 'users.endSupportView',
        target: { ...target, label: null },
        before: { endedAt: null },
        after: { endedAt, endedBy: 'exit', view: SEEDED_SUPPORT_VIEW },
        at: endedAt,
      },
    ],
  ];
  const batch = db.batch();
  batch.set(db.collection(SUPPORT_VIEWS).doc(SEEDED_SUPPORT_VIEW), view);
  for (const [id, entry] of entries) batch.set(db.collection('auditLog').doc(id), entry);
  await batch.commit();
}
