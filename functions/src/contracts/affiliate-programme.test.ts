import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROGRAMME_SETTINGS,
  hasAcceptedCurrentAgreement,
  minimumPayoutFor,
  programmeSettingsSchema,
} from './affiliate-programme';

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

describe('minimumPayoutFor', () => {
  const settings = {
    ...DEFAULT_PROGRAMME_SETTINGS,
    minimumPayoutCents: 5_000,
    minimumPayoutByCurrency: { jpy: 7_500, eur: 4_000 },
  };

  it('is the programme’s own for its currency, and a configured one for another', () => {
    expect(minimumPayoutFor(settings, 'usd')).toBe(5_000);
    expect(minimumPayoutFor(settings, 'EUR')).toBe(4_000);
    expect(minimumPayoutFor(settings, 'jpy')).toBe(7_500);
  });

  it('defaults another currency to the programme’s at the same face value', () => {
    // $50.00 → £50.00, ₩50 (zero-decimal), KWD 50.000 (three-decimal).
    expect(minimumPayoutFor(settings, 'gbp')).toBe(5_000);
    expect(minimumPayoutFor(settings, 'krw')).toBe(50);
    expect(minimumPayoutFor(settings, 'kwd')).toBe(50_000);
  });

  it('ignores an entry for the programme’s own currency', () => {
    expect(minimumPayoutFor({ ...settings, minimumPayoutByCurrency: { usd: 1 } }, 'usd')).toBe(
      5_000,
    );
  });

  it('reads settings stored before per-currency minimums as none configured', () => {
    const { minimumPayoutByCurrency: _omitted, ...older } = DEFAULT_PROGRAMME_SETTINGS;
    const parsed = programmeSettingsSchema.parse(older);
    expect(parsed.minimumPayoutByCurrency).toEqual({});
    expect(minimumPayoutFor(parsed, 'eur')).toBe(5_000);
  });
});
