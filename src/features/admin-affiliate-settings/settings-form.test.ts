import { DEFAULT_PROGRAMME_SETTINGS } from '@contracts/affiliate-programme';
import { describe, expect, it } from 'vitest';
import {
  formatMinimums,
  parseMinimums,
  settingsFormSchema,
  toForm,
  toSettings,
} from './settings-form';

describe('settings form', () => {
  it('round-trips the settings (money in dollars, lifetime as null)', () => {
    const settings = {
      ...DEFAULT_PROGRAMME_SETTINGS,
      flatAmountCents: 4999,
      recurringMonths: null,
      minimumPayoutByCurrency: { jpy: 7_500, eur: 4_550 },
    };
    const form = toForm(settings);
    expect(form.flatDollars).toBe('49.99');
    expect(form.lifetime).toBe(true);
    expect(form.otherMinimums).toBe('EUR 45.50, JPY 7500');
    expect(toSettings(settingsFormSchema.parse(form))).toEqual(settings);
  });

  it('refuses out-of-range values with a message on the field', () => {
    const form = {
      ...toForm(DEFAULT_PROGRAMME_SETTINGS),
      ratePercent: '120',
      payoutDayOfMonth: '31',
    };
    const result = settingsFormSchema.safeParse({ ...form, lifetime: false, recurringMonths: '0' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['ratePercent', 'payoutDayOfMonth', 'recurringMonths']),
    );
  });
});

describe('minimums in other currencies', () => {
  it('reads each currency’s minimum in its own minor units', () => {
    expect(parseMinimums('')).toEqual({ minimums: {} });
    expect(parseMinimums(' eur 45,\nJPY 7500 , gbp 40.5 ')).toEqual({
      minimums: { eur: 4_500, jpy: 7_500, gbp: 4_050 },
    });
    expect(parseMinimums('KWD 15.250')).toEqual({ minimums: { kwd: 15_250 } });
    expect(formatMinimums({ jpy: 7_500, eur: 4_500 })).toBe('EUR 45, JPY 7500');
  });

  it('refuses what it cannot read, with a message on the field', () => {
    expect(parseMinimums('euros 45')).toEqual({
      error: '“euros 45” is not a currency and an amount, such as EUR 45.',
    });
    expect(parseMinimums('JPY 75.5')).toEqual({
      error: 'JPY has no decimals: write a whole amount.',
    });
    expect(parseMinimums('EUR 1, eur 2')).toEqual({ error: 'EUR is listed twice.' });
    expect(parseMinimums('USD 20')).toEqual({ error: 'The USD minimum is the field above.' });
    const form = { ...toForm(DEFAULT_PROGRAMME_SETTINGS), otherMinimums: 'EUR 4.567' };
    const result = settingsFormSchema.safeParse(form);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['otherMinimums'], message: 'EUR has at most 2 decimals.' }),
    ]);
  });
});

describe('per-plan rates and volume tiers', () => {
  const ruled = {
    ...DEFAULT_PROGRAMME_SETTINGS,
    planRates: { business: 30, team: 12.5 },
    rateTiers: [
      { fromPayingReferrals: 11, ratePercent: 25 },
      { fromPayingReferrals: 50, ratePercent: 28 },
    ],
  };

  it('round-trips them; a plan left empty earns the programme’s rate', () => {
    const form = toForm(ruled);
    expect(form.planRates).toEqual({ business: '30', team: '12.5' });
    expect(form.tiers).toEqual([
      { from: '11', ratePercent: '25' },
      { from: '50', ratePercent: '28' },
    ]);
    expect(toSettings(settingsFormSchema.parse(form))).toEqual(ruled);
    const cleared = settingsFormSchema.parse({ ...form, planRates: { business: '30', team: '' } });
    expect(toSettings(cleared).planRates).toEqual({ business: 30 });
  });

  const issues = (patch: object) =>
    settingsFormSchema
      .safeParse({ ...toForm(ruled), ...patch })
      .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it('refuses tiers that do not ascend, on the tier’s field', () => {
    expect(
      issues({
        tiers: [
          { from: '11', ratePercent: '25' },
          { from: '11', ratePercent: '24' },
        ],
      }),
    ).toEqual([
      'tiers.1.from: Start after the tier above (11).',
      'tiers.1.ratePercent: Pay more than the tier above (25%).',
    ]);
  });

  it('refuses rates outside 0–100 and tiers from fewer than 2 paying referrals', () => {
    expect(issues({ tiers: [{ from: '1', ratePercent: '101' }] })).toEqual([
      'tiers.0.from: From 2 to 1,000,000.',
      'tiers.0.ratePercent: At most 100%.',
    ]);
    expect(issues({ planRates: { team: '-5' } })).toHaveLength(1);
    expect(issues({ planRates: { team: '100.5' } })?.[0]).toMatch(/^planRates\.team: /);
    expect(issues({ planRates: { team: '0' } })).toBeUndefined();
  });
});
