import type { Firestore } from 'firebase-admin/firestore';
import {
  GRANT_REQUESTS,
  GRANT_REQUEST_TTL_MS,
  type GrantRequest,
} from '../../functions/src/contracts/admin-users';
import { seededPeople } from './seed-admin-users';

/** Whom Otto Ops asked to make a super admin: a seeded person no browser test uses. */
export const SEEDED_GRANT_TARGET = 'seed-person-07';

/**
 * A grant of super admin waiting for approval (asked by the second demo super admin), so
 * /admin/users shows the queue and admin@example.com can approve or refuse it. Idempotent: one
 * still waiting is left as it is; a decided or lapsed one is asked again.
 */
export async function seedGrantRequests(db: Firestore): Promise<void> {
  const person = seededPeople.find((p) => p.uid === SEEDED_GRANT_TARGET);
  if (!person) throw new Error(`${SEEDED_GRANT_TARGET} is not a seeded person`);
  const ref = db.collection(GRANT_REQUESTS).doc(person.uid);
  const now = Date.now();
  const waiting = (await ref.get()).get('expiresAt') as number | undefined;
  if (waiting && waiting > now) return;
  const requestedAt = now - 60 * 60 * 1000;
  const request: GrantRequest = {
    uid: person.uid,
    email: person.email,
    requestedBy: { uid: 'demo-ops-admin', email: 'ops@example.com' },
    requestedAt,
    expiresAt: requestedAt + GRANT_REQUEST_TTL_MS,
  };
  await ref.set(request);
}
