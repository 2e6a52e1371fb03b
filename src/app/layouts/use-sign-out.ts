import { useCallback, useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { loadAuth } from '@/lib/auth/load-auth';
import { useAuthStore } from '@/lib/auth/auth-store';
import { signInRedirect } from '../guard/decide';

/**
 * Sign-out for the signed-in layouts. Also watches the auth state: when the session ends
 * elsewhere (another tab, a disabled account) the visitor is sent to sign in again.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const status = useAuthStore((s) => s.status);
  const signingOut = useRef(false);

  useEffect(() => {
    if (status === 'signedOut' && !signingOut.current) {
      void navigate(signInRedirect(location), { replace: true });
    }
  }, [status, navigate, location]);

  return useCallback(() => {
    signingOut.current = true;
    void (async () => {
      try {
        await (await loadAuth()).signOutUser();
        await navigate('/');
        toast.success('You are signed out.');
      } catch {
        signingOut.current = false;
        toast.error('We could not sign you out. Please try again.');
      }
    })();
  }, [navigate]);
}
