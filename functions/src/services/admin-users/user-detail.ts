import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { UserDetail, UserMembership } from '../../contracts/admin-users';
import { isSuperAdminClaim } from '../../contracts/claims';
import { readGrantRequest } from './grant-requests';
import { rowFromDoc, USERS } from './mirror';

const time = (value: string | null | undefined) => {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

async function authRecord(auth: Auth, uid: string): Promise<UserRecord | null> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** The companies the user belongs to (collection group `members`), with their subscription. */
async function memberships(db: Firestore, uid: string): Promise<UserMembership[]> {
  const members = await db.collectionGroup('members').where('uid', '==', uid).get();
  const companyRefs = members.docs.flatMap((m) =>
    m.ref.parent.parent ? [m.ref.parent.parent] : [],
  );
  const companies = companyRefs.length ? await db.getAll(...companyRefs) : [];
  const byId = new Map(companies.map((c) => [c.id, c]));
  return members.docs.flatMap((member) => {
    const company = byId.get(member.ref.parent.parent?.id ?? '');
    if (!company?.exists) return [];
    const e = company.get('entitlements') as Record<string, unknown> | undefined;
    return [
      {
        companyId: company.id,
        name: (company.get('name') as string | undefined) ?? company.id,
        role: (member.get('role') as string | undefined) ?? 'member',
        subscription: e
          ? {
              planId: String(e.planId ?? 'free'),
              status: String(e.status ?? 'unknown'),
              seats: typeof e.seats === 'number' ? e.seats : 0,
              interval: typeof e.interval === 'string' ? e.interval : null,
              currentPeriodEnd: typeof e.currentPeriodEnd === 'number' ? e.currentPeriodEnd : null,
              mrrCents: typeof e.mrrCents === 'number' ? e.mrrCents : null,
            }
          : null,
      },
    ];
  });
}

/** Everything the user page shows, from Auth, the mirror, memberships, affiliates and consents. */
export async function getUserDetail(
  uid: string,
  deps: { db: Firestore; auth: Auth },
): Promise<UserDetail> {
  const { db, auth } = deps;
  const [record, userDoc, companies, affiliate, grantRequest] = await Promise.all([
    authRecord(auth, uid),
    db.collection(USERS).doc(uid).get(),
    memberships(db, uid),
    db.doc(`affiliates/${uid}`).get(),
    readGrantRequest(db, uid),
  ]);
  if (!record && !userDoc.exists) throw new HttpsError('not-found', 'There is no such user.');
  const acceptances = (userDoc.get('policyAcceptances') ?? {}) as Record<
    string,
    { version?: unknown; acceptedAt?: unknown } | undefined
  >;
  return {
    uid,
    auth: record
      ? {
          email: record.email ?? null,
          displayName: record.displayName ?? null,
          photoURL: record.photoURL ?? null,
          providers: record.providerData.map((p) => p.providerId).sort(),
          emailVerified: record.emailVerified,
          disabled: record.disabled,
          superAdmin: isSuperAdminClaim(record.customClaims),
          createdAt: time(record.metadata.creationTime),
          lastSignInAt: time(record.metadata.lastSignInTime),
          tokensValidAfter: time(record.tokensValidAfterTime),
        }
      : null,
    mirror: userDoc.exists ? rowFromDoc(userDoc) : null,
    companies,
    affiliate: affiliate.exists
      ? {
          status: (affiliate.get('status') as string | undefined) ?? 'unknown',
          username: (affiliate.get('username') as string | undefined) ?? null,
        }
      : null,
    consents: Object.entries(acceptances).flatMap(([kind, value]) =>
      value && typeof value.version === 'number'
        ? [
            {
              kind,
              version: value.version,
              acceptedAt: typeof value.acceptedAt === 'number' ? value.acceptedAt : null,
            },
          ]
        : [],
    ),
    announcementsOptOut: userDoc.get('announcementsOptOut') === true,
    grantRequest,
  };
}
