import { describe, expect, it } from 'vitest';
import { affiliateApproved } from './affiliate-approved';
import { affiliateRejected } from './affiliate-rejected';
import { escapeHtml } from './layout';

const hostile = `<img src=x onerror=alert(1)> & "Eve"`;

describe('affiliateApproved', () => {
  it('links to the agreement in both parts and names the username', () => {
    const mail = affiliateApproved({
      name: 'Ada',
      username: 'ada_l',
      agreementUrl: 'https://parley.example/affiliate/accept-agreement',
    });
    expect(mail.subject).toBe('You are a Parley affiliate');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('https://parley.example/affiliate/accept-agreement');
      expect(part).toContain('ada_l');
    }
  });

  it('escapes the applicant’s name and refuses a non-web link', () => {
    const mail = affiliateApproved({
      name: hostile,
      username: 'x',
      agreementUrl: 'https://parley.example/a',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(escapeHtml(hostile));
    expect(() =>
      affiliateApproved({ name: 'A', username: 'x', agreementUrl: 'javascript:alert(1)' }),
    ).toThrow();
  });
});

describe('affiliateRejected', () => {
  const data = {
    name: 'Ada',
    reason: 'Not enough presence or reach yet',
    note: hostile,
    reapplyAfter: new Date('2030-04-01T09:00:00Z'),
    applyUrl: 'https://parley.example/affiliate/apply',
  };

  it('gives the reason, the note (escaped) and the re-apply date in UTC', () => {
    const mail = affiliateRejected(data);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Not enough presence or reach yet');
      expect(part).toContain('April 1, 2030 at 9:00 AM UTC');
      expect(part).toContain('https://parley.example/affiliate/apply');
    }
    expect(mail.text).toContain(hostile);
    expect(mail.html).not.toContain('<img');
  });

  it('leaves the note out when there is none', () => {
    const mail = affiliateRejected({ ...data, note: null });
    expect(mail.text).not.toContain('null');
    expect(mail.html).not.toContain('null');
  });
});
