/**
 * Contact addresses shown on public pages. They use the reserved `.example` domain until the
 * company's real mailboxes are configured here; nothing else in the app hard-codes them.
 */
export const site = {
  name: 'Parley',
  supportEmail: 'support@parley.example',
  salesEmail: 'sales@parley.example',
  privacyEmail: 'privacy@parley.example',
  affiliatesEmail: 'affiliates@parley.example',
} as const;
