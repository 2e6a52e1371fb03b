import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it, vi } from 'vitest';
import type { MemberDoc } from '../../contracts/companies';
import { acceptUrl, appUrlFrom, companiesConfig } from './config';
import {
  invitationProblem,
  invitationProblemError,
  requireInvitedEmail,
} from './invitation-lookup';
import { mailInvitation } from './invitation-mail';
import { memberFromUser, memberName, requireOutranks } from './membership';
import { requireFreeSeat } from './seats';
import type { StoredCompany } from './store';
import { hashToken, maskEmail, newInvitationToken } from './tokens';

const company = (overrides: Partial<StoredCompany> = {}): StoredCompany => ({
  name: 'Acme',
  slug: 'acme',
  logoUrl: null,
  website: null,
  ownerUid: 'o',
  memberCount: 1,
  createdAt: 0,
  updatedAt: 0,
  ...overrides,
});

const code = (fn: () => void) => {
  try {
    fn();
    return 'none';
  } catch (error) {
    return error instanceof HttpsError ? error.code : 'other';
  }
};

describe('config', () => {
  it('takes the app URL from APP_URL, then the first APP_ORIGINS entry, then localhost', () => {
    expect(appUrlFrom({ APP_URL: 'https://app.example.com/', APP_ORIGINS: 'http://a' })).toBe(
      'https://app.example.com',
    );
    expect(appUrlFrom({ APP_ORIGINS: ' http://127.0.0.1:5000 ,http://localhost:5173' })).toBe(
      'http://127.0.0.1:5000',
    );
    expect(appUrlFrom({ APP_URL: '', APP_ORIGINS: '' })).toBe('http://localhost:5173');
    expect(acceptUrl('https://app.example.com', 'abc_-1')).toBe(
      'https://app.example.com/accept-invite?token=abc_-1',
    );
  });
});

describe('tokens', () => {
  it('are 43 base64url characters, distinct, stored as their sha256', () => {
    const a = newInvitationToken();
    const b = newInvitationToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.tokenHash).toBe(hashToken(a.token));
    expect(a.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.tokenHash).not.toContain(a.token);
  });

  it('masks addresses', () => {
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@b.c')).toBe('a***@b.c');
    expect(maskEmail('nonsense')).toBe('***');
  });
});

describe('seats (the rules themselves: contracts/seats.test.ts)', () => {
  it('refuse with the seatLimit reason and a message saying the plan size, naming no page', () => {
    const full = company({ memberCount: 2, entitlements: { seats: 3 } });
    const check = (asker: 'inviter' | 'joiner', held: number) => () =>
      requireFreeSeat({ company: full, seatHoldingInvitations: held, freePlanSeats: 5, asker });
    expect(code(check('inviter', 0))).toBe('none');
    expect(code(check('inviter', 1))).toBe('failed-precondition');
    expect(check('inviter', 1)).toThrow(/3 seats.*Upgrade the plan/);
    expect(check('inviter', 1)).not.toThrow(/\/pricing/);
    expect(check('joiner', 1)).toThrow(/Acme has no free seat: its plan includes 3 seats/);
    try {
      check('joiner', 1)();
    } catch (error) {
      expect((error as HttpsError).details).toEqual({
        reason: 'seatLimit',
        limit: 3,
        companyName: 'Acme',
        asker: 'joiner',
      });
    }
  });
});

