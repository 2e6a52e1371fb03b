import { describe, expect, it } from 'vitest';
import { affiliatePayoutDetailsConfirm } from './affiliate-payout-details-confirm';
import { affiliatePayoutPaid } from './affiliate-payout-paid';
import { superAdminGrant } from './super-admin-grant';
import { contactMessage } from './contact-message';
import { escapeHtml, oneLine, webUrl } from './layout';
import { paymentFailed } from './payment-failed';
import { teamInvitation } from './team-invitation';

const hostile = `<script>alert("x")</script> & 'quotes'`;
const escapedHostile = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;';

const invitation = {
  companyName: 'Acme & Co',
  inviterName: 'Ada Lovelace',
  role: 'admin',
  acceptUrl: 'https://parley.example/invite/tok123?src=mail&x=1',
  expiresAt: new Date('2030-01-15T14:30:00Z'),
};

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(hostile)).toBe(escapedHostile);
  });
});

describe('oneLine', () => {
  it('folds line breaks (no header injection) and caps the length', () => {
    expect(oneLine('a\r\nBcc: x@y.z\n b')).toBe('a Bcc: x@y.z b');
    expect(oneLine('x'.repeat(200))).toHaveLength(120);
  });
});

describe('webUrl', () => {
  it('refuses anything but http(s)', () => {
    expect(() => webUrl('javascript:alert(1)')).toThrow(/http\(s\)/);
    expect(() => webUrl('not a url')).toThrow();
    expect(webUrl('https://parley.example/a')).toBe('https://parley.example/a');
  });
});

