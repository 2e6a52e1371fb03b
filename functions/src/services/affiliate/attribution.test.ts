import { describe, expect, it } from 'vitest';
import { creditedTouch } from './attribution';

const DAY = 86_400_000;
const now = Date.UTC(2026, 5, 15, 12);
const touch = (affiliateUid: string, daysAgo: number) => ({
  affiliateUid,
  at: now - daysAgo * DAY,
  page: '/',
});

describe('creditedTouch', () => {
  const first = touch('a', 10);
  const last = touch('b', 1);

  it.each([
    {
      model: 'firstTouch',
      days: 30,
      session: { firstTouch: first, lastTouch: last },
      credited: 'a',
    },
    {
      model: 'lastTouch',
      days: 30,
      session: { firstTouch: first, lastTouch: last },
      credited: 'b',
    },
    // The first touch is out of the window: the latest one inside it is credited.
    {
      model: 'firstTouch',
      days: 5,
      session: { firstTouch: first, lastTouch: last },
      credited: 'b',
    },
    { model: 'lastTouch', days: 5, session: { firstTouch: first, lastTouch: last }, credited: 'b' },
    // A session stored without lastTouch: the first touch is also the last.
    { model: 'lastTouch', days: 30, session: { firstTouch: first }, credited: 'a' },
  ] as const)(
    '$model with a $days-day window credits affiliate $credited',
    ({ model, days, session, credited }) => {
      const terms = { attributionModel: model, attributionWindowDays: days };
      expect(creditedTouch(session, terms, now)).toEqual({
        touch: expect.objectContaining({ affiliateUid: credited }),
        outcome: 'attributed',
      });
    },
  );

  it('is expired when no touch is inside the window, and no-session without touches', () => {
    const terms = { attributionModel: 'firstTouch', attributionWindowDays: 7 } as const;
    expect(
      creditedTouch({ firstTouch: touch('a', 9), lastTouch: touch('b', 8) }, terms, now),
    ).toEqual({ touch: null, outcome: 'expired' });
    expect(creditedTouch({ firstTouch: touch('a', 7) }, terms, now).outcome).toBe('attributed');
    expect(creditedTouch(undefined, terms, now)).toEqual({ touch: null, outcome: 'no-session' });
    expect(creditedTouch({}, terms, now)).toEqual({ touch: null, outcome: 'no-session' });
  });

  it('lastTouch ignores an older touch inside the window once the latest is out of it', () => {
    // Not reachable from tracking (the last touch is never older than the first); stated anyway.
    const terms = { attributionModel: 'lastTouch', attributionWindowDays: 5 } as const;
    expect(
      creditedTouch({ firstTouch: touch('a', 1), lastTouch: touch('b', 9) }, terms, now).outcome,
    ).toBe('expired');
  });
});
