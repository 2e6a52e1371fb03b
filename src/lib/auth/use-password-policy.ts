import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/data/keys';
import { queryClient } from '@/lib/query-client';
import { loadAuth } from './load-auth';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from './password-policy';

/** Auth loads for it (a dynamic import): the register page paints first. */
const fetchPasswordPolicy = async () => (await loadAuth()).fetchPasswordPolicy();

/**
 * The project's password policy, read once per session (it changes only in the console). Until it
 * arrives, and when it cannot be read, the default policy applies; the server checks again anyway.
 * `read: false` holds the read (and Auth) back, e.g. until a visitor starts using the page.
 */
export function usePasswordPolicy({ read = true }: { read?: boolean } = {}): PasswordPolicy {
  const { data } = useQuery(
    {
      queryKey: queryKeys.auth.passwordPolicy,
      queryFn: fetchPasswordPolicy,
      staleTime: Infinity,
      enabled: read,
    },
    queryClient,
  );
  return data ?? DEFAULT_PASSWORD_POLICY;
}
