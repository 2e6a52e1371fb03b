import { describe, expect, it } from 'vitest';
import { hasAcceptedCurrentAgreement } from './affiliate-programme';

const accepted = (version: number) => ({
  agreement: { version, acceptedAt: 1, userAgent: 'Mozilla/5.0' },
});

describe('hasAcceptedCurrentAgreement', () => {
  it('holds only for the version now current', () => {
    expect(hasAcceptedCurrentAgreement(accepted(2), 2)).toBe(true);
    expect(hasAcceptedCurrentAgreement(accepted(1), 2)).toBe(false);
    expect(hasAcceptedCurrentAgreement({ agreement: null }, 1)).toBe(false);
    expect(hasAcceptedCurrentAgreement({}, 1)).toBe(false);
    expect(hasAcceptedCurrentAgreement(undefined, 1)).toBe(false);
  });

  it('holds back nobody while no agreement was ever published', () => {
    expect(hasAcceptedCurrentAgreement({}, null)).toBe(true);
    expect(hasAcceptedCurrentAgreement(null, null)).toBe(true);
  });
});
