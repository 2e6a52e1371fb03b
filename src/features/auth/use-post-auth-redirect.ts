import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '@/lib/safe-redirect';
import { paths } from '@/config/paths';

/** The `redirect` query, if it is a safe same-origin path. */
export function useRedirectParam(): string | null {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'), location.origin);
}

/** After signing in or up: back to where the visitor was going, else the dashboard. */
export function usePostAuthRedirect(): () => void {
  const navigate = useNavigate();
  const redirect = useRedirectParam();
  return useCallback(() => {
    void navigate(redirect ?? paths.dashboard.path, { replace: true });
  }, [navigate, redirect]);
}
