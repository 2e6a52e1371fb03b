/**
 * Contact addresses shown on public pages. They use the reserved `.example` domain until the
 * company's real mailboxes are configured here; nothing else in the app hard-codes them.
 */
export const site = {
  name: 'Parley',
  /** A page without a description of its own gets this one (index.html carries it too). */
  description: 'Team workspaces with roles, invitations and billing.',
  supportEmail: 'support@parley.example',
  salesEmail: 'sales@parley.example',
  privacyEmail: 'privacy@parley.example',
  affiliatesEmail: 'affiliates@parley.example',
} as const;
