import { DEFAULT_PROGRAMME_SETTINGS } from '@contracts/affiliate-programme';
import { describe, expect, it } from 'vitest';
import { settingsFormSchema, toForm, toSettings } from './settings-form';

describe('settings form', () => {
  it('round-trips the settings (money in dollars, lifetime as null)', () => {
    const settings = {
      ...DEFAULT_PROGRAMME_SETTINGS,
      flatAmountCents: 4999,
      recurringMonths: null,
    };
    const form = toForm(settings);
    expect(form.flatDollars).toBe('49.99');
    expect(form.lifetime).toBe(true);
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
