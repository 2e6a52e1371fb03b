import { z } from 'zod';

/**
 * Where an affiliate's payouts go: PayPal (an email), or a Wise transfer (the account holder, the
 * currency they receive, and either their Wise recipient email or their IBAN). The affiliate sets
 * them on their dashboard; a change waits in `affiliatePayoutDetailChanges/{uid}` until the link
 * mailed to their account address confirms it, and only then replaces `affiliates/{uid}.payoutDetails`.
 * A payout copies the confirmed details when its batch is generated, so a later change never
 * moves a payout already made. Shared by the functions, the dashboard and the admin exports.
 */

export const PAYOUT_METHODS = ['paypal', 'wise'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  paypal: 'PayPal',
  wise: 'Wise bank transfer',
};

/** The currencies an affiliate may receive a Wise transfer in (their account's currency). */
export const WISE_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'JPY',
  'KRW',
  'SGD',
  'HKD',
  'INR',
  'MXN',
] as const;
export type WiseCurrency = (typeof WISE_CURRENCIES)[number];

/** A confirmation link lasts this long; until then the previous details stay in force. */
export const PAYOUT_DETAILS_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** One confirmation mail per affiliate in this time (each request mails their inbox). */
export const PAYOUT_DETAILS_RESEND_MS = 60 * 1000;

export const payoutEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter an email address.').max(254));

/**
 * ISO 13616: country, check digits, then the national account; the whole moved four characters
 * and read as a base-36 number must leave 1 modulo 97. Catches a mistyped digit before money is
 * sent to it.
 */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const digits = Number.parseInt(char, 36).toString();
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export const ibanSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().refine(isValidIban, 'Enter a valid IBAN (it starts with the country code).'));

export const accountHolderNameSchema = z
  .string()
  .trim()
  .min(2, 'Enter the name on the bank account.')
  .max(100);

export const paypalDetailsSchema = z.object({
  method: z.literal('paypal'),
  /** The PayPal account's email (PayPal Payouts' recipient identifier). */
  email: payoutEmailSchema,
});

export const wiseDetailsSchema = z
  .object({
    method: z.literal('wise'),
    accountHolderName: accountHolderNameSchema,
    /** The currency the affiliate receives (Wise's target currency). */
    currency: z.enum(WISE_CURRENCIES),
    /** Wise mails this address for the bank details (its "send by email" batch). */
    recipientEmail: payoutEmailSchema.nullable(),
    iban: ibanSchema.nullable(),
  })
  .refine((details) => (details.recipientEmail === null) !== (details.iban === null), {
    message: 'Give either the Wise recipient email or the IBAN.',
    path: ['recipientEmail'],
  });

export const payoutDetailsSchema = z.discriminatedUnion('method', [
  paypalDetailsSchema,
  wiseDetailsSchema,
]);
export type PayoutDetails = z.output<typeof payoutDetailsSchema>;
export type PayoutDetailsInput = z.input<typeof payoutDetailsSchema>;

/** A change waiting for its mailed link, as its owner sees it (never the token). */
export const pendingPayoutDetailsSchema = z.object({
  details: payoutDetailsSchema,
  requestedAt: z.number(),
  expiresAt: z.number(),
  /** The account address the link was mailed to. */
  sentTo: z.string(),
});
export type PendingPayoutDetails = z.infer<typeof pendingPayoutDetailsSchema>;

export const payoutDetailsStateSchema = z.object({
  /** The confirmed details payouts use now (null: none yet). */
  details: payoutDetailsSchema.nullable(),
  confirmedAt: z.number().nullable(),
  pending: pendingPayoutDetailsSchema.nullable(),
});
export type PayoutDetailsState = z.infer<typeof payoutDetailsStateSchema>;

/** The dashboard's query parameter that carries the mailed link's token. */
export const CONFIRM_PAYOUT_DETAILS_PARAM = 'confirmPayoutDetails';

/** 32 random bytes, base64url: what the mailed link carries (only its hash is stored). */
export const payoutDetailsTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This confirmation link is not complete.');

/** An IBAN as people read it, in groups of four; `masked` keeps the country and the last four. */
export function formatIban(iban: string, masked = false): string {
  const shown = masked ? `${iban.slice(0, 2)}…${iban.slice(-4)}` : iban;
  return masked ? shown : (shown.match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * One line naming where the money goes: "PayPal: alex@example.com", "Wise (EUR): IBAN DE89 3704 …
 * (Alex Doe)". The audit log keeps the masked IBAN only.
 */
export function describePayoutDetails(
  details: PayoutDetails,
  options: { maskIban?: boolean } = {},
): string {
  if (details.method === 'paypal') return `PayPal: ${details.email}`;
  const destination = details.iban
    ? `IBAN ${formatIban(details.iban, options.maskIban)}`
    : (details.recipientEmail ?? '');
  return `Wise (${details.currency}): ${destination} (${details.accountHolderName})`;
}
