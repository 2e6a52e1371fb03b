import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, getAuth, connectAuthEmulator } from 'firebase/auth';
import { deleteApp, initializeApp } from 'firebase/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionAnswer, CallableInput } from '@contracts/callables';
import { setDisabled, setSuperAdmin } from '../../functions/src/services/admin-users/user-actions';
import { adminCallers, type AdminCaller } from '../support/admin-callers';
import { closeCallers } from '../support/callable-client';
import {
  adminDb,
  clientFor,
  createCompany,
  createUser,
  errorCode,
  failure,
} from '../support/companies';
import { authHost, projectId } from '../support/env';
import { waitForMail } from '../support/mail';
import { grantSuperAdmin, signedInSuperAdmin } from '../support/super-admins';
import { adminAuth } from '../support/users';
import { untilNextSecond } from '../support/next-second';

type Input = CallableInput<'adminUserOperations'>;
type Call = AdminCaller<'adminUserOperations'>['call'];

const callers: Record<'superAdmin' | 'plain' | 'stringClaim' | 'revoked', Call> = {} as never;
let admin = { uid: '', email: '' };
/** A second super admin, who approves the grants the first asks for. */
let approver: Awaited<ReturnType<typeof signedInSuperAdmin>>;

beforeAll(async () => {
  approver = await signedInSuperAdmin();
  const all = await adminCallers('adminUserOperations');
  admin = { uid: all.superAdmin.uid, email: all.superAdmin.email };
  for (const role of ['superAdmin', 'plain', 'stringClaim', 'revoked'] as const) {
    callers[role] = all[role].call;
  }
});
afterAll(closeCallers);

const auditOf = async (targetId: string) =>
  (await adminDb.collection('auditLog').where('target.id', '==', targetId).get()).docs.map((d) =>
    d.data(),
  );
const mirrorOf = async (uid: string) => (await adminDb.doc(`users/${uid}`).get()).data();

/** Every action with a valid payload, and the audit target of the mutations. */
async function actions(): Promise<{ input: Input; target: string | null }[]> {
  const [a, b, c, d, e, f] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createUser('Target')));
  if (!a || !b || !c || !d || !e || !f) throw new Error('no users');
  // A grant someone else asked for, which the super admin refuses.
  const now = Date.now();
  await adminDb.doc(`superAdminGrantRequests/${f.uid}`).set({
    uid: f.uid,
    email: f.email,
    requestedBy: { uid: 'another-admin', email: null },
    requestedAt: now,
    expiresAt: now + 60_000,
  });
  return [
    { input: { action: 'list', payload: {} }, target: null },
    { input: { action: 'get', payload: { uid: a.uid } }, target: null },
    { input: { action: 'listGrantRequests', payload: {} }, target: null },
    {
      // Other super admins exist: it asks (users.requestSuperAdmin).
      input: { action: 'setSuperAdmin', payload: { uid: a.uid, superAdmin: true } },
      target: a.uid,
    },
    {
      input: { action: 'decideGrantRequest', payload: { uid: f.uid, decision: 'refuse' } },
      target: f.uid,
    },
    { input: { action: 'setDisabled', payload: { uid: b.uid, disabled: true } }, target: b.uid },
    { input: { action: 'revokeSessions', payload: { uid: c.uid } }, target: c.uid },
    { input: { action: 'sendPasswordReset', payload: { uid: d.uid } }, target: d.uid },
    { input: { action: 'delete', payload: { uid: e.uid } }, target: e.uid },
    { input: { action: 'backfill', payload: {} }, target: 'users-mirror' },
  ];
}

