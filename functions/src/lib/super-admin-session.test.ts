import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it, vi } from 'vitest';
import { isLiveSuperAdmin, requireLiveSuperAdmin } from './super-admin-session';

const withToken = (token: string | null) => ({
  headers: token ? { authorization: `Bearer ${token}` } : {},
});

async function codeOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return 'none';
  } catch (error) {
    if (error instanceof HttpsError) return error.code;
    throw error;
  }
}

const session = (claims: Record<string, unknown>, secondFactor = true) => ({
  claims,
  secondFactor,
});

describe('requireLiveSuperAdmin', () => {
  it('passes a token that verifies (revocation checked) with the claim exactly true', async () => {
    const verify = vi.fn(async () => session({ superAdmin: true }));
    await expect(requireLiveSuperAdmin(withToken('t1'), verify)).resolves.toBeUndefined();
    expect(verify).toHaveBeenCalledExactlyOnceWith('t1');
  });

  it('refuses a revoked or invalid token as unauthenticated', async () => {
    const verify = vi.fn(async () => {
      throw Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });
    });
    expect(await codeOf(requireLiveSuperAdmin(withToken('t1'), verify))).toBe('unauthenticated');
  });

  it('refuses a call without a bearer token', async () => {
    expect(await codeOf(requireLiveSuperAdmin(withToken(null), vi.fn()))).toBe('unauthenticated');
    expect(await codeOf(requireLiveSuperAdmin(undefined, vi.fn()))).toBe('unauthenticated');
  });

  it.each([[{ superAdmin: 'true' }], [{ superAdmin: 1 }], [{}]])(
    'refuses verified claims %j as permission-denied',
    async (claims) => {
      const verify = vi.fn(async () => session(claims));
      expect(await codeOf(requireLiveSuperAdmin(withToken('t1'), verify))).toBe(
        'permission-denied',
      );
    },
  );

  it('refuses a super admin whose session was not signed in with a second factor', async () => {
    const verify = vi.fn(async () => session({ superAdmin: true }, false));
    const refused = requireLiveSuperAdmin(withToken('t1'), verify);
    await expect(refused).rejects.toMatchObject({
      code: 'permission-denied',
      details: { reason: 'secondFactorRequired' },
    });
  });
});

describe('isLiveSuperAdmin', () => {
  it('holds only while the token verifies with the claim exactly true', async () => {
    const live = (claims: Record<string, unknown>, secondFactor = true) =>
      isLiveSuperAdmin(withToken('t1'), async () => session(claims, secondFactor));
    expect(await live({ superAdmin: true })).toBe(true);
    expect(await live({ superAdmin: 'true' })).toBe(false);
    expect(await live({ superAdmin: true }, false)).toBe(false);
    const revoked = async () => {
      throw Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });
    };
    expect(await isLiveSuperAdmin(withToken('t1'), revoked)).toBe(false);
    expect(await isLiveSuperAdmin(undefined, vi.fn())).toBe(false);
  });
});
