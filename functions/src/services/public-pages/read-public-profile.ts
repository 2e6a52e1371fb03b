import type { Firestore } from 'firebase-admin/firestore';
import type { PublicProfileDoc } from '../../contracts/profile';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A stored public profile as the page shows it: its known fields only, each of the right type
 * (the app reads the same document the same way, src/app/routes/public-profile-source.ts).
 * Nothing else the document might hold reaches the page.
 */
export function publicProfileFrom(
  username: string,
  data: Record<string, unknown>,
): PublicProfileDoc {
  return {
    username,
    displayName: text(data.displayName) ?? username,
    photoURL: text(data.photoURL),
    bio: text(data.bio),
    joinedAt: typeof data.joinedAt === 'number' ? data.joinedAt : null,
  };
}

/**
 * publicProfiles/{username}, or null when nobody holds the name publicly: a user without a
 * username has no public profile, and a retired or freed name keeps none.
 */
export async function readPublicProfile(
  db: Firestore,
  username: string,
): Promise<PublicProfileDoc | null> {
  const snapshot = await db.collection('publicProfiles').doc(username).get();
  const data = snapshot.data();
  return data ? publicProfileFrom(username, data) : null;
}
