import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  ageLastSignIn as ageOverRest,
  signInOverRest,
  smsCode,
} from '../../scripts/lib/auth-emulator-mfa';

/** Admin access to the emulators the suite runs against (env set by scripts/test.ts). */
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-saas';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
const app = getApps()[0] ?? initializeApp({ projectId });
export const adminAuth = getAuth(app);

export const PASSWORD = 'e2e-password-1';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Records that the user accepted the current terms and privacy policy, as the accept pages do,
 * so tests about something else land where they asked instead of on the accept pages.
 */
export async function acceptCurrentPolicies(uid: string): Promise<void> {
  const db = getFirestore(app);
  const policyAcceptances: Record<string, { version: number; acceptedAt: number }> = {};
  for (const kind of ['terms', 'privacy']) {
    const version = (await db.doc(`policies/${kind}`).get()).get('currentVersion') as unknown;
    if (typeof version === 'number') policyAcceptances[kind] = { version, acceptedAt: Date.now() };
  }
  await db.doc(`users/${uid}`).set({ policyAcceptances }, { merge: true });
}

/**
 * Grants the claim as `npm run admin:claim` does: the claim, and the users mirror the Firestore
 * rules check beside it.
 */
export async function grantSuperAdmin(uid: string): Promise<void> {
  await adminAuth.setCustomUserClaims(uid, { superAdmin: true });
  await getFirestore(app).doc(`users/${uid}`).set({ superAdmin: true }, { merge: true });
}

/**
 * Puts a seeded person back as a plain user: no claim, no mirror flag, no grant waiting for
 * approval (a test that granted super admin, or stopped half-way through asking).
 */
export async function resetToPlainUser(uid: string): Promise<void> {
  await adminAuth.setCustomUserClaims(uid, null);
  await getFirestore(app).doc(`users/${uid}`).set({ superAdmin: false }, { merge: true });
  await getFirestore(app).doc(`superAdminGrantRequests/${uid}`).delete();
}

/** A phone number of the fictional +1 555 range, different for each test user. */
export function uniquePhone(): string {
  return `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

export async function createUser(
  options: {
    prefix?: string;
    superAdmin?: boolean;
    /** false: a super admin who has not set up two-step verification (default: set up). */
    secondFactor?: boolean;
    displayName?: string;
    /** false: a brand-new user who has accepted nothing yet. */
    acceptPolicies?: boolean;
  } = {},
) {
  const email = uniqueEmail(options.prefix ?? 'user');
  const user = await adminAuth.createUser({
    email,
    password: PASSWORD,
    displayName: options.displayName ?? 'Test User',
    emailVerified: true,
    ...(options.superAdmin && options.secondFactor !== false
      ? {
          multiFactor: {
            enrolledFactors: [
              { factorId: 'phone', phoneNumber: uniquePhone(), displayName: 'Phone' },
            ],
          },
        }
      : {}),
  });
  if (options.superAdmin) await grantSuperAdmin(user.uid);
  if (options.acceptPolicies !== false) await acceptCurrentPolicies(user.uid);
  return { uid: user.uid, email, password: PASSWORD };
}

interface OobCode {
  email: string;
  oobLink: string;
  requestType: string;
}

/** The emails the Auth emulator "sent" (it lists them instead of sending). */
export async function latestOobLink(email: string, requestType: string): Promise<string> {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1);
  if (!code) throw new Error(`no ${requestType} mail for ${email}`);
  return code.oobLink;
}

/** The two-step verification code the Auth emulator "texted" for a verification session. */
export const smsCodeFor = (sessionInfo: string) => smsCode(authHost, projectId, sessionInfo);

/** Signs in over REST (with the texted code for a super admin): the tokens the web SDK keeps. */
export const signInTokens = (email: string, password: string) =>
  signInOverRest(authHost, projectId, email, password);

/** Makes the user's last sign-in `minutesAgo` old: the next ID token's `auth_time` says so. */
export const ageLastSignIn = (uid: string, minutesAgo: number) =>
  ageOverRest(authHost, uid, minutesAgo);

/**
 * An approved affiliate who accepted the current agreement (written as the approval and the
 * agreement page write it), with `fields` added to their record: for specs whose subject comes
 * after those pages.
 */
export async function approvedAffiliate(
  uid: string,
  username: string,
  fields: Record<string, unknown> = {},
): Promise<void> {
  const db = getFirestore(app);
  const agreement = (await db.doc('policies/affiliateAgreement').get()).get('currentVersion') as
    number | undefined;
  await db.doc(`usernames/${username}`).set({ uid });
  await db.doc(`affiliates/${uid}`).set({
    username,
    status: 'approved',
    approvedAt: Date.now(),
    agreement: agreement ? { version: agreement, acceptedAt: Date.now(), userAgent: 'e2e' } : null,
    ...fields,
  });
}
