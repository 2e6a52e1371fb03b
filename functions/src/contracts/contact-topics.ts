/**
 * The contact form's choices and limits with no imports, so the public contact page can draw
 * the form without pulling zod in (contact.ts re-exports them next to its schema, which the
 * form loads on its first check).
 */

export const CONTACT_TOPICS = ['support', 'sales', 'affiliates', 'privacy', 'other'] as const;

export const contactTopicLabels: Record<(typeof CONTACT_TOPICS)[number], string> = {
  support: 'Support',
  sales: 'Sales',
  affiliates: 'Affiliates',
  privacy: 'Privacy',
  other: 'Something else',
};

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
