import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callables, type CallableName } from '@contracts/callables';
import type { Operation } from '@contracts/operation';
import { SUPPORT_VIEWS } from '@contracts/support-view';
import { mayCallInSupportView } from '../../functions/src/lib/support-view-guard';
import { expireSupportViews } from '../../functions/src/services/support-view/expire-views';
import { startSupportView } from '../../functions/src/services/support-view/start-view';
import { callerFor, closeCallers } from '../support/callable-client';
import { adminDb, createUser, failure, type TestUser } from '../support/companies';
import { authHost, hostingUrl } from '../support/env';
import { signedInSuperAdmin } from '../support/super-admins';
import { adminAuth } from '../support/users';

/**
 * View as user: a super admin opens a read-only session as a user, with a reason, for 30
 * minutes. Every call but the listed reads is refused in it, its start and end are audited, and
 * it never outlives its time.
 */
type Admin = Awaited<ReturnType<typeof signedInSuperAdmin>>;
let admin: Admin;
let target: TestUser;

beforeAll(async () => {
  [admin, target] = await Promise.all([signedInSuperAdmin(), createUser('Viewed Person')]);
});
afterAll(closeCallers);

const REASON = 'Ticket 4411: their invoices page looks empty';
const start = (uid: string, reason = REASON) =>
  admin.call('adminUserOperations', { action: 'startSupportView', payload: { uid, reason } });
const auditOf = async (uid: string, action: string) =>
  (await adminDb.collection('auditLog').where('target.id', '==', uid).get()).docs
    .map((d) => d.data())
    .filter((entry) => entry.action === action);

/** The ID token a custom token signs in to (the Auth emulator's REST API, as the SDK calls it). */
async function idTokenOf(customToken: string): Promise<string> {
  const response = await fetch(
    `http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

describe('starting a view', () => {
  it('records it (when, not why) and audits the reason; the token signs in as the user', async () => {
    const view = await start(target.uid);
    expect(view.user).toEqual({
      uid: target.uid,
      email: target.email,
      displayName: 'Viewed Person',
    });
    expect(view.expiresAt - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    expect(view.expiresAt - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);

    const stored = (await adminDb.collection(SUPPORT_VIEWS).doc(view.id).get()).data();
    expect(stored).toMatchObject({
      targetUid: target.uid,
      adminUid: admin.uid,
      expiresAt: view.expiresAt,
      endedAt: null,
    });
    expect(stored).not.toHaveProperty('reason');
    const [audit] = await auditOf(target.uid, 'users.startSupportView');
    expect(audit).toMatchObject({
      actor: { uid: admin.uid, email: admin.email },
      after: { view: view.id, reason: REASON, expiresAt: view.expiresAt },
    });

    const decoded = await adminAuth.verifyIdToken(await idTokenOf(view.token));
    expect(decoded.uid).toBe(target.uid);
    expect(decoded.supportView).toEqual({ id: view.id, by: admin.uid, until: view.expiresAt });
  });

  it('needs a reason, and refuses yourself, another super admin and a disabled account', async () => {
    expect((await failure(start(target.uid, 'because'))).code).toBe('functions/invalid-argument');
    const self = await failure(start(admin.uid));
    expect(self.code).toBe('functions/failed-precondition');
    expect(self.message).toMatch(/your own account/);

    const other = await signedInSuperAdmin();
    expect((await failure(start(other.uid))).message).toMatch(/Super admins cannot be viewed/);

    const disabled = await createUser('Disabled Person');
    await adminAuth.updateUser(disabled.uid, { disabled: true });
    expect((await failure(start(disabled.uid))).message).toMatch(/disabled/);
  });

  it('is for super admins only', async () => {
    const plain = await callerFor(await createUser('Plain Person'));
    const refused = await failure(
      plain('adminUserOperations', {
        action: 'startSupportView',
        payload: { uid: target.uid, reason: REASON },
      }),
    );
    expect(refused.code).toBe('functions/permission-denied');
  });
});

describe('inside a view', () => {
  let view: Awaited<ReturnType<typeof start>>;
  let asUser: Awaited<ReturnType<typeof callerFor>>;
  beforeAll(async () => {
    view = await start(target.uid);
    asUser = await callerFor({ customToken: view.token });
  });

  it('reads what the user’s pages read', async () => {
    const mine = await asUser('affiliateApplicationOperations', { action: 'getMine' });
    expect(mine).toHaveProperty('application');
  });

  it('refuses every call that is not a listed read, each write path of the user included', async () => {
    const calls: [CallableName, string | null][] = [];
    for (const [name, callable] of Object.entries(callables) as [CallableName, object][]) {
      if (!('actions' in callable)) calls.push([name, null]);
      else {
        for (const [action, op] of Object.entries(callable.actions as Record<string, Operation>)) {
          if (op.access !== 'superAdmin') calls.push([name, action]);
        }
      }
    }
    const writes = calls.filter(([name, action]) => !mayCallInSupportView(name, action));
    expect(writes.length).toBeGreaterThan(25);
    const call = asUser as unknown as (name: string, input: unknown) => Promise<unknown>;
    for (const [name, action] of writes) {
      const refused = await failure(call(name, action ? { action, payload: {} } : {}));
      expect(refused.code, `${name}.${action}`).toBe('functions/permission-denied');
      expect(refused.details, `${name}.${action}`).toEqual({ reason: 'supportViewReadOnly' });
    }
  });

  it('changes nothing even with a valid request', async () => {
    const refused = await failure(
      asUser('profileOperations', {
        action: 'update',
        payload: {
          displayName: 'Changed By Support',
          photoURL: null,
          bio: null,
          publicFields: { bio: false, photo: false, companies: false },
        },
      } as never),
    );
    expect(refused.details).toEqual({ reason: 'supportViewReadOnly' });
    expect((await adminAuth.getUser(target.uid)).displayName).toBe('Viewed Person');
  });

  it('never gets a session cookie: the browser’s own session stays', async () => {
    const response = await fetch(`${hostingUrl()}/api/__session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: hostingUrl() },
      body: JSON.stringify({ token: await idTokenOf(view.token) }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('__session='))).toBe(false);
  });
});

