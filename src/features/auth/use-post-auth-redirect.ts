import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSafeRedirectParam } from '@/lib/use-safe-redirect-param';
import { paths } from '@/config/paths';

/** After signing in or up: back to where the visitor was going, else the dashboard. */
export function usePostAuthRedirect(): () => void {
  const navigate = useNavigate();
  const redirect = useSafeRedirectParam();
  return useCallback(() => {
    void navigate(redirect ?? paths.dashboard.path, { replace: true });
  }, [navigate, redirect]);
}
