import type { ProgrammeSettings } from '@contracts/affiliate-programme';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

export const PROGRAMME_SETTINGS_KEY = ['affiliateProgramme', 'settings'] as const;

export type ProgrammeSettingsState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; settings: ProgrammeSettings };

/** The admin's copy: read from Firestore, never older than the last save. */
export const LIVE_PROGRAMME_SETTINGS_KEY: readonly string[] = [...PROGRAMME_SETTINGS_KEY, 'live'];

const load = async () => (await import('./settings-source')).fetchProgrammeSettings();
const loadLive = async () => (await import('./settings-source')).fetchLiveProgrammeSettings();

/**
 * The programme's settings (kept fresh 5 minutes): from the public JSON, or with `live` (the
 * admin page that edits them) from the stored document itself.
 */
export function useProgrammeSettings({ live = false } = {}): ProgrammeSettingsState {
  const { data, status, refetch } = useQuery(
    {
      queryKey: live ? LIVE_PROGRAMME_SETTINGS_KEY : PROGRAMME_SETTINGS_KEY,
      queryFn: live ? loadLive : load,
      staleTime: live ? 0 : 5 * 60_000,
    },
    queryClient,
  );
  if (data) return { status: 'ready', settings: data };
  if (status === 'error') return { status: 'error', retry: () => void refetch() };
  return { status: 'loading' };
}
