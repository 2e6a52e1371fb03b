import { describe, expect, it } from 'vitest';
import {
  callableCode,
  callableFieldIssue,
  callableIssue,
  callableMessage,
} from './callable-errors';

const invalid = (path: string, message: string) => ({
  code: 'functions/invalid-argument',
  message: 'The request was not valid.',
  details: { issues: [{ path, message }] },
});

describe('callable errors', () => {
  it('reads the code without the SDK prefix', () => {
    expect(callableCode({ code: 'functions/already-exists' })).toBe('already-exists');
    expect(callableCode(new Error('x'))).toBeNull();
  });

  it("shows the server's wording of a refusal", () => {
    expect(
      callableMessage({
        code: 'functions/resource-exhausted',
        message: 'Please try again in an hour.',
      }),
    ).toBe('Please try again in an hour.');
    expect(
      callableMessage({
        code: 'functions/failed-precondition',
        message: 'Transfer ownership before you leave.',
      }),
    ).toBe('Transfer ownership before you leave.');
    expect(
      callableMessage({
        code: 'functions/permission-denied',
        message: 'This invitation was sent to ada@example.com.',
      }),
    ).toBe('This invitation was sent to ada@example.com.');
  });

  it('shows the first field issue of an invalid-argument, and names its form field', () => {
    const error = invalid('payload.username', 'Too short.');
    expect(callableIssue(error)).toEqual({ path: 'payload.username', message: 'Too short.' });
    expect(callableMessage(error)).toBe('Too short.');
    expect(callableFieldIssue(error, ['username', 'bio'])).toEqual({
      field: 'username',
      message: 'Too short.',
    });
    expect(callableFieldIssue(error, ['bio'])).toBeNull();
    expect(callableFieldIssue({ code: 'functions/not-found' }, ['username'])).toBeNull();
  });

  it('uses our words for transport, unexpected and unauthenticated failures, and bare codes', () => {
    expect(callableMessage({ code: 'functions/internal', message: 'internal [500]' })).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(callableMessage({ code: 'functions/unavailable', message: 'unavailable' })).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(
      callableMessage({ code: 'functions/unauthenticated', message: 'Please sign in.' }),
    ).toMatch(/session has ended/);
    expect(callableMessage({ code: 'functions/not-found', message: 'not-found' })).toMatch(
      /could not find/,
    );
    expect(
      callableMessage({
        code: 'functions/invalid-argument',
        message: 'The request was not valid.',
      }),
    ).toMatch(/not valid. Check them/);
    expect(callableMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
    expect(callableMessage(null)).toBe('Something went wrong. Please try again.');
  });

  it("takes a feature's words for a code the server left bare, never over the server's", () => {
    const overrides = { 'failed-precondition': 'Billing is not available.' };
    expect(callableMessage({ code: 'functions/failed-precondition' }, overrides)).toBe(
      'Billing is not available.',
    );
    expect(
      callableMessage(
        { code: 'functions/failed-precondition', message: 'This plan is retired.' },
        overrides,
      ),
    ).toBe('This plan is retired.');
  });
});
