import type { CallableOutput } from '@contracts/callables';
import {
  DEFAULT_PUBLIC_FIELDS,
  publicFieldsSchema,
  type DataExport,
  type Profile,
  type ProfileUpdate,
} from '@contracts/profile';
import { doc, getDoc } from 'firebase/firestore';
import { callFunction } from '@/lib/firebase/functions';
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

function profileOf(data: CallableOutput<'profileOperations'>): Profile {
  if (!('profile' in data)) throw new Error('Unexpected answer from profileOperations');
  return data.profile;
}

export async function saveProfile(payload: ProfileUpdate): Promise<Profile> {
  return profileOf(await callFunction('profileOperations', { action: 'update', payload }));
}

export async function claimUsername(username: string): Promise<Profile> {
  return profileOf(
    await callFunction('profileOperations', { action: 'claimUsername', payload: { username } }),
  );
}

export async function exportMyData(): Promise<DataExport> {
  const data = await callFunction('profileOperations', { action: 'exportData' });
  if (!('format' in data)) throw new Error('Unexpected answer from profileOperations');
  return data;
}
