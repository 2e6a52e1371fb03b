import type { ProgrammeSettings } from '@contracts/affiliate-programme';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

export const PROGRAMME_SETTINGS_KEY = ['affiliateProgramme', 'settings'] as const;

export type ProgrammeSettingsState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; settings: ProgrammeSettings };

const load = async () => (await import('./settings-source')).fetchProgrammeSettings();

/** The programme's live settings (public document; kept fresh 5 minutes). */
export function useProgrammeSettings(): ProgrammeSettingsState {
  const { data, status, refetch } = useQuery(
    { queryKey: PROGRAMME_SETTINGS_KEY, queryFn: load, staleTime: 5 * 60_000 },
    queryClient,
  );
  if (data) return { status: 'ready', settings: data };
  if (status === 'error') return { status: 'error', retry: () => void refetch() };
  return { status: 'loading' };
}
