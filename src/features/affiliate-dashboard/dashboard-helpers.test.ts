import { describe, expect, it } from 'vitest';
import { lastDays } from './date-range';
import { buildReferralLink } from './referral-link';

describe('lastDays', () => {
  it('spans the last N UTC days, today included', () => {
    const now = Date.UTC(2026, 2, 1, 12);
    expect(lastDays(1, now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(lastDays(7, now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(lastDays(90, now)).toEqual({ from: '2025-12-02', to: '2026-03-01' });
  });
});

describe('buildReferralLink', () => {
  it('adds the ref parameter to the landing page', () => {
    expect(buildReferralLink('https://app.example.com', 'alex_1')).toBe(
      'https://app.example.com/?ref=alex_1',
    );
    expect(buildReferralLink('https://app.example.com', 'alex_1', 'pricing')).toBe(
      'https://app.example.com/pricing?ref=alex_1',
    );
  });

  it('adds only the UTM fields that are filled in, trimmed and encoded', () => {
    expect(
      buildReferralLink('https://app.example.com', 'alex_1', '/pricing', {
        source: ' news letter ',
        medium: '',
        campaign: 'spring&launch',
      }),
    ).toBe(
      'https://app.example.com/pricing?ref=alex_1&utm_source=news+letter&utm_campaign=spring%26launch',
    );
  });
});
