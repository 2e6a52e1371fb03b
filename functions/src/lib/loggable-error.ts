/**
 * An error as a log entry can carry it: an Error's own fields are not enumerable, so logged as
 * is it shows as `{}` and the cause of a failure is lost.
 */
export function loggableError(error: unknown): { message: string; stack?: string } | string {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return String(error);
}
