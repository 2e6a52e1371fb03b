import { useAuthStore, type AuthUser } from './auth-store';

/**
 * For component tests: puts a signed-in email/password user in the auth store (no Firebase), as
 * the auth bootstrap would after a sign-in.
 */
export function signInTestUser(user: Partial<AuthUser> & { uid: string }): void {
  useAuthStore.setState({
    status: 'signedIn',
    claims: {},
    user: {
      email: `${user.uid}@example.com`,
      displayName: null,
      photoURL: null,
      emailVerified: true,
      providerIds: ['password'],
      createdAt: null,
      lastSignInAt: null,
      ...user,
    },
  });
}