describe('access: super admins only, every action', () => {
  it('allows a super admin, refuses a plain user, a "true"-string claim and a revoked admin; audits only allowed mutations', async () => {
    for (const { input, target } of await actions()) {
      const before = target ? (await auditOf(target)).length : 0;
      for (const [who, code] of [
        ['plain', 'functions/permission-denied'],
        ['stringClaim', 'functions/permission-denied'],
        ['revoked', 'functions/unauthenticated'],
      ] as const) {
        expect(await errorCode(callers[who](input)), `${input.action} as ${who}`).toBe(code);
        if (target) expect(await auditOf(target), `${input.action} as ${who}`).toHaveLength(before);
      }
      expect(await errorCode(callers.superAdmin(input)), input.action).toBe('none');
      if (target) {
        const entries = await auditOf(target);
        expect(entries, input.action).toHaveLength(before + 1);
        const entry = entries.sort((x, y) => (y.at as number) - (x.at as number))[0];
        expect(entry?.actor).toEqual({ uid: admin.uid, email: admin.email });
        expect(entry?.action, input.action).toMatch(/^users\./);
      }
    }
  });
});

describe('list', () => {
  const tag = `zq${randomUUID().slice(0, 6)}`;
  const mirror = (i: number, patch: Record<string, unknown> = {}) => ({
    email: `${tag}-${i}@Example.com`,
    emailLower: `${tag}-${i}@example.com`,
    displayName: `${tag} Person ${i}`,
    displayNameLower: `${tag} person ${i}`,
    providers: i % 2 ? ['google.com'] : ['password'],
    emailVerified: true,
    disabled: i % 3 === 0,
    superAdmin: false,
    createdAt: 1_700_000_000_000 + i,
    lastSignInAt: null,
    ...patch,
  });
  beforeAll(async () => {
    const batch = adminDb.batch();
    for (let i = 0; i < 7; i += 1) batch.set(adminDb.doc(`users/${tag}-uid-${i}`), mirror(i));
    await batch.commit();
  });
  const list = async (payload: Extract<Input, { action: 'list' }>['payload']) =>
    await callers.superAdmin({ action: 'list', payload });

  it('searches by email prefix (any case), pages with a cursor, in email order', async () => {
    const first = await list({ search: tag.toUpperCase(), pageSize: 4 });
    expect(first.users.map((u) => u.uid)).toEqual([0, 1, 2, 3].map((i) => `${tag}-uid-${i}`));
    expect(first.nextCursor).not.toBeNull();
    const second = await list({ search: tag, pageSize: 4, cursor: first.nextCursor });
    expect(second.users.map((u) => u.uid)).toEqual([4, 5, 6].map((i) => `${tag}-uid-${i}`));
    expect(second.nextCursor).toBeNull();
  });

  it('searches by name prefix and filters by disabled and provider', async () => {
    const byName = await list({ search: `${tag} person 1`, searchBy: 'name' });
    expect(byName.users.map((u) => u.uid)).toEqual([`${tag}-uid-1`]);
    const disabled = await list({ search: tag, disabled: true });
    expect(disabled.users.map((u) => u.uid)).toEqual([0, 3, 6].map((i) => `${tag}-uid-${i}`));
    const google = await list({ search: tag, provider: 'google.com', disabled: false });
    expect(google.users.map((u) => u.uid)).toEqual([1, 5].map((i) => `${tag}-uid-${i}`));
  });

  it('lists newest first without a search, and filters super admins', async () => {
    const page = await list({ pageSize: 50 });
    const times = page.users.flatMap((u) => (u.createdAt === null ? [] : [u.createdAt]));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const admins = await list({ superAdmin: true, pageSize: 50 });
    expect(admins.users.every((u) => u.superAdmin)).toBe(true);
    expect(await errorCode(list({ pageSize: 51 }))).toBe('functions/invalid-argument');
    expect(await errorCode(list({ cursor: 'not-a-cursor' }))).toBe('functions/invalid-argument');
  });
});

