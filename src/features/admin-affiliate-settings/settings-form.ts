import {
  PROGRAMME_CURRENCY,
  programmeSettingsSchema,
  type ProgrammeSettings,
} from '@contracts/affiliate-programme';
import { MAX_RATE_TIERS } from '@contracts/commission-rules';
import { minorUnitExponent } from '@contracts/currency';
import { z } from 'zod';

/**
 * The settings editor's form: numbers as typed (strings), money in dollars, the duration as
 * "lifetime" or a number of months. `toSettings` turns it into the contract's shape, which the
 * contract's schema checks again (the server parses it too).
 */
const whole = (min: number, max: number, what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `A whole number of ${what}.`)
    .refine((v) => Number(v) >= min && Number(v) <= max, `Between ${min} and ${max} ${what}.`);
const PERCENT = /^\d+(\.\d{1,2})?$/;
const percent = z
  .string()
  .trim()
  .regex(PERCENT, 'A percentage with at most two decimals, e.g. 20 or 12.5.')
  .refine((v) => Number(v) <= 100, 'At most 100%.');
const dollars = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, 'An amount in dollars, e.g. 50 or 49.99.')
  .refine((v) => Number(v) <= 1_000_000, 'At most $1,000,000.');

export const settingsFormSchema = z
  .object({
    commissionType: z.enum(['percentage', 'flat']),
    ratePercent: percent,
    /** Plan id → its own rate as typed; '' = the programme's rate. */
    planRates: z.record(z.string(), z.union([z.literal(''), percent]).optional()),
    /** Volume tiers as typed: from which paying referral, and the rate. */
    tiers: z
      .array(
        z.object({
          from: z
            .string()
            .trim()
            .regex(/^\d+$/, 'A whole number of paying referrals.')
            .refine((v) => Number(v) >= 2 && Number(v) <= 1_000_000, 'From 2 to 1,000,000.'),
          ratePercent: percent,
        }),
      )
      .max(MAX_RATE_TIERS, `At most ${MAX_RATE_TIERS} tiers.`),
    flatDollars: dollars,
    lifetime: z.boolean(),
    recurringMonths: z.string(),
    holdDays: whole(0, 365, 'days'),
    minimumPayoutDollars: dollars,
    /** Other currencies' minimums as typed: "EUR 45, JPY 7500" (see parseMinimums). */
    otherMinimums: z.string(),
    attributionWindowDays: whole(1, 365, 'days'),
    attributionModel: z.enum(['firstTouch', 'lastTouch']),
    autoApprove: z.boolean(),
    payoutDayOfMonth: whole(1, 28, 'days'),
  })
  .superRefine((form, ctx) => {
    // Tiers ascend: each starts later and pays more than the one before (as the contract says).
    form.tiers.forEach((tier, i) => {
      const before = form.tiers[i - 1];
      if (!before || !PERCENT.test(tier.ratePercent) || !/^\d+$/.test(tier.from)) return;
      if (Number(tier.from) <= Number(before.from)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', i, 'from'],
          message: `Start after the tier above (${before.from}).`,
        });
      }
      if (Number(tier.ratePercent) <= Number(before.ratePercent)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', i, 'ratePercent'],
          message: `Pay more than the tier above (${before.ratePercent}%).`,
        });
      }
    });
    const minimums = parseMinimums(form.otherMinimums);
    if ('error' in minimums) {
      ctx.addIssue({ code: 'custom', path: ['otherMinimums'], message: minimums.error });
    }
    if (!form.lifetime && !whole(1, 120, 'months').safeParse(form.recurringMonths).success) {
      ctx.addIssue({
        code: 'custom',
        path: ['recurringMonths'],
        message: 'Between 1 and 120 months, or choose the customer’s lifetime.',
      });
    }
  });
export type SettingsForm = z.infer<typeof settingsFormSchema>;

/**
 * "EUR 45, JPY 7500" (commas or new lines) → `{ eur: 4500, jpy: 7500 }`: each a three-letter
 * code and an amount in that currency's major units, with at most its minor digits (none for
 * JPY). Empty: none (every other currency uses the programme's minimum at the same face value).
 */
