import { createHash, randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { CallableName, CallableInput, CallableOutput } from '@contracts/callables';
import type { CompanyRole } from '@contracts/companies';
import { authHost, functionsUrl, projectId } from './env';
import type { CaughtMail } from './mail';
import { adminAuth } from './users';

export const adminDb = getFirestore();
const apps: FirebaseApp[] = [];

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

/** A user in the Auth emulator with a display name (members copy it from the Auth record). */
export async function createUser(displayName = 'Test Person'): Promise<TestUser> {
  const email = `co-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'companies-test-1';
  const user = await adminAuth.createUser({ email, password, displayName });
  return { uid: user.uid, email, password, displayName };
}

/**
 * Web SDK callers of companyOperations and invitationOperations, signed in as `user` (or a
 * visitor), reaching the functions emulator the way the app does.
 */
export async function clientFor(user?: { email: string; password: string }) {
  const app = initializeApp(
    { projectId, apiKey: 'demo-api-key' },
    `companies-${apps.length}-${randomUUID()}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost()}`, { disableWarnings: true });
  if (user) await signInWithEmailAndPassword(auth, user.email, user.password);
  const functions = getFunctions(app, 'us-central1');
  const { hostname, port } = new URL(functionsUrl());
  connectFunctionsEmulator(functions, hostname, Number(port));
  const caller =
    <N extends CallableName>(name: N) =>
    async (input: CallableInput<N>) =>
      (await httpsCallable<CallableInput<N>, CallableOutput<N>>(functions, name)(input)).data;
  return {
    company: caller('companyOperations'),
    invitation: caller('invitationOperations'),
  };
}
export type Client = Awaited<ReturnType<typeof clientFor>>;

export async function closeCompanyClients(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}

export const uniqueSlug = (prefix = 'co') => `${prefix}-${randomUUID().slice(0, 8)}`;

/** A company created through the callable by `owner`; returns its id and slug. */
export async function createCompany(owner: Client, name = 'Test Company') {
  const slug = uniqueSlug();
  const result = await owner.company({ action: 'create', payload: { name, slug } });
  if (!('companyId' in result)) throw new Error('create returned no companyId');
  return { companyId: result.companyId, slug };
}

/** Puts `user` in the company directly (test set-up only; the product joins by invitation). */
export async function addMember(companyId: string, user: TestUser, role: CompanyRole) {
  await adminDb.doc(`companies/${companyId}/members/${user.uid}`).set({
    uid: user.uid,
    companyId,
    role,
    email: user.email,
    displayName: user.displayName,
    photoURL: null,
    joinedAt: Date.now(),
  });
  await adminDb.doc(`companies/${companyId}`).update({ memberCount: FieldValue.increment(1) });
}

export async function memberRole(companyId: string, uid: string): Promise<string | null> {
  const snap = await adminDb.doc(`companies/${companyId}/members/${uid}`).get();
  return (snap.get('role') as string | undefined) ?? null;
}

export async function companyData(companyId: string) {
  return (await adminDb.doc(`companies/${companyId}`).get()).data();
}

export async function activeCompanyOf(uid: string): Promise<unknown> {
  return (await adminDb.doc(`users/${uid}`).get()).get('activeCompanyId');
}

/** The code and message of a failed call ('none' when it succeeded). */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string }> {
  try {
    await promise;
    return { code: 'none', message: '' };
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return { code: code ?? 'unknown', message: message ?? '' };
  }
}

export const errorCode = async (promise: Promise<unknown>) => (await failure(promise)).code;

/** The token of an invitation mail's accept link. */
export function tokenFromMail(mail: CaughtMail): string {
  const match = /accept-invite\?token=([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No invitation link in the mail:\n${mail.text}`);
  return match[1];
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
