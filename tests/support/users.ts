import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { authHost, projectId } from './env';

const app = getApps()[0] ?? initializeApp({ projectId });
export const adminAuth = getAuth(app);

/** Creates a user in the Auth emulator and signs in over REST, as the web SDK would. */
export async function createSignedInUser(claims?: Record<string, unknown>) {
  const email = `fn-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'functions-test-1';
  const user = await adminAuth.createUser({ email, password });
  if (claims) await adminAuth.setCustomUserClaims(user.uid, claims);
  const response = await fetch(
    `http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken: string };
  return { uid: user.uid, email, password, idToken: body.idToken };
}
