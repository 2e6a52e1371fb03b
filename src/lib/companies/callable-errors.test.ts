import { describe, expect, it } from 'vitest';
import { callableErrorCode, callableErrorMessage, isQuotaError } from './callable-errors';

describe('callableErrorMessage', () => {
  it('shows the server’s own words for refusals it explains', () => {
    expect(
      callableErrorMessage({
        code: 'functions/failed-precondition',
        message: 'Transfer ownership before you leave.',
      }),
    ).toBe('Transfer ownership before you leave.');
    expect(
      callableErrorMessage({
        code: 'functions/permission-denied',
        message: 'This invitation was sent to ada@example.com.',
      }),
    ).toBe('This invitation was sent to ada@example.com.');
  });

  it('uses the first issue of an invalid-argument answer', () => {
    expect(
      callableErrorMessage({
        code: 'functions/invalid-argument',
        message: 'The request was not valid.',
        details: { issues: [{ path: 'payload.slug', message: 'Use 3–48 lowercase letters.' }] },
      }),
    ).toBe('Use 3–48 lowercase letters.');
  });

  it('uses our words for transport and unexpected failures, and for bare codes', () => {
    expect(callableErrorMessage({ code: 'functions/unavailable', message: 'unavailable' })).toMatch(
      /connection/,
    );
    expect(callableErrorMessage({ code: 'functions/internal', message: 'internal' })).toMatch(
      /on our side/,
    );
    expect(callableErrorMessage({ code: 'functions/not-found', message: 'not-found' })).toMatch(
      /could not find/,
    );
    expect(callableErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
    expect(callableErrorMessage(null)).toBe('Something went wrong. Please try again.');
  });

  it('knows the seat limit', () => {
    expect(isQuotaError({ code: 'functions/resource-exhausted' })).toBe(true);
    expect(isQuotaError({ code: 'functions/internal' })).toBe(false);
    expect(callableErrorCode({ code: 'functions/already-exists' })).toBe('already-exists');
  });
});
