import type { UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  GRANT_REQUESTS,
  GRANT_REQUEST_TTL_MS,
  grantRequestSchema,
  type GrantRequest,
} from '../../contracts/admin-users';
import { isSuperAdminClaim } from '../../contracts/claims';
import { loggableError } from '../../lib/loggable-error';
import { recordAudit } from '../admin/audit';
import type { GrantEvent } from '../mail/templates/super-admin-grant';
import { authRecord, refused, type UserActionDeps } from './account-change';
import { grantSuperAdminClaim, superAdminsNow } from './super-admin-claim';

/**
 * Two people grant super admin. While another super admin exists, a grant only asks: it waits in
 * superAdminGrantRequests/{uid} (functions only; rules deny it) until a second super admin
 * approves or refuses it, or it expires. Every step is audited and mailed to every super admin,
 * so a grant made with one stolen session is seen and stopped by the others.
 */
const requestRef = (db: Firestore, uid: string) => db.collection(GRANT_REQUESTS).doc(uid);

/** The request read from its document: null when there is none, it is malformed or expired. */
function liveRequest(data: unknown, now: number): GrantRequest | null {
  const parsed = grantRequestSchema.safeParse(data);
  return parsed.success && parsed.data.expiresAt > now ? parsed.data : null;
}

export async function readGrantRequest(db: Firestore, uid: string): Promise<GrantRequest | null> {
  return liveRequest((await requestRef(db, uid).get()).data(), Date.now());
}

/**
 * The waiting requests, oldest first. Lapsed ones stay stored until asked again: the query skips
 * them (a range on one field needs no composite index) rather than let them fill the page.
 */
export async function listGrantRequests(db: Firestore): Promise<{ requests: GrantRequest[] }> {
  const now = Date.now();
  const snapshot = await db
    .collection(GRANT_REQUESTS)
    .where('expiresAt', '>', now)
    .orderBy('expiresAt')
    .limit(100)
    .get();
  const requests = snapshot.docs.flatMap((d) => liveRequest(d.data(), now) ?? []);
  return { requests: requests.sort((a, b) => a.requestedAt - b.requestedAt) };
}

type Admin = { uid: string; email: string | null };

/**
 * Mails every super admin (after the change is committed: a failed send is logged, never
 * undoing it): `admins` when the caller already read them, else read now (the new admin of an
 * approval is among them by then).
 */
async function mailSuperAdmins(
  deps: UserActionDeps,
  event: GrantEvent,
  request: GrantRequest,
  admins?: readonly Admin[],
) {
  if (!deps.sendGrantMail) return;
  const to = (admins ?? (await superAdminsNow(deps))).flatMap((admin) => admin.email ?? []);
  if (to.length === 0) return;
  const base = (deps.appUrl ?? '').replace(/\/+$/, '');
  try {
    await deps.sendGrantMail(to, {
      event,
      target: request.email ?? request.uid,
      requestedBy: request.requestedBy.email ?? request.requestedBy.uid,
      decidedBy: deps.actor.email ?? deps.actor.uid,
      expiresAt: new Date(request.expiresAt),
      reviewUrl: `${base}/admin/users/${request.uid}`,
    });
  } catch (error) {
    logger.error('super admin grant mail failed', {
      event,
      uid: request.uid,
      error: loggableError(error),
    });
  }
}

const auditTarget = (request: GrantRequest) => ({
  kind: 'user' as const,
  id: request.uid,
  label: request.email,
});

/**
 * A grant asked for while `others` (super admins besides the caller) exist: recorded as waiting
 * (one at a time per user), audited as `users.requestSuperAdmin` and mailed to them and the caller.
 */
export async function requestGrant(
  user: UserRecord,
  deps: UserActionDeps,
  others: readonly Admin[],
) {
  const now = Date.now();
  const request: GrantRequest = {
    uid: user.uid,
    email: user.email ?? null,
    requestedBy: deps.actor,
    requestedAt: now,
    expiresAt: now + GRANT_REQUEST_TTL_MS,
  };
  await deps.db.runTransaction(async (tx) => {
    const waiting = liveRequest((await tx.get(requestRef(deps.db, user.uid))).data(), now);
    if (waiting) {
      throw refused(
        `A grant of super admin to ${request.email ?? request.uid} is already waiting for approval.`,
      );
    }
    tx.set(requestRef(deps.db, user.uid), request);
    recordAudit(tx, deps.db, {
      actor: deps.actor,
      action: 'users.requestSuperAdmin',
      target: auditTarget(request),
      before: null,
      after: { expiresAt: request.expiresAt },
    });
  });
  await mailSuperAdmins(deps, 'requested', request, [deps.actor, ...others]);
  return { uid: user.uid, status: 'pending' as const };
}

/**
 * Takes the waiting request out in one transaction, so two decisions cannot both win: the one
 * that finds it gone is told so. A refusal is audited here; an approval by the grant itself.
 */
async function takeRequest(
  deps: UserActionDeps,
  uid: string,
  decision: 'approve' | 'refuse',
): Promise<GrantRequest> {
  return deps.db.runTransaction(async (tx) => {
    const request = liveRequest((await tx.get(requestRef(deps.db, uid))).data(), Date.now());
    if (!request) {
      throw new HttpsError(
        'not-found',
        'No grant of super admin is waiting for this user: it was decided or it expired.',
      );
    }
    const own = request.requestedBy.uid === deps.actor.uid;
    if (decision === 'approve' && own) {
      throw refused('Another super admin must approve a grant you asked for.');
    }
    tx.delete(requestRef(deps.db, uid));
    if (decision === 'refuse') {
      recordAudit(tx, deps.db, {
        actor: deps.actor,
        action: own ? 'users.withdrawSuperAdminRequest' : 'users.refuseSuperAdmin',
        target: auditTarget(request),
        before: { requestedBy: request.requestedBy.email ?? request.requestedBy.uid },
        after: null,
      });
    }
    return request;
  });
}

/** Approves (a second super admin: the claim is granted) or refuses (or withdraws) a request. */
export async function decideGrantRequest(
  input: { uid: string; decision: 'approve' | 'refuse' },
  deps: UserActionDeps,
): Promise<{ uid: string; status: 'granted' | 'refused' | 'withdrawn' }> {
  const request = await takeRequest(deps, input.uid, input.decision);
  if (input.decision === 'refuse') {
    const withdrawn = request.requestedBy.uid === deps.actor.uid;
    await mailSuperAdmins(deps, withdrawn ? 'withdrawn' : 'refused', request);
    return { uid: input.uid, status: withdrawn ? 'withdrawn' : 'refused' };
  }
  const user = await authRecord(deps.auth, input.uid);
  if (!isSuperAdminClaim(user.customClaims)) {
    await grantSuperAdminClaim(deps, user, [request.requestedBy.uid, deps.actor.uid], {
      requestedBy: request.requestedBy.email ?? request.requestedBy.uid,
    });
  }
  await mailSuperAdmins(deps, 'approved', request);
  return { uid: input.uid, status: 'granted' };
}
