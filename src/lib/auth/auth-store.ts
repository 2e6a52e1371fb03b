import { create } from 'zustand';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  providerIds: string[];
  createdAt: string | null;
  lastSignInAt: string | null;
}

export interface AuthState {
  /** `unknown` until Firebase Auth has restored (or not) a persisted session. */
  status: 'unknown' | 'signedOut' | 'signedIn';
  user: AuthUser | null;
  claims: Record<string, unknown>;
}

/**
 * What the UI knows about the signed-in user. It holds no Firebase objects, so components can
 * read it without pulling the Auth SDK into their chunk; lib/auth/auth-service.ts fills it.
 */
export const useAuthStore = create<AuthState>(() => ({
  status: 'unknown',
  user: null,
  claims: {},
}));
