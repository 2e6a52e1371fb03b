import { describe, expect, it } from 'vitest';
import { callableMessage } from './callable-errors';
import { callableReason, reasonMessage, retryIn } from './error-reasons';

const refused = (code: string, details: unknown, message = 'The server words it too.') => ({
  code: `functions/${code}`,
  message,
  details,
});

describe('error reasons', () => {
  it('reads a reason the contract knows, and nothing else', () => {
    expect(callableReason(refused('resource-exhausted', { reason: 'nope' }))).toBeNull();
    expect(callableReason(refused('failed-precondition', { problem: 'used' }))).toBeNull();
    expect(callableReason(null)).toBeNull();
    expect(
      callableReason(
        refused('resource-exhausted', {
          reason: 'rateLimited',
          scope: 'contactMessages',
          max: 5,
          retryAfterSeconds: 1200,
        }),
      ),
    ).toEqual({ reason: 'rateLimited', scope: 'contactMessages', max: 5, retryAfterSeconds: 1200 });
  });

  it('words a rate limit as a wait, never as a plan', () => {
    const error = refused('resource-exhausted', {
      reason: 'rateLimited',
      scope: 'companyInvitations',
      max: 20,
      retryAfterSeconds: 1500,
    });
    expect(callableMessage(error)).toBe(
      'This company has sent 20 invitations in the last hour, the most allowed. Try again in 25 minutes.',
    );
    // A bare 429 without a reason still reads as a wait.
    expect(
      callableMessage({ code: 'functions/resource-exhausted', message: 'resource-exhausted' }),
    ).toBe('Too many requests in a short time. Please wait a moment and try again.');
  });

  it('words a full plan for whoever asked', () => {
    const seat = (asker: 'inviter' | 'joiner') =>
      reasonMessage({ reason: 'seatLimit', limit: 1, companyName: 'Acme', asker });
    expect(seat('inviter')).toMatch(/^Your plan includes 1 seat, .*Upgrade the plan/);
    expect(seat('joiner')).toBe(
      'Acme has no free seat: its plan includes 1 seat. Ask an owner or admin to upgrade the plan.',
    );
  });

  it('says when waits end', () => {
    expect(retryIn(30)).toBe('in a minute');
    expect(retryIn(61)).toBe('in 2 minutes');
    expect(retryIn(3 * 3600)).toBe('in 3 hours');
    expect(reasonMessage({ reason: 'reapplyLater', reapplyAfter: Date.UTC(2027, 0, 15) })).toBe(
      'You may apply again from January 15, 2027.',
    );
    expect(
      reasonMessage({
        reason: 'linkRenameCooldown',
        nextChangeAt: Date.UTC(2026, 11, 1),
        cooldownDays: 30,
      }),
    ).toBe('Your affiliate link name can change once every 30 days: next on December 1, 2026.');
  });
});
