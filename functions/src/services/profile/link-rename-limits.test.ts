import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import {
  LINK_RENAME_COOLDOWN_DAYS,
  MAX_RETIRED_LINK_NAMES,
  refuseLinkRename,
} from './link-rename-limits';

const DAY = 86_400_000;
const code = (run: () => void) => {
  try {
    run();
    return 'none';
  } catch (error) {
    return error instanceof HttpsError ? error.code : 'other';
  }
};

describe('refuseLinkRename', () => {
  const now = Date.UTC(2026, 10, 26);

  it('allows a first rename and one after the cooldown', () => {
    expect(code(() => refuseLinkRename({ now, lastChangedAt: null, retiredAfter: 1 }))).toBe(
      'none',
    );
    const lastChangedAt = now - LINK_RENAME_COOLDOWN_DAYS * DAY;
    expect(code(() => refuseLinkRename({ now, lastChangedAt, retiredAfter: 2 }))).toBe('none');
  });

  it('refuses within the cooldown, naming the day it ends', () => {
    const lastChangedAt = now - (LINK_RENAME_COOLDOWN_DAYS - 1) * DAY;
    expect(() => refuseLinkRename({ now, lastChangedAt, retiredAfter: 2 })).toThrow(
      /next on 2026-11-27/,
    );
  });

  it('refuses a rename that would retire more names than the cap', () => {
    const ok = { now, lastChangedAt: null };
    expect(code(() => refuseLinkRename({ ...ok, retiredAfter: MAX_RETIRED_LINK_NAMES }))).toBe(
      'none',
    );
    expect(code(() => refuseLinkRename({ ...ok, retiredAfter: MAX_RETIRED_LINK_NAMES + 1 }))).toBe(
      'failed-precondition',
    );
  });
});
