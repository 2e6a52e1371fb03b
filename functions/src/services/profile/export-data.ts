import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { DataExport } from '../../contracts/profile';
import { affiliateRef, publicProfileRef, userRef } from './store';
import { docJson, isoTime } from './to-json';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Everything stored about the caller, as JSON (GDPR access and portability): their Auth
 * account, users doc, username and public profile, company memberships, invitations addressed
 * to their email (once it is verified), affiliate record and attribution decision, and contact messages they sent
 * while signed in. Other people appear only by what is public (a company's name, an
 * affiliate's username): never their ids, emails or names.
 */
export async function exportData(
  uid: string,
  deps: { db: Firestore; auth: Auth; now: number },
): Promise<DataExport> {
  const { db, auth, now } = deps;
  const account = await auth.getUser(uid);
  // Invitations are addressed by email: only a verified address makes them the caller's.
  const email = account.emailVerified ? (account.email?.toLowerCase() ?? null) : null;

  const [user, affiliate, attribution, memberships, invitations, messages] = await Promise.all([
    userRef(db, uid).get(),
    affiliateRef(db, uid).get(),
    db.collection('affiliateAttributions').doc(uid).get(),
    db.collectionGroup('members').where('uid', '==', uid).get(),
    email ? db.collection('invitations').where('email', '==', email).get() : Promise.resolve(null),
    db.collection('contactMessages').where('uid', '==', uid).get(),
  ]);
  const username = text(user.get('username')) ?? text(affiliate.get('username'));
  const publicProfile = username ? await publicProfileRef(db, username).get() : null;

  // Company names for memberships and invitations, each company read once.
  const companyIds = new Set<string>([
    ...memberships.docs.map((m) => m.ref.parent.parent?.id ?? ''),
    ...(invitations?.docs.map((i) => text(i.get('companyId')) ?? '') ?? []),
  ]);
  companyIds.delete('');
  const companies = companyIds.size
    ? await db.getAll(...[...companyIds].map((id) => db.collection('companies').doc(id)))
    : [];
  const companyName = new Map(companies.map((c) => [c.id, text(c.get('name'))]));

  const referrerUid = text(attribution.get('affiliateUid'));
  const referredBy =
    attribution.get('attributed') === true && referrerUid
      ? text((await affiliateRef(db, referrerUid).get()).get('username'))
      : null;

  return {
    format: 'parley-data-export/1',
    exportedAt: new Date(now).toISOString(),
    uid,
    account: {
      email: account.email ?? null,
      emailVerified: account.emailVerified,
      displayName: account.displayName ?? null,
      photoURL: account.photoURL ?? null,
      signInProviders: account.providerData.map((p) => p.providerId),
      createdAt: isoTime(account.metadata.creationTime),
      lastSignInAt: isoTime(account.metadata.lastSignInTime),
    },
    userDocument: docJson(user.data()),
    username,
    publicProfile: docJson(publicProfile?.data()),
    companies: memberships.docs.map((m) => {
      const companyId = m.ref.parent.parent?.id ?? '';
      return {
        companyId,
        companyName: companyName.get(companyId) ?? null,
        role: text(m.get('role')) ?? 'member',
        joinedAt: isoTime(m.get('joinedAt')),
      };
    }),
    invitations: (invitations?.docs ?? []).map((i) => {
      const companyId = text(i.get('companyId')) ?? '';
      return {
        invitationId: i.id,
        companyId,
        companyName: companyName.get(companyId) ?? null,
        role: text(i.get('role')) ?? 'member',
        status: text(i.get('status')) ?? 'pending',
        createdAt: isoTime(i.get('createdAt')),
        expiresAt: isoTime(i.get('expiresAt')),
      };
    }),
    affiliate: docJson(affiliate.data()),
    affiliateAttribution: attribution.exists
      ? {
          attributed: attribution.get('attributed') === true,
          outcome: text(attribution.get('outcome')),
          referredBy,
          decidedAt: isoTime(attribution.get('at')),
        }
      : null,
    contactMessages: messages.docs.map((m) => ({
      topic: text(m.get('topic')) ?? '',
      message: text(m.get('message')) ?? '',
      name: text(m.get('name')) ?? '',
      email: text(m.get('email')) ?? '',
      createdAt: isoTime(m.get('createdAt')),
    })),
  };
}
