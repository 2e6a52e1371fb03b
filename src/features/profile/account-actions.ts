import {
  browserPopupRedirectResolver,
  linkWithPopup,
  unlink,
  updatePassword,
  verifyBeforeUpdateEmail,
  type User,
  type UserInfo,
} from 'firebase/auth';
import { paths } from '@/config/paths';
import { auth, refreshAuthUser } from '@/lib/auth/auth-service';
import { authProvider, reauthenticateWithPassword } from '@/lib/auth/providers';
import type { SocialProviderId } from '@/lib/auth/social-providers';

export interface LinkedProvider {
  providerId: string;
  /** The address or handle the provider knows the user by. */
  label: string | null;
}

function currentUser(): User {
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/user-token-expired' });
  return user;
}

const toLinked = (info: UserInfo): LinkedProvider => ({
  providerId: info.providerId,
  label: info.email ?? info.displayName ?? null,
});

/** The signed-in user's sign-in methods, as Auth knows them now. */
export function linkedProviders(): LinkedProvider[] {
  return (auth.currentUser?.providerData ?? []).map(toLinked);
}

/** Re-reads the Auth user after the server changed it (name, photo), for the account menu. */
export async function refreshAccount(): Promise<void> {
  await auth.currentUser?.reload();
  refreshAuthUser();
}

/**
 * Asks for a new sign-in email: after re-authenticating, Auth mails a link to the new address
 * and changes the email only when it is opened (so a typo cannot lock anyone out).
 */
export async function changeEmail(newEmail: string, currentPassword: string): Promise<void> {
  const user = currentUser();
  await reauthenticateWithPassword(user, currentPassword);
  await verifyBeforeUpdateEmail(user, newEmail, {
    url: `${location.origin}${paths.profile.path}`,
  });
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = currentUser();
  await reauthenticateWithPassword(user, currentPassword);
  await updatePassword(user, newPassword);
}

export async function linkProvider(id: SocialProviderId): Promise<LinkedProvider[]> {
  await linkWithPopup(currentUser(), authProvider(id), browserPopupRedirectResolver);
  refreshAuthUser();
  return linkedProviders();
}

/** Removes a sign-in method; the last one is never removed (the account would be unreachable). */
export async function unlinkProvider(providerId: string): Promise<LinkedProvider[]> {
  const user = currentUser();
  if (user.providerData.length <= 1) {
    throw Object.assign(new Error('Last sign-in method'), { code: 'auth/last-provider' });
  }
  await unlink(user, providerId);
  refreshAuthUser();
  return linkedProviders();
}