describe('roles', () => {
  const member = (role: MemberDoc['role']) => ({ role }) as MemberDoc;

  it('let only a higher rank act on someone, and nobody on the owner', () => {
    expect(code(() => requireOutranks(member('owner'), member('admin')))).toBe('none');
    expect(code(() => requireOutranks(member('admin'), member('member')))).toBe('none');
    expect(code(() => requireOutranks(member('admin'), member('admin')))).toBe('permission-denied');
    expect(code(() => requireOutranks(member('admin'), member('owner')))).toBe('permission-denied');
    expect(code(() => requireOutranks(member('owner'), member('owner')))).toBe('permission-denied');
  });

  it('build member documents from the Auth record', () => {
    expect(
      memberFromUser(
        {
          uid: 'u',
          email: 'Ann@Example.com',
          displayName: undefined,
          photoURL: 'https://example.com/p.png',
        },
        'c',
        'admin',
        7,
      ),
    ).toEqual({
      uid: 'u',
      companyId: 'c',
      role: 'admin',
      email: 'ann@example.com',
      displayName: null,
      photoURL: 'https://example.com/p.png',
      joinedAt: 7,
    });
    // Auth names and photos are whatever the client set: bounded like profile fields.
    const copied = memberFromUser(
      { uid: 'u', email: 'a@b.c', displayName: `  ${'N'.repeat(500)}`, photoURL: 'javascript:x' },
      'c',
      'member',
      7,
    );
    expect(copied.displayName).toBe('N'.repeat(80));
    expect(copied.photoURL).toBeNull();
    expect(memberName({ displayName: ' ', email: 'a@b.c' })).toBe('a@b.c');
    expect(memberName({ displayName: 'Ann', email: 'a@b.c' })).toBe('Ann');
  });
});

describe('invitation problems', () => {
  it('name why an invitation cannot be used', () => {
    expect(invitationProblem({ status: 'pending', expiresAt: 10 }, 9)).toBeNull();
    expect(invitationProblem({ status: 'pending', expiresAt: 10 }, 10)).toBe('expired');
    expect(invitationProblem({ status: 'accepted', expiresAt: 10 }, 0)).toBe('used');
    expect(invitationProblem({ status: 'revoked', expiresAt: 10 }, 0)).toBe('revoked');
    expect(invitationProblem({ status: 'declined', expiresAt: 10 }, 0)).toBe('declined');
    // Closed by the scheduled job: expired whatever the clock says.
    expect(invitationProblem({ status: 'expired', expiresAt: 10 }, 0)).toBe('expired');
    expect(invitationProblemError('invalid').code).toBe('not-found');
    expect(invitationProblemError('expired').code).toBe('failed-precondition');
    expect(invitationProblemError('used').details).toEqual({
      reason: 'invitationProblem',
      problem: 'used',
    });
  });

  it('require the invited address, case-insensitively, and verified', () => {
    const verified = (email: string | null) => ({ email, emailVerified: true });
    expect(code(() => requireInvitedEmail('ann@example.com', verified('ANN@example.com')))).toBe(
      'none',
    );
    expect(code(() => requireInvitedEmail(null, verified(null)))).toBe('none');
    expect(() => requireInvitedEmail('ann@example.com', verified('bob@example.com'))).toThrow(
      'This invitation was sent to a***@example.com; sign in with that address.',
    );
    expect(code(() => requireInvitedEmail('ann@example.com', verified(null)))).toBe(
      'permission-denied',
    );
    // The right address, not verified: anyone can sign up with any address.
    const unverified = { email: 'ann@example.com', emailVerified: false };
    expect(() => requireInvitedEmail('ann@example.com', unverified)).toThrow(
      /Verify your email address first/,
    );
  });
});

describe('mailInvitation', () => {
  const invitation = {
    id: 'i1',
    email: 'ann@example.com',
    token: 't'.repeat(43),
    role: 'member' as const,
    expiresAt: Date.UTC(2030, 0, 1),
    companyName: 'Acme',
    inviterName: 'Olivia',
  };
  const config = companiesConfig({ APP_URL: 'https://app.example.com' });

  it('sends the team invitation template with the accept link', async () => {
    const sendMail = vi.fn().mockResolvedValue('<id@x>');
    expect(await mailInvitation(invitation, { sendMail, config })).toBe(true);
    expect(sendMail).toHaveBeenCalledWith({
      to: 'ann@example.com',
      template: 'teamInvitation',
      data: {
        companyName: 'Acme',
        inviterName: 'Olivia',
        role: 'member',
        acceptUrl: `https://app.example.com/accept-invite?token=${'t'.repeat(43)}`,
        expiresAt: new Date(Date.UTC(2030, 0, 1)),
      },
    });
  });

  it('reports a failed send as false instead of throwing', async () => {
    const sendMail = vi.fn().mockRejectedValue(new Error('SMTP down'));
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    expect(await mailInvitation(invitation, { sendMail, config })).toBe(false);
    expect(logged).toHaveBeenCalledWith('invitation mail could not be sent', {
      invitationId: 'i1',
      error: 'SMTP down',
    });
  });
});
