import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import {
  buildPublicProfile,
  DEFAULT_PUBLIC_FIELDS,
  publicFieldsSchema,
} from '../../functions/src/contracts/profile';
import { demoAccounts } from './demo-accounts';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The demo accounts' bios, usernames and public profiles, as profileOperations would write
 * them. Idempotent: a username (and bio) is given only to an account that has none yet, so a
 * name or choice changed in the app since is kept; the public profile is then rebuilt from the
 * users doc, which the seed may have reset (display name) on this run.
 */
export async function seedDemoProfiles(db: Firestore, auth: Auth): Promise<void> {
  for (const account of demoAccounts) {
    if (!('profile' in account)) continue;
    const userRef = db.doc(`users/${account.uid}`);
    const stored = (await userRef.get()).data() ?? {};
    if (!('publicFields' in stored)) {
      await userRef.set(
        {
          bio: account.profile.bio,
          photoURL: null,
          publicFields: { photo: true, bio: true, joinedAt: true },
        },
        { merge: true },
      );
    }
    const wanted = account.profile.username;
    if (wanted && !text(stored.username)) {
      const claim = await db.doc(`usernames/${wanted}`).get();
      if (!claim.exists || claim.get('uid') === account.uid) {
        await db.doc(`usernames/${wanted}`).set({ uid: account.uid });
        await userRef.set({ username: wanted }, { merge: true });
      }
    }

    const user = (await userRef.get()).data() ?? {};
    const username = text(user.username);
    if (!username) continue;
    const created = Date.parse((await auth.getUser(account.uid)).metadata.creationTime);
    const fields = publicFieldsSchema.safeParse(user.publicFields);
    await db.doc(`publicProfiles/${username}`).set(
      buildPublicProfile({
        username,
        displayName: text(user.displayName),
        photoURL: text(user.photoURL),
        bio: text(user.bio),
        joinedAt: Number.isFinite(created) ? created : null,
        publicFields: fields.success ? fields.data : DEFAULT_PUBLIC_FIELDS,
      }),
    );
  }
}
