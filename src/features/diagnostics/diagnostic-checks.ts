import { SESSION_ENDPOINT_PATH } from '@contracts/session';
import { doc, getDoc } from 'firebase/firestore';
import { auth } from '@/lib/auth/auth-service';
import { getDb } from '@/lib/firebase/firestore';
import { callFunction } from '@/lib/firebase/functions';

function requireUser() {
  const user = auth.currentUser;
  if (!user) throw new Error('Not signed in');
  return user;
}

/** Reads the caller's own profile document (allowed by the rules whether or not it exists). */
export async function firestoreRoundTrip(): Promise<string> {
  const user = requireUser();
  const snapshot = await getDoc(doc(await getDb(), 'users', user.uid));
  return snapshot.exists()
    ? 'read users/{uid}: document found'
    : 'read users/{uid}: no document yet';
}

export async function callableRoundTrip(): Promise<string> {
  const result = await callFunction('ping', { echo: 'architecture-test' });
  return `ping answered from ${result.region}, uid ${result.uid ?? 'none'}, superAdmin ${String(result.superAdmin)}`;
}

export async function sessionRoundTrip(): Promise<string> {
  const token = await requireUser().getIdToken();
  const response = await fetch(SESSION_ENDPOINT_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) throw new Error(`session endpoint answered ${response.status}`);
  return `session endpoint answered ${response.status}`;
}
