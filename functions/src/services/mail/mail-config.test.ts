import { describe, expect, it } from 'vitest';
import { mailConfig } from './mail-config';

describe('mailConfig', () => {
  it('defaults to the local catcher and the Parley addresses', () => {
    expect(mailConfig({})).toEqual({
      smtp: { host: '127.0.0.1', port: 1025, secure: false },
      from: 'Parley <no-reply@parley.example>',
      supportEmail: 'support@parley.example',
    });
  });

  it('takes the catcher port from SMTP_PORT (npm test runs its own)', () => {
    expect(mailConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '1125' }).smtp.port).toBe(1125);
    expect(mailConfig({ SMTP_PORT: '1125' }).smtp).toMatchObject({ host: '127.0.0.1', port: 1125 });
  });

  it('uses submission ports for a real provider, with credentials', () => {
    const config = mailConfig({
      SMTP_HOST: 'smtp.provider.example',
      SMTP_USER: 'apikey',
      SMTP_PASS: 'secret',
      MAIL_FROM: 'Parley <hello@parley.example>',
      SUPPORT_EMAIL: 'help@parley.example',
    });
    expect(config).toEqual({
      smtp: {
        host: 'smtp.provider.example',
        port: 587,
        secure: false,
        auth: { user: 'apikey', pass: 'secret' },
      },
      from: 'Parley <hello@parley.example>',
      supportEmail: 'help@parley.example',
    });
    expect(
      mailConfig({ SMTP_HOST: 'smtp.provider.example', SMTP_SECURE: 'true' }).smtp,
    ).toMatchObject({ port: 465, secure: true });
    expect(mailConfig({ SMTP_HOST: 'smtp.provider.example', SMTP_PORT: '465' }).smtp.secure).toBe(
      true,
    );
  });

  it('treats empty variables as unset', () => {
    expect(mailConfig({ SMTP_HOST: '', SMTP_USER: '', SMTP_PASS: '' }).smtp).toEqual({
      host: '127.0.0.1',
      port: 1025,
      secure: false,
    });
  });

  it('refuses invalid settings with a readable message', () => {
    expect(() => mailConfig({ SMTP_PORT: 'abc' })).toThrow(/Invalid mail settings[\s\S]*SMTP_PORT/);
    expect(() => mailConfig({ SMTP_SECURE: 'yes' })).toThrow(/SMTP_SECURE/);
    expect(() => mailConfig({ SMTP_USER: 'only-user' })).toThrow(/SMTP_USER and SMTP_PASS/);
    expect(() => mailConfig({ SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
  });
});
