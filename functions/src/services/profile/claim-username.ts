import { HttpsError } from 'firebase-functions/v2/https';
import { authDisplayName, buildPublicProfile, type Profile } from '../../contracts/profile';
import {
  affiliateRef,
  profileFromDoc,
  publicProfileRef,
  readIdentity,
  userRef,
  usernameRef,
} from './store';
import { refuseLinkRename } from './link-rename-limits';
import { authFacts, type ProfileDeps } from './update-profile';

export const usernameTaken = () =>
  new HttpsError('already-exists', 'That username is taken. Please choose another.');

/** A create that lost the race for a name at commit (gRPC ALREADY_EXISTS) is the same refusal. */
const isAlreadyExists = (error: unknown) => (error as { code?: unknown })?.code === 6;

/**
 * Claims `usernames/{username}` for the caller in one transaction: of several concurrent claims
 * of one name exactly one wins, the others get `already-exists`. The caller's previous name is
 * freed (its claim and public profile deleted) and the public profile is written under the new
 * one. An affiliate's username is their referral link name, so `affiliates/{uid}.username`
 * follows in the same transaction (links with the old name stop counting), and the old claim is
 * kept, `retired`: nobody else can take the name and with it the links still out there. The
 * affiliate may take it back.
 */
export async function claimUsername(
  username: string,
  uid: string,
  deps: ProfileDeps,
): Promise<{ profile: Profile }> {
  const { db, auth, now } = deps;
  const facts = await authFacts(auth, uid);
  try {
    return await db.runTransaction(async (tx) => {
      const identity = await readIdentity(tx, db, uid);
      const previous = identity.username;
      const wanted = await tx.get(usernameRef(db, username));
      if (wanted.exists && wanted.get('uid') !== uid) throw usernameTaken();
      const changing = previous !== null && previous !== username;
      const old = changing ? await tx.get(usernameRef(db, previous)) : null;
      // The affiliate's link name moves to the new username; the old one is retired, also when
      // it was not their public username.
      const linkName = identity.affiliateUsername;
      const movingLink = linkName !== null && linkName !== username;
      const oldLink =
        movingLink && linkName !== previous ? await tx.get(usernameRef(db, linkName)) : null;
      if (movingLink) {
        // Every link name moved away from stays reserved for good: renames are paced and capped,
        // so nobody can hoard names by renaming in a loop.
        const retired = await tx.get(
          db.collection('usernames').where('uid', '==', uid).where('retired', '==', true),
        );
        const takingBack = wanted.get('retired') === true && wanted.get('uid') === uid;
        refuseLinkRename({
          now,
          lastChangedAt: identity.linkNameChangedAt,
          retiredAfter: retired.size + 1 - (takingBack ? 1 : 0),
        });
      }

      const stored = profileFromDoc(identity.user, username);
      // A user who never saved their profile is shown with their Auth name, never a photo.
      const profile: Profile = {
        ...stored,
        displayName: authDisplayName(stored.displayName) ?? facts.displayName,
      };
      if (!wanted.exists) tx.create(usernameRef(db, username), { uid });
      else if (wanted.get('retired') === true) tx.set(usernameRef(db, username), { uid });
      if (changing) {
        // Only a claim that is really the caller's is freed (or, their link name, retired).
        if (old?.exists && old.get('uid') === uid) {
          if (previous === linkName) {
            tx.set(usernameRef(db, previous), { uid, retired: true, retiredAt: now });
          } else {
            tx.delete(usernameRef(db, previous));
          }
        }
        tx.delete(publicProfileRef(db, previous));
      }
      if (linkName && oldLink?.exists && oldLink.get('uid') === uid) {
        tx.set(usernameRef(db, linkName), { uid, retired: true, retiredAt: now });
      }
      tx.set(
        publicProfileRef(db, username),
        buildPublicProfile({ ...profile, username, joinedAt: facts.joinedAt }),
      );
      tx.set(
        userRef(db, uid),
        previous === username ? { username } : { username, usernameChangedAt: now },
        { merge: true },
      );
      if (movingLink) tx.update(affiliateRef(db, uid), { username, usernameChangedAt: now });
      return { profile };
    });
  } catch (error) {
    if (isAlreadyExists(error)) throw usernameTaken();
    throw error;
  }
}
