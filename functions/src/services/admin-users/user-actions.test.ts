import type { Auth } from 'firebase-admin/auth';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { assertAnotherSuperAdmin } from './user-actions';

/**
 * A mirror query answering `uids` (`mirrorDisabled`: those the mirror already shows disabled),
 * and Auth records with the given claims and disabled flags.
 */
function fakes(
  uids: string[],
  records: Record<string, { superAdmin?: unknown; disabled?: boolean }>,
  mirrorDisabled: string[] = [],
) {
  const snapshot = {
    docs: uids.map((id) => ({
      id,
      get: (field: string) => (field === 'disabled' ? mirrorDisabled.includes(id) : undefined),
    })),
  };
  const query = {
    where: () => query,
    limit: () => query,
    get: async () => snapshot,
  };
  const db = { collection: () => query } as unknown as Firestore;
  const auth = {
    getUsers: async (ids: { uid: string }[]) => ({
      users: ids.flatMap(({ uid }) => {
        const r = records[uid];
        return r
          ? [{ uid, customClaims: { superAdmin: r.superAdmin }, disabled: r.disabled ?? false }]
          : [];
      }),
    }),
  } as unknown as Auth;
  return { db, auth, query, snapshot };
}

describe('assertAnotherSuperAdmin', () => {
  it('passes when another enabled account holds the claim in Auth', async () => {
    const deps = fakes(['a', 'b'], { a: { superAdmin: true }, b: { superAdmin: true } });
    await expect(assertAnotherSuperAdmin(deps, 'a')).resolves.toBeUndefined();
  });

  it('refuses the last super admin', async () => {
    const deps = fakes(['a'], { a: { superAdmin: true } });
    await expect(assertAnotherSuperAdmin(deps, 'a')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('last super admin'),
    });
  });

  it('does not count a stale mirror, a "true" string, or a disabled admin', async () => {
    const deps = fakes(['a', 'stale', 'string', 'off'], {
      a: { superAdmin: true },
      stale: {},
      string: { superAdmin: 'true' },
      off: { superAdmin: true, disabled: true },
    });
    await expect(assertAnotherSuperAdmin(deps, 'a')).rejects.toMatchObject({
      code: 'failed-precondition',
    });
  });

  it('does not count an admin the mirror already shows disabled (a disable under way)', async () => {
    const deps = fakes(['a', 'b'], { a: { superAdmin: true }, b: { superAdmin: true } }, ['b']);
    await expect(assertAnotherSuperAdmin(deps, 'a')).rejects.toMatchObject({
      code: 'failed-precondition',
    });
  });

  it("reads the candidates in the caller's transaction when given one", async () => {
    const deps = fakes(['a', 'b'], { a: { superAdmin: true }, b: { superAdmin: true } });
    const tx = { get: vi.fn(async () => deps.snapshot) } as unknown as Transaction;
    await expect(assertAnotherSuperAdmin(deps, 'a', tx)).resolves.toBeUndefined();
    expect(tx.get).toHaveBeenCalledWith(deps.query);
  });
});
