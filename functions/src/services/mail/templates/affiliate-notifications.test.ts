import { describe, expect, it } from 'vitest';
import { affiliateFirstCommission } from './affiliate-first-commission';
import { affiliateNewReferral } from './affiliate-new-referral';
import { affiliatePayoutPaid } from './affiliate-payout-paid';
import { escapeHtml } from './layout';
import type { RenderedMail } from './layout';

const hostile = `<script>alert("x")</script> & 'quotes'`;
const escapedHostile = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;';
const dashboardUrl = 'https://parley.example/affiliate/dashboard';
const unsubscribeUrl = 'https://parley.example/api/unsubscribe?uid=u1&token=t&list=affiliate';

/** The signed unsubscribe link is in both parts (escaped in the HTML), and says what it does. */
function expectUnsubscribeLink(mail: RenderedMail) {
  expect(mail.html).toContain(`href="${escapeHtml(unsubscribeUrl)}"`);
  expect(mail.html).toContain('Turn off affiliate emails');
  expect(mail.text).toContain(`Turn off affiliate emails: ${unsubscribeUrl}`);
}

/** What the data carries is all there is: nothing of the referred person can be in it. */
const allText = (mail: RenderedMail) => `${mail.subject}\n${mail.html}\n${mail.text}`;

describe('affiliateNewReferral', () => {
  const mail = affiliateNewReferral({ username: 'sam', dashboardUrl, unsubscribeUrl });

  it('tells of a sign-up through the link, with the dashboard and unsubscribe links', () => {
    expect(mail.subject).toBe('New sign-up through your Parley referral link');
    expect(mail.text).toContain('someone just created a Parley account through your referral link');
    expect(mail.text).toContain(`See your sign-ups: ${dashboardUrl}`);
    expect(mail.html).toContain(`href="${dashboardUrl}"`);
    expectUnsubscribeLink(mail);
  });

  it('names nobody but the affiliate, escaped', () => {
    expect(allText(mail)).not.toMatch(/@/);
    const hostileName = affiliateNewReferral({ username: hostile, dashboardUrl, unsubscribeUrl });
    expect(hostileName.html).toContain(escapedHostile);
    expect(hostileName.html).not.toContain('<script>');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      affiliateNewReferral({ username: 'sam', dashboardUrl, unsubscribeUrl: 'javascript:x' }),
    ).toThrow(/http\(s\)/);
  });
});

describe('affiliateFirstCommission', () => {
  const base = {
    username: 'sam',
    companyName: 'Acme & Co',
    amountCents: 6_000,
    currency: 'usd',
    availableAt: new Date('2030-06-01T10:00:00Z'),
    dashboardUrl,
    unsubscribeUrl,
  };

  it('names the company (escaped), the amount and when it becomes payable', () => {
    const mail = affiliateFirstCommission(base);
    expect(mail.subject).toBe('Your first commission from a referral: $60.00');
    expect(mail.text).toContain(
      'Acme & Co, a company you referred, paid its first invoice: you earned $60.00.',
    );
    expect(mail.html).toContain('Acme &amp; Co');
    expect(mail.text).toContain('payable on June 1, 2030 at 10:00 AM UTC');
    expect(mail.text).toContain(`See your earnings: ${dashboardUrl}`);
    expectUnsubscribeLink(mail);
  });

  it('says a held commission is on hold, and counts a currency in its own digits', () => {
    const mail = affiliateFirstCommission({
      ...base,
      amountCents: 1_500,
      currency: 'jpy',
      availableAt: null,
    });
    expect(mail.subject).toBe('Your first commission from a referral: ¥1,500');
    expect(mail.text).toContain('It is on hold for now; your dashboard shows why.');
    expect(mail.text).not.toContain('payable on');
  });

  it('carries nothing about the company’s people', () => {
    expect(allText(affiliateFirstCommission(base))).not.toMatch(/@/);
    const hostileName = affiliateFirstCommission({ ...base, companyName: hostile });
    expect(hostileName.html).toContain(escapedHostile);
    expect(hostileName.html).not.toContain('<script>');
  });
});

describe('affiliatePayoutPaid (payout sent)', () => {
  const base = {
    username: 'sam',
    amountCents: 42_000,
    currency: 'eur',
    reference: 'WISE-42',
    paidAt: new Date('2030-05-01T10:00:00Z'),
    dashboardUrl,
    unsubscribeUrl,
  };

  it('states the amount in its currency and the reference, with the unsubscribe link', () => {
    const mail = affiliatePayoutPaid(base);
    expect(mail.subject).toBe('Your Parley affiliate payout of €420.00 is on its way');
    expect(mail.text).toContain('your affiliate payout of €420.00 was sent on May 1, 2030');
    expect(mail.text).toContain('Reference: WISE-42');
    expectUnsubscribeLink(mail);
  });
});
