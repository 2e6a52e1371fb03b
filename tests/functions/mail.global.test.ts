import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sendMail } from '../../functions/src/services/mail/send-mail';
import { clearMail, listMail, waitForMail } from '../support/mail';

/** sendMail through real SMTP into the test stack's catcher (SMTP_PORT set by scripts/test.ts). */
describe('sendMail into the mail catcher', () => {
  it('delivers the team invitation with both parts, the link and escaped values', async () => {
    const to = `invitee-${randomUUID().slice(0, 8)}@example.com`;
    const acceptUrl = `https://parley.example/invite/${randomUUID()}?a=1&b=2`;
    const messageId = await sendMail({
      to,
      template: 'teamInvitation',
      data: {
        companyName: 'Acme <Labs> & Co',
        inviterName: 'Ada Lovelace',
        role: 'admin',
        acceptUrl,
        expiresAt: new Date('2030-01-15T14:30:00Z'),
      },
    });
    expect(messageId).toMatch(/^<.+@.+>$/);

    const mail = await waitForMail({ to, subjectIncludes: 'invited you' });
    expect(mail.subject).toBe('Ada Lovelace invited you to join Acme <Labs> & Co on Parley');
    expect(mail.to).toEqual([expect.objectContaining({ address: to })]);
    expect(mail.from).toEqual([
      expect.objectContaining({ address: 'no-reply@parley.example', name: 'Parley' }),
    ]);
    expect(mail.text).toContain(acceptUrl);
    expect(mail.html).toContain(acceptUrl.replace('&', '&amp;'));
    expect(mail.html).toContain('Acme &lt;Labs&gt; &amp; Co');
    expect(mail.html).not.toContain('<Labs>');
  });

  it('sets reply-to, and clears the catcher', async () => {
    await sendMail({
      to: 'someone@example.com',
      template: 'contactMessage',
      data: { name: 'Sam', email: 'sam@example.com', topic: 'Sales', message: 'Hello' },
      replyTo: 'sam@example.com',
    });
    const mail = await waitForMail({ to: 'someone@example.com', subjectIncludes: 'Contact form' });
    expect(mail.replyTo).toEqual([expect.objectContaining({ address: 'sam@example.com' })]);
    await clearMail();
    expect(await listMail()).toEqual([]);
  });
});
