import {
  DEFAULT_PUBLIC_FIELDS,
  publicFieldsSchema,
  type DataExport,
  type Profile,
  type ProfileUpdate,
} from '@contracts/profile';
import { doc, getDoc } from 'firebase/firestore';
import { callOperation } from '@/lib/firebase/functions';
import { getDb } from '@/lib/firebase/firestore';

export interface ProfileState {
  profile: Profile;
  /** An affiliate's username is their referral link name: changing it breaks old links. */
  isAffiliate: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The signed-in user's profile from their users doc (and affiliate record), with the Auth
 * record's name and photo for a user who never saved a profile.
 */
export async function loadProfile(
  uid: string,
  fallback: { displayName: string | null; photoURL: string | null },
): Promise<ProfileState> {
  const db = await getDb();
  const [user, affiliate] = await Promise.all([
    getDoc(doc(db, 'users', uid)),
    getDoc(doc(db, 'affiliates', uid)),
  ]);
  const fields = publicFieldsSchema.safeParse(user.get('publicFields'));
  return {
    profile: {
      displayName: text(user.get('displayName')) ?? fallback.displayName,
      photoURL: text(user.get('photoURL')) ?? fallback.photoURL,
      bio: text(user.get('bio')),
      username: text(user.get('username')) ?? text(affiliate.get('username')),
      publicFields: fields.success ? fields.data : DEFAULT_PUBLIC_FIELDS,
    },
    isAffiliate: affiliate.exists(),
  };
}

export async function saveProfile(payload: ProfileUpdate): Promise<Profile> {
  return (await callOperation('profileOperations', 'update', payload)).profile;
}

export async function claimUsername(username: string): Promise<Profile> {
  return (await callOperation('profileOperations', 'claimUsername', { username })).profile;
}

export function exportMyData(): Promise<DataExport> {
  return callOperation('profileOperations', 'exportData');
}
