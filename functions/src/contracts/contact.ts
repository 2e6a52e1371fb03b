import { z } from 'zod';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_TOPICS,
  contactTopicLabels,
} from './contact-topics';
import { operation, operations } from './operation';

/**
 * The contact form: one schema validates it in the browser and in `contactOperations`, so both
 * sides give the same messages.
 */
export { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_TOPICS, contactTopicLabels };
export const contactTopicSchema = z.enum(CONTACT_TOPICS, { message: 'Choose a topic.' });
export type ContactTopic = z.infer<typeof contactTopicSchema>;

/** SPEC: at most this many messages per client per window. */
export const CONTACT_RATE_LIMIT = 5;
export const CONTACT_RATE_WINDOW_MS = 60 * 60 * 1000;
export const CONTACT_RATE_LIMIT_MESSAGE =
  'You have sent several messages in a short time. Please try again in an hour.';

export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(100, 'Use at most 100 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address.')
    .max(254, 'Use at most 254 characters.')
    .pipe(z.email('Enter a valid email address.')),
  topic: contactTopicSchema,
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Write at least ${CONTACT_MESSAGE_MIN} characters.`)
    .max(CONTACT_MESSAGE_MAX, `Use at most ${CONTACT_MESSAGE_MAX} characters.`),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactOperations = operations({
  /**
   * Stores the message and mails it to support. Errors: resource-exhausted over the rate limit;
   * invalid-argument for a bad field. A mail that cannot be sent still succeeds (it is stored).
   */
  submit: operation({
    input: contactMessageSchema,
    output: z.object({ received: z.literal(true) }),
    errors: ['rateLimited'],
    access: 'public',
  }),
});

/** contactMessages/{auto}: read by super admins (support); written only by functions. */
export interface ContactMessageDoc extends ContactMessage {
  createdAt: number;
  uid: string | null;
  /** Salted hash of the sender's address, when the function saw one. */
  ipHash: string | null;
}
