import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendContactMessage, sendMail, type SendMailInput } from './send-mail';

const sent = vi.hoisted(() => ({ createTransport: vi.fn(), sendMail: vi.fn() }));
vi.mock('nodemailer', () => ({
  createTransport: (options: unknown) => {
    sent.createTransport(options);
    return { sendMail: sent.sendMail };
  },
}));

const logged = vi.hoisted(() => vi.fn().mockResolvedValue(undefined));
vi.mock('./mail-log', () => ({ recordMailLog: logged }));

// The defaults are what these tests expect, whatever the developer's shell exports (the
// settings are read on the first send).
vi.stubEnv('MAIL_FROM', '');
vi.stubEnv('SUPPORT_EMAIL', '');

const invitation = {
  companyName: 'Acme',
  inviterName: 'Ada',
  role: 'member',
  acceptUrl: 'https://parley.example/invite/abc',
  expiresAt: new Date('2030-01-01T00:00:00Z'),
};

beforeEach(() => {
  sent.sendMail.mockReset().mockResolvedValue({ messageId: '<id@parley.example>' });
});

describe('sendMail', () => {
  it('renders the template, sends from MAIL_FROM and returns the message id', async () => {
    const id = await sendMail({
      to: 'bob@example.com',
      template: 'teamInvitation',
      data: invitation,
    });
    expect(id).toBe('<id@parley.example>');
    expect(sent.sendMail).toHaveBeenCalledWith(
      expect.objectContaining({
        from: 'Parley <no-reply@parley.example>',
        to: 'bob@example.com',
        subject: 'Ada invited you to join Acme on Parley',
        text: expect.stringContaining(invitation.acceptUrl),
        html: expect.stringContaining(invitation.acceptUrl),
      }),
    );
  });

  it('creates one transport and reuses it', async () => {
    await sendMail({ to: 'a@example.com', template: 'teamInvitation', data: invitation });
    await sendMail({ to: 'b@example.com', template: 'teamInvitation', data: invitation });
    expect(sent.createTransport).toHaveBeenCalledTimes(1);
  });

  it('lets SMTP errors reach the caller', async () => {
    sent.sendMail.mockRejectedValue(new Error('connection refused'));
    await expect(
      sendMail({ to: 'a@example.com', template: 'teamInvitation', data: invitation }),
    ).rejects.toThrow('connection refused');
  });

  it('records every attempt in the mail log: sent, and failed with the error', async () => {
    logged.mockClear();
    await sendMail({ to: 'a@example.com', template: 'teamInvitation', data: invitation });
    expect(logged).toHaveBeenLastCalledWith({
      template: 'teamInvitation',
      to: 'a@example.com',
      subject: 'Ada invited you to join Acme on Parley',
      status: 'sent',
      error: null,
      at: expect.any(Number),
      kind: 'transactional',
    });
    sent.sendMail.mockRejectedValue(new Error('connection refused'));
    await expect(
      sendMail(
        {
          to: ['a@example.com', { name: 'B', address: 'b@example.com' }],
          template: 'teamInvitation',
          data: invitation,
        },
        { kind: 'test' },
      ),
    ).rejects.toThrow('connection refused');
    expect(logged).toHaveBeenLastCalledWith(
      expect.objectContaining({
        to: 'a@example.com, b@example.com',
        status: 'failed',
        error: 'connection refused',
        kind: 'test',
      }),
    );
  });

  it('a failing log never fails the send', async () => {
    const log = vi.fn().mockRejectedValue(new Error('firestore down'));
    await expect(
      sendMail({ to: 'a@example.com', template: 'teamInvitation', data: invitation }, { log }),
    ).resolves.toBe('<id@parley.example>');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('ties data to the template at compile time', () => {
    const contactData = { name: 'Sam', email: 'sam@example.com', topic: 'Sales', message: 'Hi' };
    // @ts-expect-error contactMessage data for the teamInvitation template
    const wrong: SendMailInput = { to: 'a@b.c', template: 'teamInvitation', data: contactData };
    expect(wrong.template).toBe('teamInvitation');
  });
});

describe('sendContactMessage', () => {
  it('sends to support with the visitor as reply-to', async () => {
    const data = { name: 'Sam', email: 'sam@example.com', topic: 'Sales', message: 'Hi' };
    await sendContactMessage(data);
    expect(sent.sendMail).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'support@parley.example',
        replyTo: { name: 'Sam', address: 'sam@example.com' },
        subject: 'Contact form: Sales (from Sam)',
      }),
    );
  });
});
