import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { assertAnotherSuperAdmin } from './user-actions';

/** A mirror query answering `uids`, and Auth records with the given claims and disabled flags. */
function fakes(
  uids: string[],
  records: Record<string, { superAdmin?: unknown; disabled?: boolean }>,
) {
  const query = {
    where: () => query,
    limit: () => query,
    get: async () => ({ docs: uids.map((id) => ({ id })) }),
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
  return { db, auth };
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
});
