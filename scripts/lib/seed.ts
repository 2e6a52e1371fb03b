import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { emulatorEnv, PROJECT_ID, type StackPorts } from './stack';

/** Seeds the demo accounts and their documents. Idempotent: running it twice changes nothing. */
export async function seedDemoData(ports: StackPorts): Promise<void> {
  Object.assign(process.env, emulatorEnv(ports));
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  const auth = getAuth(app);
  const db = getFirestore(app);

  for (const account of demoAccounts) {
    const properties = {
      email: account.email,
      password: DEMO_PASSWORD,
      displayName: account.displayName,
      emailVerified: true,
    };
    try {
      await auth.updateUser(account.uid, properties);
    } catch {
      await auth.createUser({ uid: account.uid, ...properties });
    }
    await auth.setCustomUserClaims(account.uid, account.superAdmin ? { superAdmin: true } : null);
    await db.doc(`users/${account.uid}`).set(
      {
        email: account.email,
        displayName: account.displayName,
        createdAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    if ('affiliateUsername' in account) {
      await db.doc(`affiliates/${account.uid}`).set(
        {
          username: account.affiliateUsername,
          status: 'approved',
          approvedAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      );
      await db.doc(`usernames/${account.affiliateUsername}`).set({ uid: account.uid });
    }
  }
}
