import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_LIMIT_MESSAGE,
  CONTACT_RATE_WINDOW_MS,
  contactTopicLabels,
  type ContactMessage,
  type ContactMessageDoc,
} from '../../contracts/contact';
import type { ContactMessageData } from '../mail/templates/contact-message';
import { clientKey, ipHash, nextWindow, rateWindowConverter } from './rate-window';
import { refusal } from '../../lib/refusal';
import { loggableError } from '../../lib/loggable-error';

export interface ContactDeps {
  db: Firestore;
  now: number;
  uid: string | null;
  ip: string | null;
  salt: string;
  /** Mails the message to support (sendContactMessage); a failure is logged, never surfaced. */
  send: (data: ContactMessageData) => Promise<unknown>;
}

/**
 * Stores a contact form message and mails it to support. The client's counter
 * (`contactRateLimits/{hash}`) is checked and raised in the transaction that stores the message,
 * so the hourly limit holds across function instances and a refused message is not stored.
 * The mail goes out afterwards: when it fails the message is already stored (support reads
 * stored messages), so the sender is told it arrived.
 */
export async function submitContactMessage(
  input: ContactMessage,
  deps: ContactDeps,
): Promise<{ received: true }> {
  const { db, now } = deps;
  const limitRef = db
    .collection('contactRateLimits')
    .doc(clientKey(deps.salt, deps.ip, input.email));
  const messageRef = db.collection('contactMessages').doc();
  const message: ContactMessageDoc = {
    name: input.name,
    email: input.email,
    topic: input.topic,
    message: input.message,
    createdAt: now,
    uid: deps.uid,
    ipHash: ipHash(deps.salt, deps.ip),
  };
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(limitRef.withConverter(rateWindowConverter))).data();
    const next = nextWindow(current, now);
    if (!next) {
      // Refused only inside a window that exists: it ends an hour after it started.
      const endsAt = (current?.windowStart ?? now) + CONTACT_RATE_WINDOW_MS;
      throw refusal(
        {
          reason: 'rateLimited',
          scope: 'contactMessages',
          max: CONTACT_RATE_LIMIT,
          retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)),
        },
        CONTACT_RATE_LIMIT_MESSAGE,
      );
    }
    tx.set(limitRef, next);
    tx.create(messageRef, message);
  });
  try {
    await deps.send({
      name: input.name,
      email: input.email,
      topic: contactTopicLabels[input.topic],
      message: input.message,
    });
  } catch (error) {
    logger.error('contact message stored but not mailed', {
      messageId: messageRef.id,
      error: loggableError(error),
    });
  }
  return { received: true };
}
