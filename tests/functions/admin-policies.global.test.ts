import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallableInput } from '@contracts/callables';
import type { PolicyDoc, PolicyKind, PolicyVersionDoc } from '@contracts/policies';
import { publishPolicy } from '../../functions/src/services/policies/publish-policy';
import { adminCallers } from '../support/admin-callers';
import { closeCallers } from '../support/callable-client';
import { adminDb, errorCode } from '../support/companies';

type Input = CallableInput<'adminPolicyOperations'>;
type Call = (input: Input) => Promise<unknown>;
type Who = 'superAdmin' | 'plain' | 'stringClaim' | 'revoked';

const callers: Record<Who, Call> = {} as never;
let adminUid = '';

const policy = async (kind: PolicyKind) =>
  (await adminDb.doc(`policies/${kind}`).get()).data() as PolicyDoc | undefined;
const publishedPolicy = async (kind: PolicyKind) => {
  const doc = await policy(kind);
  if (!doc) throw new Error(`${kind} is not published`);
  return doc;
};
const publishAudits = async (kind: PolicyKind) =>
  (
    await adminDb
      .collection('auditLog')
      .where('action', '==', 'policies.publish')
      .where('target.id', '==', kind)
      .get()
  ).docs.map((d) => d.data());

beforeAll(async () => {
  // The seed publishes version 1; make sure both exist whatever ran before.
  for (const kind of ['terms', 'privacy'] as const) {
    if (!(await policy(kind))) {
      await publishPolicy(
        { kind, title: kind, content: '# First', summary: 'First.', effectiveDate: '2026-11-01' },
        { db: adminDb, now: Date.now() },
      );
    }
  }
  const all = await adminCallers('adminPolicyOperations');
  adminUid = all.superAdmin.uid;
  for (const role of ['superAdmin', 'plain', 'stringClaim', 'revoked'] as const) {
    callers[role] = all[role].call;
  }
});
afterAll(closeCallers);

const publishInput = (kind: PolicyKind, summary: string): Input => ({
  action: 'publish',
  payload: {
    kind,
    title: kind === 'terms' ? 'Terms and Conditions' : 'Privacy Policy',
    content: `## What changed\n\n${summary}\n`,
    summary,
    effectiveDate: '2026-12-01',
  },
});

const refusals = [
  ['plain', 'functions/permission-denied'],
  ['stringClaim', 'functions/permission-denied'],
  ['revoked', 'functions/unauthenticated'],
] as const;

describe('access: super admins only, every action', () => {
  it('refuses publish to a plain user, a "true"-string claim and a revoked admin, writing no version and no audit entry', async () => {
    const before = await policy('privacy');
    const audits = (await publishAudits('privacy')).length;
    for (const [who, code] of refusals) {
      const input = publishInput('privacy', `Refused for ${who} ${randomUUID()}.`);
      expect(await errorCode(callers[who](input)), who).toBe(code);
    }
    expect((await policy('privacy'))?.currentVersion).toBe(before?.currentVersion);
    expect(
      (await adminDb.doc(`policies/privacy/versions/${(before?.currentVersion ?? 0) + 1}`).get())
        .exists,
    ).toBe(false);
    expect(await publishAudits('privacy')).toHaveLength(audits);
  });

  it('refuses stats to the same callers and answers a super admin', async () => {
    const input: Input = { action: 'stats', payload: { kind: 'terms' } };
    for (const [who, code] of refusals) {
      expect(await errorCode(callers[who](input)), who).toBe(code);
    }
    expect(await errorCode(callers.superAdmin(input))).toBe('none');
  });
});

describe('publish', () => {
  it('stores the next version, makes it current and audits it in the same transaction', async () => {
    const before = await publishedPolicy('terms');
    const summary = `Refunds within 30 days (${randomUUID()}).`;
    const answer = await callers.superAdmin(publishInput('terms', summary));
    const version = before.currentVersion + 1;
    expect(answer).toEqual({ version });

    const after = await publishedPolicy('terms');
    expect(after).toMatchObject({ currentVersion: version, effectiveDate: '2026-12-01' });
    const text = (
      await adminDb.doc(`policies/terms/versions/${version}`).get()
    ).data() as PolicyVersionDoc;
    expect(text).toMatchObject({ version, summary, content: `## What changed\n\n${summary}` });

    const entries = (await publishAudits('terms')).filter(
      (e) => (e.after as { summary?: string } | null)?.summary === summary,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { uid: adminUid },
      target: { kind: 'policy', id: 'terms', label: `Terms and Conditions version ${version}` },
      before: { currentVersion: before.currentVersion },
      after: { currentVersion: version, effectiveDate: '2026-12-01' },
    });
    expect(entries[0]?.at).toBe(after.publishedAt);
  });

  it('refuses a payload without a summary or with a bad date (invalid-argument), writing nothing', async () => {
    const before = await policy('terms');
    const empty = publishInput('terms', 'x');
    if (empty.action !== 'publish') throw new Error('unreachable');
    expect(
      await errorCode(
        callers.superAdmin({ ...empty, payload: { ...empty.payload, summary: '  ' } }),
      ),
    ).toBe('functions/invalid-argument');
    expect(
      await errorCode(
        callers.superAdmin({ ...empty, payload: { ...empty.payload, effectiveDate: '1 Dec' } }),
      ),
    ).toBe('functions/invalid-argument');
    expect((await policy('terms'))?.currentVersion).toBe(before?.currentVersion);
  });
});

describe('stats', () => {
  it('counts the users who accepted the current version, out of every user (matches a recount)', async () => {
    const current = (await publishedPolicy('privacy')).currentVersion;
    const [a, b] = [`stats-a-${randomUUID()}`, `stats-b-${randomUUID()}`];
    await adminDb
      .doc(`users/${a}`)
      .set({ policyAcceptances: { privacy: { version: current, acceptedAt: 1 } } });
    await adminDb
      .doc(`users/${b}`)
      .set({ policyAcceptances: { privacy: { version: current - 1, acceptedAt: 1 } } });

    const stats = await callers.superAdmin({ action: 'stats', payload: { kind: 'privacy' } });
    const all = await adminDb.collection('users').get();
    const accepted = all.docs.filter(
      (d) => d.get('policyAcceptances.privacy.version') === current,
    ).length;
    expect(stats).toEqual({ currentVersion: current, accepted, users: all.size });
    expect(accepted).toBeGreaterThanOrEqual(1);
  });
});
