import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT_MESSAGE, type ContactMessageInput } from '@contracts/contact';
import { contactMessageSchema } from '@contracts/contact';
import { submitContactMessage } from '../../functions/src/services/contact/submit-contact';
import { callerFor, closeCallers } from '../support/callable-client';
import { failure } from '../support/companies';
import { waitForMail } from '../support/mail';
import { createSignedInUser } from '../support/users';

const db = getFirestore();
afterEach(closeCallers);

const SUPPORT = 'support@parley.example';

function message(overrides: Partial<ContactMessageInput> = {}): ContactMessageInput {
  const id = randomUUID().slice(0, 8);
  return {
    name: `Sam ${id}`,
    email: `sam-${id}@example.com`,
    topic: 'sales',
    message: 'Do you offer plans for 200 people?\nThanks!',
    ...overrides,
  };
}

const submit = async (input: ContactMessageInput, user?: { email: string; password: string }) =>
  (await callerFor(user))('contactOperations', { action: 'submit', payload: input });

const storedFrom = async (email: string) =>
  (await db.collection('contactMessages').where('email', '==', email).get()).docs.map((d) =>
    d.data(),
  );

describe('contactOperations submit', () => {
  it('stores the message and mails it to support, with the visitor as reply-to', async () => {
    const input = message({ topic: 'privacy' });
    expect(await submit(input)).toEqual({ received: true });

    const [stored] = await storedFrom(input.email);
    expect(stored).toMatchObject({
      name: input.name,
      email: input.email,
      topic: 'privacy',
      message: input.message,
      uid: null,
      ipHash: null,
    });
    expect(stored?.createdAt).toEqual(expect.any(Number));

    const mail = await waitForMail({ to: SUPPORT, subjectIncludes: input.name });
    expect(mail.subject).toBe(`Contact form: Privacy (from ${input.name})`);
    expect(mail.replyTo).toEqual([expect.objectContaining({ address: input.email })]);
    expect(mail.text).toContain('Do you offer plans for 200 people?');
  });

  it('records who sent it when signed in', async () => {
    const user = await createSignedInUser();
    const input = message({ email: user.email });
    await submit(input, user);
    expect(await storedFrom(user.email)).toEqual([expect.objectContaining({ uid: user.uid })]);
  });

  it('refuses a sixth message within an hour from the same email, and stores none of it', async () => {
    const email = `busy-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 5; i++) await submit(message({ email }));
    // The limit counts the lower-cased address.
    const sixth = await failure(submit(message({ email: email.toUpperCase() })));
    expect(sixth.code).toBe('functions/resource-exhausted');
    // The web SDK adds the HTTP status ("… [429]").
    expect(sixth.message).toContain(CONTACT_RATE_LIMIT_MESSAGE);
    expect(await storedFrom(email)).toHaveLength(5);
    expect(await storedFrom(email.toUpperCase())).toHaveLength(0);
    // Someone else is not affected.
    expect(await submit(message())).toEqual({ received: true });
  });

  it.each([
    ['a short message', { message: 'Too short' }],
    ['a bad email', { email: 'not-an-email' }],
    ['an unknown topic', { topic: 'jobs' as 'sales' }],
    ['no name', { name: '  ' }],
    ['a long message', { message: 'x'.repeat(5001) }],
  ])('refuses %s with invalid-argument and stores nothing', async (_label, change) => {
    const input = message(change);
    expect((await failure(submit(input))).code).toBe('functions/invalid-argument');
    expect(await storedFrom(input.email)).toEqual([]);
  });
});

describe('submitContactMessage when the mail fails', () => {
  it('stores the message anyway and succeeds', async () => {
    const input = contactMessageSchema.parse(message());
    const result = await submitContactMessage(input, {
      db,
      now: Date.now(),
      uid: null,
      ip: '203.0.113.7',
      salt: 'test-salt',
      send: async () => {
        throw new Error('SMTP is down');
      },
    });
    expect(result).toEqual({ received: true });
    const [stored] = await storedFrom(input.email);
    expect(stored?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain('203.0.113.7');
  });
});
