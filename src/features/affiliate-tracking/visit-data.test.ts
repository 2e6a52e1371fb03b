import { describe, expect, it } from 'vitest';
import { buildVisitData } from './visit-data';

const base = {
  referrer: 'https://news.example/post',
  userAgent: 'Mozilla/5.0 (Test)',
  sessionId: '5f0c3a0e-8d1b-4c6e-9a7f-2b3c4d5e6f70',
  now: 1_760_000_000_000,
};

describe('buildVisitData', () => {
  it('builds the SPEC visit data, with utm parameters from the query', () => {
    expect(
      buildVisitData({
        ...base,
        location: {
          pathname: '/pricing',
          search: '?ref=jane&utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale',
        },
      }),
    ).toEqual({
      page: '/pricing',
      referrer: 'https://news.example/post',
      userAgent: 'Mozilla/5.0 (Test)',
      sessionId: '5f0c3a0e-8d1b-4c6e-9a7f-2b3c4d5e6f70',
      timestamp: 1_760_000_000_000,
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring sale',
      touch: false,
    });
  });

  it('marks the visit that follows a link as its touch', () => {
    const data = buildVisitData({
      ...base,
      location: { pathname: '/', search: '?ref=jane' },
      touch: true,
    });
    expect(data.touch).toBe(true);
  });

  it('uses null for absent utm parameters and the path only for the page', () => {
    expect(
      buildVisitData({
        ...base,
        referrer: '',
        location: { pathname: '/', search: '?utm_medium=social' },
      }),
    ).toEqual({
      page: '/',
      referrer: '',
      userAgent: 'Mozilla/5.0 (Test)',
      sessionId: base.sessionId,
      timestamp: base.now,
      utmSource: null,
      utmMedium: 'social',
      utmCampaign: null,
      touch: false,
    });
  });

  it('accepts an empty query', () => {
    const data = buildVisitData({ ...base, location: { pathname: '/about', search: '' } });
    expect(data.page).toBe('/about');
    expect([data.utmSource, data.utmMedium, data.utmCampaign]).toEqual([null, null, null]);
  });
});
