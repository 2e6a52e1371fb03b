import { DISPLAY_LOCALE } from '../display-locale';

const joined = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "Joined November 2026": the month and year an account was created. One locale and time zone,
 * as on the server, which renders `/@username` too: the browser's first render must match it.
 */
export function formatJoined(ms: number): string {
  return `Joined ${joined.format(ms)}`;
}
