// @vitest-environment node
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { authorize, parseInput } from './validated-on-call';

const anonymous = { auth: undefined, rawRequest: { ip: '203.0.113.7' } } as never;
const signedIn = (token: Record<string, unknown> = {}) =>
  ({ auth: { uid: 'u1', token }, rawRequest: { ip: '203.0.113.7' } }) as never;

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpsError) return error.code;
    throw error;
  }
  return 'none';
}

describe('authorize', () => {
  it('lets a visitor call a public callable, with no identity', () => {
    expect(authorize('public', anonymous)).toEqual({
      uid: null,
      claims: {},
      isSuperAdmin: false,
      ip: '203.0.113.7',
    });
  });

  it('answers unauthenticated when a signed-in callable is called without sign-in', () => {
    expect(codeOf(() => authorize('signedIn', anonymous))).toBe('unauthenticated');
    expect(codeOf(() => authorize('superAdmin', anonymous))).toBe('unauthenticated');
  });

  it('gives the caller uid and claims to signed-in callables', () => {
    expect(authorize('signedIn', signedIn({ plan: 'pro' }))).toMatchObject({
      uid: 'u1',
      claims: { plan: 'pro' },
    });
  });

  it.each([[{ superAdmin: 'true' }], [{ superAdmin: 1 }], [{}]])(
    'answers permission-denied to a super-admin callable for claims %j',
    (claims) => {
      expect(codeOf(() => authorize('superAdmin', signedIn(claims)))).toBe('permission-denied');
    },
  );

  it('lets a super admin (claim exactly true) through', () => {
    expect(authorize('superAdmin', signedIn({ superAdmin: true })).isSuperAdmin).toBe(true);
  });
});

describe('parseInput', () => {
  it('returns the parsed input, treating a missing body as {}', () => {
    expect(parseInput('ping', { echo: 'hi' })).toEqual({ echo: 'hi' });
    expect(parseInput('ping', undefined)).toEqual({});
  });

  it('answers invalid-argument with the issues for input that breaks the contract', () => {
    try {
      parseInput('ping', { echo: 42 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpsError);
      expect((error as HttpsError).code).toBe('invalid-argument');
      expect((error as HttpsError).details).toEqual({
        issues: [expect.objectContaining({ path: 'echo' })],
      });
    }
  });
});
