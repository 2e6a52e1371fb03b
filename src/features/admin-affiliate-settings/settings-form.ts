import { programmeSettingsSchema, type ProgrammeSettings } from '@contracts/affiliate-programme';
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
const dollars = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, 'An amount in dollars, e.g. 50 or 49.99.')
  .refine((v) => Number(v) <= 1_000_000, 'At most $1,000,000.');

export const settingsFormSchema = z
  .object({
    commissionType: z.enum(['percentage', 'flat']),
    ratePercent: z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, 'A percentage with at most two decimals, e.g. 20 or 12.5.')
      .refine((v) => Number(v) <= 100, 'At most 100%.'),
    flatDollars: dollars,
    lifetime: z.boolean(),
    recurringMonths: z.string(),
    holdDays: whole(0, 365, 'days'),
    minimumPayoutDollars: dollars,
    attributionWindowDays: whole(1, 365, 'days'),
    attributionModel: z.enum(['firstTouch', 'lastTouch']),
    autoApprove: z.boolean(),
    payoutDayOfMonth: whole(1, 28, 'days'),
  })
  .superRefine((form, ctx) => {
    if (!form.lifetime && !whole(1, 120, 'months').safeParse(form.recurringMonths).success) {
      ctx.addIssue({
        code: 'custom',
        path: ['recurringMonths'],
        message: 'Between 1 and 120 months, or choose the customer’s lifetime.',
      });
    }
  });
export type SettingsForm = z.infer<typeof settingsFormSchema>;

const toCents = (value: string) => Math.round(Number(value.trim()) * 100);
const toDollars = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

export function toForm(s: ProgrammeSettings): SettingsForm {
  return {
    commissionType: s.commissionType,
    ratePercent: String(s.ratePercent),
    flatDollars: toDollars(s.flatAmountCents),
    lifetime: s.recurringMonths === null,
    recurringMonths: String(s.recurringMonths ?? 12),
    holdDays: String(s.holdDays),
    minimumPayoutDollars: toDollars(s.minimumPayoutCents),
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
    flatAmountCents: toCents(form.flatDollars),
    recurringMonths: form.lifetime ? null : Number(form.recurringMonths),
    holdDays: Number(form.holdDays),
    minimumPayoutCents: toCents(form.minimumPayoutDollars),
    attributionWindowDays: Number(form.attributionWindowDays),
    attributionModel: form.attributionModel,
    autoApprove: form.autoApprove,
    payoutDayOfMonth: Number(form.payoutDayOfMonth),
    currency: 'usd',
  });
}
