import { DISPLAY_LOCALE } from '@/lib/display-locale';

/** `2026-11-01` as "November 1, 2026", whatever the reader's time zone and locale. */
export function formatPolicyDate(isoDay: string): string {
  return new Intl.DateTimeFormat(DISPLAY_LOCALE, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}
