import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  authDisplayName,
  authPhotoUrl,
  buildPublicProfile,
  type Profile,
  type ProfileUpdate,
} from '../../contracts/profile';
import { bulkWrite } from '../../lib/bulk-write';
import { publicProfileRef, readIdentity, userRef } from './store';

export interface ProfileDeps {
  db: Firestore;
  auth: Auth;
  now: number;
}

/** What the Auth record knows: when the account was created (the "joined" date), name and photo. */
export async function authFacts(auth: Auth, uid: string) {
  const user = await auth.getUser(uid);
  const created = Date.parse(user.metadata.creationTime);
  return {
    joinedAt: Number.isFinite(created) ? created : null,
    displayName: authDisplayName(user.displayName),
    photoURL: authPhotoUrl(user.photoURL),
  };
}

/** Team lists show the name and photo copied into each membership: keep them in step. */
async function refreshMemberships(db: Firestore, uid: string, input: ProfileUpdate) {
  const memberships = await db.collectionGroup('members').where('uid', '==', uid).get();
  if (memberships.empty) return;
  const failed = await bulkWrite(db, (writer) =>
    memberships.docs.map((membership) =>
      writer.update(membership.ref, { displayName: input.displayName, photoURL: input.photoURL }),
    ),
  );
  // The profile itself is saved; a stale copy in a team list is logged, not the caller's error.
  if (failed.length > 0) {
    logger.error('profile: some memberships kept the old name', {
      uid,
      failed: failed.map((e) => e.message),
    });
  }
}

/**
 * Saves the caller's display name, photo, bio and public choices: users/{uid} and the public
 * profile (when they have a username) in one transaction, then the Auth record's display name
 * and photo, which sign-in screens and new team memberships read.
 */
export async function updateProfile(
  input: ProfileUpdate,
  uid: string,
  deps: ProfileDeps,
): Promise<{ profile: Profile }> {
  const { db, auth, now } = deps;
  const { joinedAt } = await authFacts(auth, uid);
  const profile = await db.runTransaction(async (tx) => {
    const { username } = await readIdentity(tx, db, uid);
    tx.set(
      userRef(db, uid),
      {
        displayName: input.displayName,
        photoURL: input.photoURL,
        bio: input.bio,
        publicFields: input.publicFields,
        profileUpdatedAt: now,
        ...(username ? { username } : {}),
      },
      { merge: true },
    );
    if (username) {
      tx.set(publicProfileRef(db, username), buildPublicProfile({ ...input, username, joinedAt }));
    }
    return { ...input, username } satisfies Profile;
  });
  await auth.updateUser(uid, { displayName: input.displayName, photoURL: input.photoURL });
  await refreshMemberships(db, uid, input);
  return { profile };
}
