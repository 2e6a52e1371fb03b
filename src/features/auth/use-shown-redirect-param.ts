import { useHydrated } from '@/lib/use-hydrated';
import { useSafeRedirectParam } from '@/lib/use-safe-redirect-param';

/**
 * The `redirect` parameter as the sign-in pages show it (in their links). These pages are
 * prerendered without a query and adopted by React even when the address has one
 * (public/start-app-when-needed.js), so the first render must be the markup's: the parameter shows
 * from the next render on. Signing in still goes on to it (use-post-auth-redirect.ts).
 */
export function useShownRedirectParam(): string | null {
  const redirect = useSafeRedirectParam();
  return useHydrated() ? redirect : null;
}