describe('teamInvitation', () => {
  it('puts the accept URL in both parts (escaped in the HTML)', () => {
    const mail = teamInvitation(invitation);
    expect(mail.text).toContain(invitation.acceptUrl);
    expect(mail.html).toContain(`href="${escapeHtml(invitation.acceptUrl)}"`);
    expect(mail.html).not.toContain(invitation.acceptUrl); // the raw `&` never reaches the HTML
  });

  it('names the company, inviter, role and the expiry in UTC', () => {
    const mail = teamInvitation(invitation);
    expect(mail.subject).toBe('Ada Lovelace invited you to join Acme & Co on Parley');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Ada Lovelace');
      expect(part).toContain('admin');
      expect(part).toContain('January 15, 2030 at 2:30 PM UTC');
    }
    expect(mail.html).toContain('Acme &amp; Co');
  });

  it('escapes every interpolated value in the HTML and keeps the subject on one line', () => {
    const mail = teamInvitation({
      ...invitation,
      companyName: hostile,
      inviterName: `Eve\r\nBcc: victim@example.com`,
      role: hostile,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(escapedHostile);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain(hostile); // plain text is shown as text, never parsed
  });

  it('refuses a non-web accept URL', () => {
    expect(() => teamInvitation({ ...invitation, acceptUrl: 'javascript:alert(1)' })).toThrow();
  });

  it('is a complete, accessible HTML document', () => {
    const { html } = teamInvitation(invitation);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Join Acme &amp; Co on Parley</title>');
    expect(html).toContain('<h1');
    expect(html).toContain('Parley');
  });
});

describe('contactMessage', () => {
  const message = {
    name: 'Sam <b>Smith</b>',
    email: 'sam@example.com',
    topic: 'Billing',
    message: 'First line\n<img src=x onerror=alert(1)>\nThird line',
  };

  it('escapes the visitor-supplied values and keeps their line breaks', () => {
    const mail = contactMessage(message);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>Smith');
    expect(mail.html).toContain('Sam &lt;b&gt;Smith&lt;/b&gt;');
    expect(mail.html).toContain('First line\n&lt;img src=x onerror=alert(1)&gt;\nThird line');
    expect(mail.html).toContain('white-space: pre-wrap');
  });

  it('carries every field in the plain text part', () => {
    const mail = contactMessage(message);
    expect(mail.text).toContain('Name: Sam <b>Smith</b>');
    expect(mail.text).toContain('Email: sam@example.com');
    expect(mail.text).toContain('Topic: Billing');
    expect(mail.text).toContain(message.message);
  });

  it('has a one-line subject with the topic and the sender', () => {
    const mail = contactMessage({ ...message, topic: 'Billing\nBcc: x@y.z' });
    expect(mail.subject).toBe('Contact form: Billing Bcc: x@y.z (from Sam <b>Smith</b>)');
  });
});

describe('affiliatePayoutPaid', () => {
  it('states the amount and the reference, escaped, with the dashboard link', () => {
    const mail = affiliatePayoutPaid({
      username: 'sam',
      amountCents: 12_345,
      currency: 'usd',
      reference: hostile,
      paidAt: new Date('2030-05-01T10:00:00Z'),
      dashboardUrl: 'https://parley.example/affiliate/dashboard',
      unsubscribeUrl: 'https://parley.example/api/unsubscribe?uid=u&token=t&list=affiliate',
    });
    expect(mail.subject).toBe('Your Parley affiliate payout of $123.45 is on its way');
    expect(mail.html).toContain(escapedHostile);
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(`Reference: ${hostile}`);
    expect(mail.text).toContain('https://parley.example/affiliate/dashboard');
  });
});

describe('affiliatePayoutPaid in another currency', () => {
  it('states the amount in the payout’s currency and minor units', () => {
    const mail = (amountCents: number, currency: string) =>
      affiliatePayoutPaid({
        username: 'sam',
        amountCents,
        currency,
        reference: 'WISE-1',
        paidAt: new Date('2030-05-01T10:00:00Z'),
        dashboardUrl: 'https://parley.example/affiliate/dashboard',
        unsubscribeUrl: 'https://parley.example/api/unsubscribe?uid=u&token=t&list=affiliate',
      });
    expect(mail(7_500, 'jpy').subject).toBe('Your Parley affiliate payout of ¥7,500 is on its way');
    expect(mail(4_250, 'eur').text).toContain('payout of €42.50 was sent');
    // Stripe counts ISK in hundredths where Intl shows none: 500 is 5 krónur, not 500.
    expect(mail(500, 'isk').text).toContain('payout of ISK\u00a05 was sent');
    expect(mail(4_250, 'eur').text).toContain(
      'https://parley.example/api/unsubscribe?uid=u&token=t&list=affiliate',
    );
  });
});

describe('affiliatePayoutDetailsConfirm', () => {
  it('names the new destination, escaped, with the one-time link and its end', () => {
    const mail = affiliatePayoutDetailsConfirm({
      username: 'sam',
      destination: `PayPal: ${hostile}`,
      confirmUrl: 'https://parley.example/affiliate/dashboard?confirmPayoutDetails=abc',
      expiresAt: new Date('2030-05-02T10:00:00Z'),
    });
    expect(mail.subject).toBe('Confirm your new Parley payout details');
    expect(mail.html).toContain(escapedHostile);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('dashboard?confirmPayoutDetails=abc');
    expect(mail.text).toContain(`PayPal: ${hostile}`);
    expect(mail.text).toContain(
      'https://parley.example/affiliate/dashboard?confirmPayoutDetails=abc',
    );
    expect(mail.text).toContain('nothing changes without this link');
  });
});

describe('superAdminGrant', () => {
  const data = {
    target: hostile,
    requestedBy: 'alex@example.com',
    decidedBy: 'kim@example.com',
    expiresAt: new Date('2030-05-08T10:00:00Z'),
    reviewUrl: 'https://parley.example/admin/users/u1',
  };

  it('asks every super admin to review a request, escaped, with its deadline and link', () => {
    const mail = superAdminGrant({ ...data, event: 'requested' });
    expect(mail.subject).toBe(`Approve super admin for ${hostile}?`);
    expect(mail.html).toContain(escapedHostile);
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(`alex@example.com asked to make ${hostile} a super admin.`);
    expect(mail.text).toContain('May 8, 2030');
    expect(mail.text).toContain('Review the request: https://parley.example/admin/users/u1');
  });

  it('says who decided, for each outcome', () => {
    expect(superAdminGrant({ ...data, event: 'approved' }).text).toContain(
      'kim@example.com approved the request of alex@example.com',
    );
    expect(superAdminGrant({ ...data, event: 'refused' }).subject).toBe(
      `Super admin for ${hostile} was refused`,
    );
    expect(superAdminGrant({ ...data, event: 'withdrawn' }).text).toContain(
      'alex@example.com withdrew their request',
    );
  });
});

describe('paymentFailed', () => {
  const data = {
    companyName: 'Acme & Co',
    planName: 'Team',
    amountCents: 9_600,
    currency: 'usd',
    graceUntil: new Date('2030-05-08T10:00:00Z'),
    fixUrl: 'https://parley.example/company?company=c1&x=1#billing',
  };

  it('day 0 says the payment failed, what is at stake, until when, and how to fix it', () => {
    const mail = paymentFailed({ ...data, day: 0 });
    expect(mail.subject).toBe('Your payment for Acme & Co failed');
    expect(mail.text).toContain('$96.00 a month for the Team plan of Acme & Co');
    expect(mail.text).toContain('The plan stays until May 8, 2030 at 10:00 AM UTC.');
    expect(mail.text).toContain(`Fix payment: ${data.fixUrl}`);
    expect(mail.html).toContain(`href="${escapeHtml(data.fixUrl)}"`);
    expect(mail.html).toContain('Acme &amp; Co');
  });

  it('day 3 reminds, day 7 says it is the last day and when the plan ends', () => {
    expect(paymentFailed({ ...data, day: 3 }).subject).toBe(
      'Reminder: the payment for Acme & Co is still failing',
    );
    const last = paymentFailed({ ...data, day: 7 });
    expect(last.subject).toBe(
      'Last day: the Team plan of Acme & Co ends on May 8, 2030 at 10:00 AM UTC',
    );
    expect(last.text).toContain('This is the last day to fix the payment for Acme & Co');
    expect(last.text).toContain('moves to the Free plan');
  });

  it('writes each currency in its own digits', () => {
    expect(paymentFailed({ ...data, day: 0, amountCents: 1_500, currency: 'jpy' }).text).toContain(
      '¥1,500 a month',
    );
  });

  it('escapes the company name in the HTML and keeps the subject on one line', () => {
    const mail = paymentFailed({ ...data, day: 0, companyName: `${hostile}\r\nBcc: x@y.z` });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(escapedHostile);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('refuses a link that is not a web link', () => {
    expect(() => paymentFailed({ ...data, day: 0, fixUrl: 'javascript:alert(1)' })).toThrow();
  });
});
