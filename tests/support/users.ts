import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { authHost, projectId } from './env';
import { defaultAdminApp } from '../../scripts/lib/admin-app';
import { signInOverRest } from '../../scripts/lib/auth-emulator-mfa';
import { enrolledPhone } from './second-factor';

const app = defaultAdminApp(projectId);
export const adminAuth = getAuth(app);

/**
 * Creates a user in the Auth emulator and signs in over REST, as the web SDK would. A super
 * admin (claim `superAdmin: true`) has an SMS second factor enrolled and signs in with it, as
 * the product requires, unless `secondFactor: false` (a password-only session, to be refused).
 */
export async function createSignedInUser(
  claims?: Record<string, unknown>,
  { secondFactor = claims?.superAdmin === true }: { secondFactor?: boolean } = {},
) {
  const email = `fn-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'functions-test-1';
  const user = await adminAuth.createUser({
    email,
    password,
    ...(secondFactor ? enrolledPhone : {}),
  });
  if (claims) await adminAuth.setCustomUserClaims(user.uid, claims);
  const { idToken } = await signInOverRest(authHost(), projectId, email, password);
  return { uid: user.uid, email, password, idToken };
}