describe('get', () => {
  it('shows Auth facts, companies and roles with the subscription, affiliate status and consents', async () => {
    const user = await createUser('Page Person');
    const companyId = (await createCompany(await clientFor(user), 'Page Co')).companyId;
    await adminDb
      .doc(`users/${user.uid}`)
      .set({ policyAcceptances: { terms: { version: 2, acceptedAt: 1000 } } }, { merge: true });
    await adminDb
      .doc(`affiliates/${user.uid}`)
      .set({ username: 'page_person', status: 'approved' });
    const detail = await callers.superAdmin({
      action: 'get',
      payload: { uid: user.uid },
    });
    expect(detail.auth).toMatchObject({
      email: user.email,
      displayName: 'Page Person',
      providers: ['password'],
      disabled: false,
      superAdmin: false,
    });
    expect(detail.companies).toEqual([
      expect.objectContaining({ companyId, name: 'Page Co', role: 'owner' }),
    ]);
    expect(detail.affiliate).toEqual({ status: 'approved', username: 'page_person' });
    expect(detail.consents).toEqual([{ kind: 'terms', version: 2, acceptedAt: 1000 }]);
    expect(
      await errorCode(callers.superAdmin({ action: 'get', payload: { uid: 'no-such-user' } })),
    ).toBe('functions/not-found');
  });
});

