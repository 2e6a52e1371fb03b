import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { getFirestore } from 'firebase-admin/firestore';
import type { CallableInput } from '@contracts/callables';

type AffiliateOperationsInput = CallableInput<'affiliateOperations'>;
import { signInWithSecondFactor } from './second-factor';
import { authHost, functionsUrl, projectId } from './env';
import { adminAuth } from './users';

export const adminDb = getFirestore();
const apps: FirebaseApp[] = [];

export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** A web SDK client of affiliateOperations, signed in as given (or a visitor). */
export async function affiliateClient(
  signIn?: { email: string; password: string } | { customToken: string },
) {
  const app = initializeApp(
    { projectId, apiKey: 'demo-api-key' },
    `affiliate-${apps.length}-${randomUUID()}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost()}`, { disableWarnings: true });
  if (signIn && 'customToken' in signIn) await signInWithCustomToken(auth, signIn.customToken);
  else if (signIn) await signInWithSecondFactor(auth, signIn.email, signIn.password);
  const functions = getFunctions(app, 'us-central1');
  const { hostname, port } = new URL(functionsUrl());
  connectFunctionsEmulator(functions, hostname, Number(port));
  const call = httpsCallable<AffiliateOperationsInput, Record<string, unknown>>(
    functions,
    'affiliateOperations',
  );
  return async (input: AffiliateOperationsInput) => (await call(input)).data;
}

export async function closeClients(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}

/** The agreement version now current, as an acceptance record (none while never published). */
export async function currentAgreementAcceptance() {
  const version = (await adminDb.doc('policies/affiliateAgreement').get()).get(
    'currentVersion',
  ) as unknown;
  return typeof version === 'number'
    ? { version, acceptedAt: Date.now(), userAgent: BROWSER_UA }
    : null;
}

/**
 * Creates an affiliate (user, username claim, affiliate record) with a unique username. It has
 * accepted the current agreement (so its link counts) unless `acceptAgreement` is false.
 */
export async function createAffiliate(
  status: 'approved' | 'suspended' = 'approved',
  options: { acceptAgreement?: boolean } = {},
) {
  const username = `aff_${randomUUID().slice(0, 8).replace(/-/g, '')}`;
  const email = `${username}@example.com`;
  const password = 'affiliate-test-1';
  const user = await adminAuth.createUser({ email, password });
  const agreement = options.acceptAgreement === false ? null : await currentAgreementAcceptance();
  await adminDb.doc(`usernames/${username}`).set({ uid: user.uid });
  await adminDb
    .doc(`affiliates/${user.uid}`)
    .set({ username, status, approvedAt: Date.now(), payoutEmail: email, agreement });
  return { uid: user.uid, username, email, password };
}

/** A visit of `username`'s link, as the app sends it; by default the click itself (a touch). */
export function visit(
  username: string,
  overrides: Partial<{
    page: string;
    sessionId: string;
    userAgent: string;
    referrer: string;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    touch: boolean;
  }> = {},
): AffiliateOperationsInput {
  return {
    action: 'trackAffiliateVisit',
    payload: {
      affiliateUsername: username,
      visitData: {
        page: '/',
        referrer: 'https://news.example.com/some/article?id=1',
        userAgent: BROWSER_UA,
        sessionId: randomUUID(),
        timestamp: Date.now(),
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        // The visitor followed the link (the app sends its first visit after the click so).
        touch: true,
        ...overrides,
      },
    },
  };
}

export const today = () => new Date().toISOString().slice(0, 10);

/** A day's counters, sealed or not: the day document plus its live shards. */
export async function rollupTotals(affiliateUid: string, day = today()) {
  const ofDay = (collection: string) =>
    adminDb
      .collection(collection)
      .where('affiliateUid', '==', affiliateUid)
      .where('day', '==', day)
      .get();
  const [sealed, shards] = await Promise.all([
    ofDay('affiliateRollups'),
    ofDay('affiliateRollupShards'),
  ]);
  return [...sealed.docs, ...shards.docs].reduce(
    (sum, d) => ({
      visits: sum.visits + ((d.get('visits') as number) ?? 0),
      uniqueSessions: sum.uniqueSessions + ((d.get('uniqueSessions') as number) ?? 0),
      signups: sum.signups + ((d.get('signups') as number) ?? 0),
    }),
    { visits: 0, uniqueSessions: 0, signups: 0 },
  );
}

export async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown';
  }
}
