import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { invitationOperations } from '../contracts/companies';
import { pingInputSchema } from '../contracts/ping';
import {
  authorize,
  parseWith,
  requireRecentSignIn,
  resolveAction,
  USER_AGENT_MAX,
  validatedOperations,
  type CallContext,
} from './validated-on-call';

const fromClient = { headers: { 'x-forwarded-for': '203.0.113.7' } };
const anonymous = { auth: undefined, rawRequest: fromClient } as never;
const signedIn = (token: Record<string, unknown> = {}) =>
  ({ auth: { uid: 'u1', token }, rawRequest: fromClient }) as never;

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
      userAgent: null,
    });
  });

  it('keys the client by the X-Forwarded-For entry Google appends, never a client-written one', () => {
    // Express's req.ip (trust proxy on) is the first entry: the one a client can forge.
    const forged = {
      auth: undefined,
      rawRequest: { ip: '1.2.3.4', headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.7' } },
    } as never;
    expect(authorize('public', forged).ip).toBe('203.0.113.7');
  });

  it('gives handlers the User-Agent header, cut to USER_AGENT_MAX', () => {
    const withAgent = (agent: string) =>
      ({
        auth: undefined,
        rawRequest: { ip: '203.0.113.7', headers: { 'user-agent': agent } },
      }) as never;
    expect(authorize('public', withAgent('Mozilla/5.0 Test')).userAgent).toBe('Mozilla/5.0 Test');
    expect(authorize('public', withAgent('x'.repeat(2000))).userAgent).toHaveLength(USER_AGENT_MAX);
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

describe('requireRecentSignIn', () => {
  const privileged = { ...invitationOperations.actions.revoke, recentSignIn: true } as const;
  const now = 1_800_000_000_000;
  const ctxSignedInAt = (authTime: unknown) =>
    authorize('signedIn', signedIn({ auth_time: authTime }));

  it('passes a privileged call from a sign-in at most five minutes old', () => {
    expect(() =>
      requireRecentSignIn(privileged, ctxSignedInAt(now / 1000 - 299), now),
    ).not.toThrow();
  });

  it.each([
    ['six minutes ago', now / 1000 - 360],
    ['no auth_time', undefined],
  ])('refuses a privileged call from a sign-in %s, asking to sign in again', (_name, authTime) => {
    const run = () => requireRecentSignIn(privileged, ctxSignedInAt(authTime), now);
    expect(run).toThrow(HttpsError);
    expect(codeOf(run)).toBe('failed-precondition');
    try {
      run();
    } catch (error) {
      expect((error as HttpsError).details).toEqual({ reason: 'reauthenticate' });
    }
  });

  it('leaves operations without the flag alone, however old the sign-in', () => {
    const plain = invitationOperations.actions.revoke;
    expect(() => requireRecentSignIn(plain, ctxSignedInAt(0), now)).not.toThrow();
  });
});

describe('parseWith', () => {
  it('returns the parsed input', () => {
    expect(parseWith(pingInputSchema, { echo: 'hi' })).toEqual({ echo: 'hi' });
    expect(parseWith(pingInputSchema, {})).toEqual({});
  });

  it('answers invalid-argument with the issues, their paths under the given prefix', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(HttpsError);
        return error as HttpsError;
      }
      return expect.unreachable();
    };
    const bare = refusal(() => parseWith(pingInputSchema, { echo: 42 }));
    expect(bare.code).toBe('invalid-argument');
    expect(bare.details).toEqual({ issues: [expect.objectContaining({ path: 'echo' })] });
    const nested = refusal(() => parseWith(pingInputSchema, { echo: 42 }, 'payload'));
    expect(nested.details).toEqual({ issues: [expect.objectContaining({ path: 'payload.echo' })] });
  });
});

describe('resolveAction', () => {
  it("finds the action's own operation in the contract table", () => {
    const resolved = resolveAction('invitationOperations', {
      action: 'preview',
      payload: { token: 't' },
    });
    expect(resolved.action).toBe('preview');
    expect(resolved.operation).toBe(invitationOperations.actions.preview);
    expect(resolved.operation.access).toBe('public');
    expect(resolveAction('invitationOperations', { action: 'accept' }).operation.access).toBe(
      'signedIn',
    );
  });

  it('reads a null payload (how the web SDK sends a missing one) as absent', () => {
    const resolved = resolveAction('affiliateAgreementOperations', {
      action: 'stats',
      payload: null,
    });
    expect(resolved.payload).toBeUndefined();
    expect(resolved.operation.input.safeParse(resolved.payload).success).toBe(true);
  });

  it.each([
    [{ action: 'dropDatabase', payload: {} }],
    [{ action: 'toString', payload: {} }],
    [{ payload: {} }],
    [undefined],
  ])('refuses %j with invalid-argument', (body) => {
    expect(codeOf(() => resolveAction('companyOperations', body))).toBe('invalid-argument');
  });
});

describe('validatedOperations', () => {
  const request = (data: unknown, uid?: string) =>
    ({
      data,
      auth: uid ? { uid, token: { email: 'ada@example.com' } } : undefined,
      rawRequest: { ip: '203.0.113.7' },
    }) as never;
  const token = 'a'.repeat(43);

  function invitations(answer: unknown) {
    const seen: { action: string; uid: string | null }[] = [];
    const handler =
      (action: string) =>
      async (_payload: unknown, ctx: CallContext): Promise<never> => {
        seen.push({ action, uid: ctx.uid });
        return answer as never;
      };
    const actions = Object.keys(invitationOperations.actions);
    const handlers = Object.fromEntries(actions.map((a) => [a, handler(a)]));
    return { fn: validatedOperations('invitationOperations', handlers as never), seen };
  }

  it("applies each action's own access: preview is open, accept needs sign-in", async () => {
    const { fn, seen } = invitations({ usable: false, problem: 'invalid' });
    await expect(fn.run(request({ action: 'preview', payload: { token } }))).resolves.toEqual({
      usable: false,
      problem: 'invalid',
    });
    await expect(fn.run(request({ action: 'accept', payload: { token } }))).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(seen).toEqual([{ action: 'preview', uid: null }]);
  });

  it("parses the payload with the action's schema (paths under payload.)", async () => {
    const { fn, seen } = invitations({ companyId: 'c1' });
    await expect(
      fn.run(request({ action: 'accept', payload: { token: 'short' } }, 'u1')),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      details: { issues: [expect.objectContaining({ path: 'payload.token' })] },
    });
    await expect(fn.run(request({ action: 'accept', payload: { token } }, 'u1'))).resolves.toEqual({
      companyId: 'c1',
    });
    expect(seen).toEqual([{ action: 'accept', uid: 'u1' }]);
  });

  it("refuses an answer that is not the action's output as internal, without details", async () => {
    // `{ ok: true }` is decline's answer, not accept's: one union of outputs would let it pass.
    const { fn } = invitations({ ok: true });
    const refusal = fn.run(request({ action: 'accept', payload: { token } }, 'u1'));
    await expect(refusal).rejects.toBeInstanceOf(HttpsError);
    await expect(refusal).rejects.toMatchObject({ code: 'internal', details: undefined });
  });
});
