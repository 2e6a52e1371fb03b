import { useCallback, useEffect, useState } from 'react';
import type { Profile } from '@contracts/profile';
import { useAuthStore } from '@/lib/auth/auth-store';
import { loadProfile, type ProfileState } from './profile-api';

export type ProfileLoad =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; data: ProfileState; update: (profile: Profile) => void };

/** The signed-in user's profile, loaded once (with a retry), updated by what the server saved. */
export function useProfile(): ProfileLoad {
  const user = useAuthStore((s) => s.user);
  const uid = user?.uid ?? null;
  const [attempt, setAttempt] = useState(0);
  const key = `${uid ?? ''}:${attempt}`;
  const [result, setResult] = useState<
    { key: string; data: ProfileState } | { key: string; error: true } | null
  >(null);
  const fallbackName = user?.displayName ?? null;
  const fallbackPhoto = user?.photoURL ?? null;

  useEffect(() => {
    if (!uid) return;
    let active = true;
    loadProfile(uid, { displayName: fallbackName, photoURL: fallbackPhoto }).then(
      (data) => active && setResult({ key, data }),
      () => active && setResult({ key, error: true }),
    );
    return () => {
      active = false;
    };
    // A new Auth name or photo (after a save) reloads quietly: the key, so the state, stays.
  }, [uid, key, fallbackName, fallbackPhoto]);

  const update = useCallback(
    (profile: Profile) =>
      setResult((current) =>
        current && 'data' in current
          ? { key: current.key, data: { ...current.data, profile } }
          : current,
      ),
    [],
  );

  if (!result || result.key !== key) return { status: 'loading' };
  if ('error' in result) return { status: 'error', retry: () => setAttempt((n) => n + 1) };
  return { status: 'ready', data: result.data, update };
}
