/** "Joined November 2026": the month and year an account was created, in the reader's locale. */
export function formatJoined(ms: number): string {
  return `Joined ${new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(ms)}`;
}
