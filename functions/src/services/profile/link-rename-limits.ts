import { refusal } from '../../lib/refusal';

/** An affiliate moves their link name at most once in this many days. */
export const LINK_RENAME_COOLDOWN_DAYS = 30;
/** At most this many link names stay retired (reserved) for one affiliate. */
export const MAX_RETIRED_LINK_NAMES = 5;

const DAY_MS = 86_400_000;

/**
 * Whether an affiliate may move their link name now (pure; throws `failed-precondition` when
 * not). A moved-from name is retired for good (nobody inherits the links still out there), so
 * renaming in a loop would reserve names without end: a cooldown paces it and a cap bounds it.
 * `retiredAfter`: how many of their names would be retired once this rename is done (taking a
 * retired name back frees one).
 */
export function refuseLinkRename(input: {
  now: number;
  lastChangedAt: number | null;
  retiredAfter: number;
}): void {
  const { now, lastChangedAt, retiredAfter } = input;
  if (lastChangedAt !== null && now - lastChangedAt < LINK_RENAME_COOLDOWN_DAYS * DAY_MS) {
    const next = new Date(lastChangedAt + LINK_RENAME_COOLDOWN_DAYS * DAY_MS);
    throw refusal(
      {
        reason: 'linkRenameCooldown',
        nextChangeAt: next.getTime(),
        cooldownDays: LINK_RENAME_COOLDOWN_DAYS,
      },
      `Your affiliate link name can change once every ${LINK_RENAME_COOLDOWN_DAYS} days: next on ${next.toISOString().slice(0, 10)}.`,
    );
  }
  if (retiredAfter > MAX_RETIRED_LINK_NAMES) {
    throw refusal(
      { reason: 'retiredLinkNames', max: MAX_RETIRED_LINK_NAMES },
      `You have retired ${MAX_RETIRED_LINK_NAMES} link names, the most an affiliate may. Take one of them back, or keep your current one.`,
    );
  }
}
