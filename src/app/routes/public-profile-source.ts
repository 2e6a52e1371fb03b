import type { PublicProfileDoc } from '@contracts/profile';
import { doc, getDoc } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/firestore';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** publicProfiles/{username}, readable by anyone; null when nobody holds the name. */
export async function fetchPublicProfile(username: string): Promise<PublicProfileDoc | null> {
  const snapshot = await getDoc(doc(await getDb(), 'publicProfiles', username));
  if (!snapshot.exists()) return null;
  const joinedAt = snapshot.get('joinedAt') as unknown;
  return {
    username,
    displayName: text(snapshot.get('displayName')) ?? username,
    photoURL: text(snapshot.get('photoURL')),
    bio: text(snapshot.get('bio')),
    joinedAt: typeof joinedAt === 'number' ? joinedAt : null,
  };
}