describe('account actions', () => {
  it('disable: the mirror follows, sessions are revoked and the next sign-in fails; enable lets them back in', async () => {
    const user = await createUser('Disabled Person');
    const validAfter = async () =>
      Date.parse((await adminAuth.getUser(user.uid)).tokensValidAfterTime ?? '') || 0;
    const before = await validAfter();
    await untilNextSecond();
    await callers.superAdmin({ action: 'setDisabled', payload: { uid: user.uid, disabled: true } });
    expect(await validAfter()).toBeGreaterThan(before);
    expect(await mirrorOf(user.uid)).toMatchObject({ disabled: true, email: user.email });
    const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `disabled-${randomUUID()}`);
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${authHost()}`, { disableWarnings: true });
    expect(await errorCode(signInWithEmailAndPassword(auth, user.email, user.password))).toBe(
      'auth/user-disabled',
    );
    await callers.superAdmin({
      action: 'setDisabled',
      payload: { uid: user.uid, disabled: false },
    });
    expect(await mirrorOf(user.uid)).toMatchObject({ disabled: false });
    expect(await errorCode(signInWithEmailAndPassword(auth, user.email, user.password))).toBe(
      'none',
    );
    await deleteApp(app);
    expect((await auditOf(user.uid)).map((e) => e.action).sort()).toEqual([
      'users.disable',
      'users.enable',
    ]);
  });

  it('grant (asked, then approved by another) and revoke: claim, mirror, audit; a revoke also revokes refresh tokens', async () => {
    const user = await createUser('Promoted Person');
    await adminAuth.setCustomUserClaims(user.uid, { other: 1 });
    await grantSuperAdmin(user.uid, callers.superAdmin, approver.users);
    expect((await adminAuth.getUser(user.uid)).customClaims).toEqual({
      other: 1,
      superAdmin: true,
    });
    expect(await mirrorOf(user.uid)).toMatchObject({ superAdmin: true });
    expect(
      await callers.superAdmin({
        action: 'setSuperAdmin',
        payload: { uid: user.uid, superAdmin: false },
      }),
    ).toEqual({ uid: user.uid, status: 'revoked' });
    const record = await adminAuth.getUser(user.uid);
    expect(record.customClaims).toEqual({ other: 1 });
    expect(record.tokensValidAfterTime).toBeTruthy();
    expect(await mirrorOf(user.uid)).toMatchObject({ superAdmin: false });
    const entries = (await auditOf(user.uid)).sort((x, y) => (x.at as number) - (y.at as number));
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['users.requestSuperAdmin', null, { expiresAt: expect.any(Number) }],
      [
        'users.grantSuperAdmin',
        { superAdmin: false },
        { superAdmin: true, requestedBy: admin.email },
      ],
      ['users.revokeSuperAdmin', { superAdmin: true }, { superAdmin: false }],
    ]);
  });

  it('withdraws access in the mirror before Auth changes, so a failing Auth call leaves none', async () => {
    const [target, other] = await Promise.all([createUser('Target'), createUser('Other Admin')]);
    for (const uid of [target.uid, other.uid]) {
      await grantSuperAdmin(uid, callers.superAdmin, approver.users);
    }
    // Auth answers reads but fails every change, as an outage half-way through would.
    const failingAuth = new Proxy(adminAuth, {
      get(auth, key) {
        if (key === 'setCustomUserClaims' || key === 'updateUser') {
          return () => Promise.reject(new Error('auth unavailable'));
        }
        const value = Reflect.get(auth, key) as unknown;
        return typeof value === 'function' ? value.bind(auth) : value;
      },
    });
    const deps = { db: adminDb, auth: failingAuth, actor: { uid: admin.uid, email: null } };

    await expect(setSuperAdmin({ uid: target.uid, superAdmin: false }, deps)).rejects.toThrow(
      'auth unavailable',
    );
    expect(await mirrorOf(target.uid)).toMatchObject({ superAdmin: false });
    await expect(setDisabled({ uid: other.uid, disabled: true }, deps)).rejects.toThrow(
      'auth unavailable',
    );
    expect(await mirrorOf(other.uid)).toMatchObject({ superAdmin: true, disabled: true });
  });

  it('never acts on the admin themselves: no revoke, disable or delete of your own account', async () => {
    for (const input of [
      { action: 'setSuperAdmin', payload: { uid: admin.uid, superAdmin: false } },
      { action: 'setDisabled', payload: { uid: admin.uid, disabled: true } },
      { action: 'delete', payload: { uid: admin.uid } },
    ] as Input[]) {
      const refused = await failure(callers.superAdmin(input));
      expect(refused.code, input.action).toBe('functions/failed-precondition');
      expect(refused.message).toMatch(/your own account/);
    }
    expect((await adminAuth.getUser(admin.uid)).customClaims).toMatchObject({ superAdmin: true });
    expect(await auditOf(admin.uid)).toEqual([]);
  });

  it('sends a password reset mail with an Auth reset link', async () => {
    const user = await createUser('Forgetful Person');
    expect(
      await callers.superAdmin({ action: 'sendPasswordReset', payload: { uid: user.uid } }),
    ).toEqual({ uid: user.uid, email: user.email });
    const mail = await waitForMail({ to: user.email, subjectIncludes: 'Reset' });
    expect(mail.text).toMatch(/oobCode=/);
  });

  it('delete refuses an owner of companies, naming them, without an audit entry; deletes others', async () => {
    const owner = await createUser('Owner Person');
    await createCompany(await clientFor(owner), 'Owned Co');
    const refused = await failure(
      callers.superAdmin({ action: 'delete', payload: { uid: owner.uid } }),
    );
    expect(refused.code).toBe('functions/failed-precondition');
    expect(refused.message).toContain('Owned Co');
    expect(await auditOf(owner.uid)).toEqual([]);

    const user = await createUser('Leaving Person');
    await callers.superAdmin({
      action: 'setDisabled',
      payload: { uid: user.uid, disabled: false },
    });
    await callers.superAdmin({ action: 'delete', payload: { uid: user.uid } });
    expect(await errorCode(adminAuth.getUser(user.uid))).toBe('auth/user-not-found');
    expect(await mirrorOf(user.uid)).toBeUndefined();
    expect((await auditOf(user.uid)).map((e) => e.action)).toContain('users.delete');
  });

  it('backfill pages through Auth and fills the mirror, resumable by page token', async () => {
    const user = await createUser('Backfilled Person');
    await adminDb.doc(`users/${user.uid}`).delete();
    let pageToken: string | null = null;
    let pages = 0;
    do {
      const answer: ActionAnswer<'adminUserOperations', 'backfill'> = await callers.superAdmin({
        action: 'backfill',
        payload: { pageToken },
      });
      pageToken = answer.nextPageToken;
      pages += 1;
    } while (pageToken && pages < 100);
    expect(await mirrorOf(user.uid)).toMatchObject({
      email: user.email,
      emailLower: user.email.toLowerCase(),
      displayName: 'Backfilled Person',
      displayNameLower: 'backfilled person',
      providers: ['password'],
      disabled: false,
      superAdmin: false,
    });
  });
});
