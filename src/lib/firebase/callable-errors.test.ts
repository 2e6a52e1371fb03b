import { describe, expect, it } from 'vitest';
import { callableCode, callableIssue, callableMessage } from './callable-errors';

describe('callable errors', () => {
  it('reads the code without the SDK prefix', () => {
    expect(callableCode({ code: 'functions/already-exists' })).toBe('already-exists');
    expect(callableCode(new Error('x'))).toBeNull();
  });

  it("shows the server's wording without the SDK's status suffix", () => {
    expect(
      callableMessage({
        code: 'functions/resource-exhausted',
        message: 'Please try again in an hour. [429]',
      }),
    ).toBe('Please try again in an hour.');
  });

  it('shows the first field issue of an invalid-argument', () => {
    const error = {
      code: 'functions/invalid-argument',
      message: 'The request was not valid. [400]',
      details: { issues: [{ path: 'payload.username', message: 'Too short.' }] },
    };
    expect(callableIssue(error)).toEqual({ path: 'payload.username', message: 'Too short.' });
    expect(callableMessage(error)).toBe('Too short.');
  });

  it('uses our words for internal, transport and unknown failures', () => {
    expect(callableMessage({ code: 'functions/internal', message: 'internal [500]' })).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(callableMessage({ code: 'functions/unavailable', message: 'unavailable' })).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(callableMessage(null)).toBe('Something went wrong. Please try again.');
  });
});
