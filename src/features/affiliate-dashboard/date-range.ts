export const RANGE_PRESETS = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
] as const;
export type RangeDays = (typeof RANGE_PRESETS)[number]['days'];

/** The last `days` UTC days, today included, as `YYYY-MM-DD`. */
export function lastDays(days: number, now: number = Date.now()): { from: string; to: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(now - (days - 1) * 86_400_000), to: day(now) };
}
