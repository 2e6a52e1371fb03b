/** `2026-11-01` as "1 November 2026", whatever the reader's time zone. */
export function formatPolicyDate(isoDay: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}
