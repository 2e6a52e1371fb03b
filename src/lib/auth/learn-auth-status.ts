import { useAuthStore } from './auth-store';
import { loadAuth } from './load-auth';
import { mayHoldSession } from './may-hold-session';

/**
 * Public pages: find out whether the visitor is signed in. Only a browser where someone signed
 * in (the session marker) may hold a session, so only there is Auth loaded to restore it; every
 * other visitor is known to be signed out without downloading or running Auth. Signing in
 * loads Auth anyway, and it then keeps the status current.
 */
export function learnAuthStatus(): void {
  if (mayHoldSession()) {
    void loadAuth();
  } else if (useAuthStore.getState().status === 'unknown') {
    useAuthStore.setState({ status: 'signedOut' });
  }
}
