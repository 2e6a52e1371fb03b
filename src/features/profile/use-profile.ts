import type { Profile } from '@contracts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { queryKeys } from '@/lib/data/keys';
import { queryClient } from '@/lib/query-client';
import { loadProfile, type ProfileState } from './profile-api';

export type ProfileLoad =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; data: ProfileState; update: (profile: Profile) => void };

/** Only what the users doc holds: the Auth record's name and photo fill the gaps when read. */
const NO_FALLBACK = { displayName: null, photoURL: null };

/** The read of the signed-in user's profile (users doc), shared by the page and its cards. */
export function profileQuery(uid: string | null) {
  return queryOptions({
    queryKey: queryKeys.profile(uid ?? ''),
    queryFn: () => loadProfile(uid ?? '', NO_FALLBACK),
    enabled: uid !== null,
  });
}

/** Writes what the server saved into the profile read (no read again). */
export function patchProfile(uid: string | null, patch: Partial<ProfileState>): void {
  queryClient.setQueryData(profileQuery(uid).queryKey, (current) =>
    current ? { ...current, ...patch } : current,
  );
}

/** The signed-in user's profile, loaded once (with a retry), updated by what the server saved. */
export function useProfile(): ProfileLoad {
  const user = useAuthStore((s) => s.user);
  const uid = user?.uid ?? null;
  const fallbackName = user?.displayName ?? null;
  const fallbackPhoto = user?.photoURL ?? null;
  // A new Auth name or photo (after a save) shows at once, without reading the profile again.
  const withFallback = useCallback(
    (data: ProfileState): ProfileState => ({
      ...data,
      profile: {
        ...data.profile,
        displayName: data.profile.displayName ?? fallbackName,
        photoURL: data.profile.photoURL ?? fallbackPhoto,
      },
    }),
    [fallbackName, fallbackPhoto],
  );
  const { data, status, refetch } = useQuery(
    { ...profileQuery(uid), select: withFallback },
    queryClient,
  );

  const update = useCallback((profile: Profile) => patchProfile(uid, { profile }), [uid]);

  if (data) return { status: 'ready', data, update };
  if (status === 'error') return { status: 'error', retry: () => void refetch() };
  return { status: 'loading' };
}
