import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** Admin access to the emulators the suite runs against (env set by scripts/test.ts). */
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-saas';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
const app = getApps()[0] ?? initializeApp({ projectId });
export const adminAuth = getAuth(app);

export const PASSWORD = 'e2e-password-1';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function createUser(
  options: { prefix?: string; superAdmin?: boolean; displayName?: string } = {},
) {
  const email = uniqueEmail(options.prefix ?? 'user');
  const user = await adminAuth.createUser({
    email,
    password: PASSWORD,
    displayName: options.displayName ?? 'Test User',
    emailVerified: true,
  });
  if (options.superAdmin) await adminAuth.setCustomUserClaims(user.uid, { superAdmin: true });
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
