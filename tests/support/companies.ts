import { createHash, randomUUID } from 'node:crypto';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { CallableInput } from '@contracts/callables';
import type { CompanyRole } from '@contracts/companies';
import { callerFor, closeCallers } from './callable-client';
import type { CaughtMail } from './mail';
import { adminAuth } from './users';

export const adminDb = getFirestore();

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
  // Verified: an unverified address answers no invitation (tests/functions/hardening.test.ts).
  const user = await adminAuth.createUser({ email, password, displayName, emailVerified: true });
  return { uid: user.uid, email, password, displayName };
}

/**
 * Web SDK callers of companyOperations and invitationOperations, signed in as `user` (or a
 * visitor), reaching the functions emulator the way the app does.
 */
export async function clientFor(user?: { email: string; password: string }) {
  const call = await callerFor(user);
  return {
    company: <const I extends CallableInput<'companyOperations'>>(input: I) =>
      call('companyOperations', input),
    invitation: <const I extends CallableInput<'invitationOperations'>>(input: I) =>
      call('invitationOperations', input),
  };
}
export type Client = Awaited<ReturnType<typeof clientFor>>;

export const closeCompanyClients = closeCallers;

export const uniqueSlug = (prefix = 'co') => `${prefix}-${randomUUID().slice(0, 8)}`;

/** A company created through the callable by `owner`; returns its id and slug. */
export async function createCompany(owner: Client, name = 'Test Company') {
  const slug = uniqueSlug();
  const result = await owner.company({ action: 'create', payload: { name, slug } });
  return { companyId: result.companyId, slug };
}

/** Puts `user` in the company directly (test set-up only; the product joins by invitation). */
/** A company document as the functions write one (the converters refuse a partial one). */
export function companyDocument(id: string, ownerUid: string, name = 'Test Company') {
  const now = Date.now();
  return {
    name,
    slug: id,
    logoUrl: null,
    website: null,
    ownerUid,
    memberCount: 1,
    createdAt: now,
    updatedAt: now,
  };
}

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

/** The code, message and details of a failed call ('none' when it succeeded). */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string; details?: unknown }> {
  try {
    await promise;
    return { code: 'none', message: '' };
  } catch (error) {
    const { code, message, details } = error as {
      code?: string;
      message?: string;
      details?: unknown;
    };
    return { code: code ?? 'unknown', message: message ?? '', details };
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
