import { describe, expect, it } from 'vitest';
import {
  describePayoutDetails,
  formatIban,
  isValidIban,
  payoutDetailsSchema,
} from './affiliate-payout-details';

describe('isValidIban', () => {
  it('accepts IBANs whose check digits hold, and refuses a mistyped digit or a bad shape', () => {
    for (const iban of ['DE89370400440532013000', 'GB82WEST12345698765432', 'NL91ABNA0417164300']) {
      expect(isValidIban(iban), iban).toBe(true);
    }
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('GB82WEST1234569876543X')).toBe(false);
    expect(isValidIban('de89370400440532013000')).toBe(false);
    expect(isValidIban('DE8937')).toBe(false);
  });
});

describe('payoutDetailsSchema', () => {
  it('stores emails in lower case and IBANs without spaces, in capitals', () => {
    expect(payoutDetailsSchema.parse({ method: 'paypal', email: ' Alex@Example.COM ' })).toEqual({
      method: 'paypal',
      email: 'alex@example.com',
    });
    expect(
      payoutDetailsSchema.parse({
        method: 'wise',
        accountHolderName: ' Alex Doe ',
        currency: 'EUR',
        recipientEmail: null,
        iban: 'de89 3704 0044 0532 0130 00',
      }),
    ).toMatchObject({ accountHolderName: 'Alex Doe', iban: 'DE89370400440532013000' });
  });

  it('wants exactly one Wise destination', () => {
    const wise = { method: 'wise', accountHolderName: 'Alex', currency: 'EUR' } as const;
    expect(
      payoutDetailsSchema.safeParse({ ...wise, recipientEmail: null, iban: null }).success,
    ).toBe(false);
    expect(
      payoutDetailsSchema.safeParse({
        ...wise,
        recipientEmail: 'a@example.com',
        iban: 'DE89370400440532013000',
      }).success,
    ).toBe(false);
    expect(
      payoutDetailsSchema.safeParse({ ...wise, recipientEmail: 'a@example.com', iban: null })
        .success,
    ).toBe(true);
  });
});

describe('describePayoutDetails', () => {
  it('names where the money goes, with the IBAN masked for the audit log', () => {
    const wise = {
      method: 'wise',
      accountHolderName: 'Alex Doe',
      currency: 'EUR',
      recipientEmail: null,
      iban: 'DE89370400440532013000',
    } as const;
    expect(describePayoutDetails({ method: 'paypal', email: 'a@example.com' })).toBe(
      'PayPal: a@example.com',
    );
    expect(describePayoutDetails(wise)).toBe(
      'Wise (EUR): IBAN DE89 3704 0044 0532 0130 00 (Alex Doe)',
    );
    expect(describePayoutDetails(wise, { maskIban: true })).toBe(
      'Wise (EUR): IBAN DE…3000 (Alex Doe)',
    );
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});
