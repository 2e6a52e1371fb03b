import { describe, expect, it } from 'vitest';
import { creditedTouch, SIGNUP_CLOCK_SLACK_MS } from './attribution';

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

  it('never credits a touch made after the sign-up', () => {
    const signedUpAt = now - 2 * DAY;
    const afterSignup = touch('coupon_site', 1);
    const lastTouch = { attributionModel: 'lastTouch', attributionWindowDays: 30 } as const;
    const firstTouch = { attributionModel: 'firstTouch', attributionWindowDays: 30 } as const;
    // Only touches after it: nothing is credited, whatever the model.
    for (const terms of [lastTouch, firstTouch]) {
      expect(creditedTouch({ firstTouch: afterSignup }, terms, now, signedUpAt)).toEqual({
        touch: null,
        outcome: 'after-signup',
      });
    }
    // A touch before it and one after: the one before is credited (lastTouch falls back).
    const before = touch('a', 3);
    for (const terms of [lastTouch, firstTouch]) {
      expect(
        creditedTouch({ firstTouch: before, lastTouch: afterSignup }, terms, now, signedUpAt).touch,
      ).toEqual(before);
    }
    // The same affiliate's visits after it (the app in use, attribution retried) still count.
    const sameLater = { ...afterSignup, affiliateUid: 'a' };
    expect(
      creditedTouch({ firstTouch: before, lastTouch: sameLater }, lastTouch, now, signedUpAt).touch,
    ).toEqual(sameLater);
    // The landing page's visit, a moment after the account was made, still counts.
    const landing = { ...touch('b', 0), at: signedUpAt + SIGNUP_CLOCK_SLACK_MS };
    expect(creditedTouch({ firstTouch: landing }, lastTouch, now, signedUpAt).outcome).toBe(
      'attributed',
    );
  });
});