export function parseMinimums(
  text: string,
): { minimums: Record<string, number> } | { error: string } {
  const minimums: Record<string, number> = {};
  for (const part of text
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-zA-Z]{3})\s+(\d+)(?:\.(\d+))?$/.exec(part);
    if (!match) return { error: `“${part}” is not a currency and an amount, such as EUR 45.` };
    const code = (match[1] ?? '').toLowerCase();
    const digits = minorUnitExponent(code);
    const fraction = match[3] ?? '';
    if (code === PROGRAMME_CURRENCY) {
      // The programme's own currency's minimum is the field above, never one of these.
      return { error: `The ${PROGRAMME_CURRENCY.toUpperCase()} minimum is the field above.` };
    }
    if (code in minimums) return { error: `${code.toUpperCase()} is listed twice.` };
    if (fraction.length > digits) {
      return {
        error:
          digits === 0
            ? `${code.toUpperCase()} has no decimals: write a whole amount.`
            : `${code.toUpperCase()} has at most ${digits} decimals.`,
      };
    }
    const units = Number(match[2]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
    if (!Number.isSafeInteger(units) || units > 1_000_000_00) {
      return { error: `${code.toUpperCase()} ${match[2]} is more than a minimum may be.` };
    }
    minimums[code] = units;
  }
  return { minimums };
}

/** `{ eur: 4500, jpy: 7500 }` → "EUR 45, JPY 7500" (the form's text). */
export function formatMinimums(minimums: Record<string, number>): string {
  return Object.entries(minimums)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, units]) => {
      const digits = minorUnitExponent(code);
      const major = units / 10 ** digits;
      const text = units % 10 ** digits === 0 ? String(major) : major.toFixed(digits);
      return `${code.toUpperCase()} ${text}`;
    })
    .join(', ');
}

const toCents = (value: string) => Math.round(Number(value.trim()) * 100);
const toDollars = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

export function toForm(s: ProgrammeSettings): SettingsForm {
  return {
    commissionType: s.commissionType,
    ratePercent: String(s.ratePercent),
    planRates: Object.fromEntries(
      Object.entries(s.planRates).map(([planId, rate]) => [planId, String(rate)]),
    ),
    tiers: s.rateTiers.map((t) => ({
      from: String(t.fromPayingReferrals),
      ratePercent: String(t.ratePercent),
    })),
    flatDollars: toDollars(s.flatAmountCents),
    lifetime: s.recurringMonths === null,
    recurringMonths: String(s.recurringMonths ?? 12),
    holdDays: String(s.holdDays),
    minimumPayoutDollars: toDollars(s.minimumPayoutCents),
    otherMinimums: formatMinimums(s.minimumPayoutByCurrency),
    attributionWindowDays: String(s.attributionWindowDays),
    attributionModel: s.attributionModel,
    autoApprove: s.autoApprove,
    payoutDayOfMonth: String(s.payoutDayOfMonth),
  };
}

export function toSettings(form: SettingsForm): ProgrammeSettings {
  return programmeSettingsSchema.parse({
    commissionType: form.commissionType,
    ratePercent: Number(form.ratePercent),
    planRates: Object.fromEntries(
      Object.entries(form.planRates)
        .filter((pair): pair is [string, string] => (pair[1] ?? '').trim() !== '')
        .map(([planId, rate]) => [planId, Number(rate)]),
    ),
    rateTiers: form.tiers.map((t) => ({
      fromPayingReferrals: Number(t.from),
      ratePercent: Number(t.ratePercent),
    })),
    flatAmountCents: toCents(form.flatDollars),
    recurringMonths: form.lifetime ? null : Number(form.recurringMonths),
    holdDays: Number(form.holdDays),
    minimumPayoutCents: toCents(form.minimumPayoutDollars),
    minimumPayoutByCurrency: (() => {
      const parsed = parseMinimums(form.otherMinimums);
      return 'minimums' in parsed ? parsed.minimums : {};
    })(),
    attributionWindowDays: Number(form.attributionWindowDays),
    attributionModel: form.attributionModel,
    autoApprove: form.autoApprove,
    payoutDayOfMonth: Number(form.payoutDayOfMonth),
    currency: PROGRAMME_CURRENCY,
  });
}