describe('ending a view', () => {
  it('Exit ends it once, audited as the admin who viewed', async () => {
    const view = await start(target.uid);
    const asUser = await callerFor({ customToken: view.token });
    expect(await asUser('accountOperations', { action: 'endSupportView' })).toEqual({
      ended: true,
    });
    expect(await asUser('accountOperations', { action: 'endSupportView' })).toEqual({
      ended: false,
    });
    const stored = (await adminDb.collection(SUPPORT_VIEWS).doc(view.id).get()).data();
    expect(stored).toMatchObject({ endedBy: 'exit' });
    expect(stored?.endedAt).toBeLessThanOrEqual(Date.now());
    const ends = (await auditOf(target.uid, 'users.endSupportView')).filter(
      (entry) => entry.after.view === view.id,
    );
    expect(ends).toEqual([
      expect.objectContaining({
        actor: { uid: admin.uid, email: admin.email },
        after: expect.objectContaining({ endedBy: 'exit' }),
      }),
    ]);
  });

  it('is refused outside a view', async () => {
    const user = await callerFor(target);
    const refused = await failure(user('accountOperations', { action: 'endSupportView' }));
    expect(refused.code).toBe('functions/failed-precondition');
  });

  it('after 30 minutes every call is refused, and maintenance records the end as expired', async () => {
    const longAgo = Date.now() - 31 * 60 * 1000;
    const view = await startSupportView(
      { uid: target.uid, reason: REASON },
      { db: adminDb, auth: adminAuth, actor: { uid: admin.uid, email: admin.email }, now: longAgo },
    );
    const asUser = await callerFor({ customToken: view.token });
    const refused = await failure(asUser('affiliateApplicationOperations', { action: 'getMine' }));
    expect(refused.code).toBe('functions/unauthenticated');

    expect(await expireSupportViews({ db: adminDb, auth: adminAuth }, Date.now())).toBeGreaterThan(
      0,
    );
    const stored = (await adminDb.collection(SUPPORT_VIEWS).doc(view.id).get()).data();
    expect(stored).toMatchObject({ endedAt: view.expiresAt, endedBy: 'expired' });
    const ends = (await auditOf(target.uid, 'users.endSupportView')).filter(
      (entry) => entry.after.view === view.id,
    );
    expect(ends).toHaveLength(1);
    expect(await expireSupportViews({ db: adminDb, auth: adminAuth }, Date.now())).toBe(0);
  });
});
