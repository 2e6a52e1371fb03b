/** A value in a few characters: strings as they are, the rest as JSON, long ones cut. */
export function shortValue(value: unknown, max = 32): string {
  const text =
    value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * An audit entry's before/after in one compact line (pure): "created", "deleted", or the changed
 * fields as `field: before → after`, at most `maxFields` of them and "+N more".
 */
export function auditChange(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  maxFields = 3,
): string {
  if (!before && !after) return '—';
  if (!before) return 'created';
  if (!after) return 'deleted';
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.length === 0) return 'no change';
  const shown = keys
    .slice(0, maxFields)
    .map((key) => `${key}: ${shortValue(before[key])} → ${shortValue(after[key])}`);
  const more = keys.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; +${more} more` : shown.join('; ');
}
