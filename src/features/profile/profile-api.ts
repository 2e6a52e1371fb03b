import { DEFAULT_PUBLIC_FIELDS, publicFieldsSchema, type Profile } from '@contracts/profile';
import { doc, getDoc } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/firestore';

export interface ProfileState {
  profile: Profile;
  /** An affiliate's username is their referral link name: changing it breaks old links. */
  isAffiliate: boolean;
  /** Opted out of product announcements (here, or through an announcement's unsubscribe link). */
  announcementsOptOut: boolean;
  /** Turned affiliate emails off (here, or through the link in one of them). */
  affiliateMailsOptOut: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The signed-in user's profile and email preferences from their users doc (and affiliate record),
 * with the Auth record's name and photo for a user who never saved a profile.
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
    announcementsOptOut: user.get('announcementsOptOut') === true,
    affiliateMailsOptOut: user.get('affiliateMailsOptOut') === true,
  };
}
