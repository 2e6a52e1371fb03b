import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, closeCallers } from '../support/callable-client';
import { adminDb, createUser, errorCode } from '../support/companies';
import { createSignedInUser } from '../support/users';

/**
 * /admin/audit-log's reads: every filter narrows on the server, they combine, the cursor pages
 * without gaps or repeats, and an action the admin just took is there with what it changed.
 */
type Call = Awaited<ReturnType<typeof callerFor>>;
let call: Call;
let plain: Call;
let adminUid = '';
// Every entry of this file carries this target id prefix, so other files' entries never count.
const run = randomUUID().slice(0, 8);
const DAY = 24 * 60 * 60 * 1000;
const base = Date.UTC(2025, 0, 10);

const seeded = [
  { actor: 'ada', action: 'users.disable', kind: 'user', id: `${run}-u1`, at: base },
  { actor: 'ada', action: 'users.enable', kind: 'user', id: `${run}-u1`, at: base + DAY },
  { actor: 'bo', action: 'plans.update', kind: 'plan', id: `${run}-team`, at: base + 2 * DAY },
  { actor: 'bo', action: 'users.disable', kind: 'user', id: `${run}-u2`, at: base + 3 * DAY },
  {
    actor: 'ada',
    action: 'policies.publish',
    kind: 'policy',
    id: `${run}-terms`,
    at: base + 4 * DAY,
  },
] as const;

const emailOf = (actor: string) => `${actor}-${run}@example.com`;
const list = (payload: Record<string, unknown>) =>
  call('adminAuditOperations', { action: 'list', payload });
const ids = (answer: { entries: { target: { id: string }; action: string }[] }) =>
  answer.entries.map((entry) => `${entry.action} ${entry.target.id.replace(`${run}-`, '')}`);

beforeAll(async () => {
  const admin = await createSignedInUser({ superAdmin: true });
  adminUid = admin.uid;
  await adminDb
    .doc(`users/${admin.uid}`)
    .set({ superAdmin: true, disabled: false }, { merge: true });
  [call, plain] = await Promise.all([callerFor(admin), callerFor(await createSignedInUser())]);
  const batch = adminDb.batch();
  for (const entry of seeded) {
    batch.create(adminDb.collection('auditLog').doc(), {
      actor: { uid: entry.actor, email: emailOf(entry.actor) },
      action: entry.action,
      target: { kind: entry.kind, id: entry.id, label: null },
      before: { n: 1 },
      after: { n: 2 },
      at: entry.at,
    });
  }
  await batch.commit();
});

afterAll(closeCallers);

describe('filters', () => {
  it('by admin email, newest first', async () => {
    expect(ids(await list({ actorEmail: emailOf('ada') }))).toEqual([
      'policies.publish terms',
      'users.enable u1',
      'users.disable u1',
    ]);
  });

  it('by action and admin together', async () => {
    expect(ids(await list({ actorEmail: emailOf('bo'), action: 'users.disable' }))).toEqual([
      'users.disable u2',
    ]);
  });

  it('by target kind and id', async () => {
    expect(ids(await list({ targetKind: 'user', targetId: `${run}-u1` }))).toEqual([
      'users.enable u1',
      'users.disable u1',
    ]);
  });

  it('by date: from inclusive, to exclusive', async () => {
    const answer = await list({ actorEmail: emailOf('ada'), from: base + DAY, to: base + 4 * DAY });
    expect(ids(answer)).toEqual(['users.enable u1']);
  });

  it('refuses a range that ends before it starts, and a malformed action', async () => {
    expect(await errorCode(list({ from: base + DAY, to: base }))).toBe(
      'functions/invalid-argument',
    );
    expect(await errorCode(list({ action: 'drop table' }))).toBe('functions/invalid-argument');
  });
});

it('pages with the cursor: every entry once, in order', async () => {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof list>> = await list({
      actorEmail: emailOf('ada'),
      limit: 2,
      cursor,
    });
    seen.push(...ids(page));
    cursor = page.nextCursor;
  } while (cursor);
  expect(seen).toEqual(['policies.publish terms', 'users.enable u1', 'users.disable u1']);
});

it('shows an action the admin just took, with what it changed', async () => {
  const target = await createUser();
  await call('adminUserOperations', {
    action: 'setDisabled',
    payload: { uid: target.uid, disabled: true },
  });
  const answer = await list({ targetId: target.uid });
  expect(answer.entries).toEqual([
    expect.objectContaining({
      action: 'users.disable',
      actor: expect.objectContaining({ uid: adminUid }),
      target: expect.objectContaining({ kind: 'user', id: target.uid }),
      before: expect.objectContaining({ disabled: false }),
      after: expect.objectContaining({ disabled: true }),
    }),
  ]);
});

it('is for super admins only', async () => {
  expect(await errorCode(plain('adminAuditOperations', { action: 'list', payload: {} }))).toBe(
    'functions/permission-denied',
  );
});
