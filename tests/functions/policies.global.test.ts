import { getFirestore } from 'firebase-admin/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pendingPolicies, type PolicyAcceptances } from '@contracts/policies';
import { publishPolicy } from '../../functions/src/services/policies/publish-policy';
import { errorCode } from '../support/affiliates';
import { callerFor, closeCallers } from '../support/callable-client';
import { createSignedInUser } from '../support/users';

const db = getFirestore();
afterEach(closeCallers);

const publish = (kind: 'terms' | 'privacy', summary: string) =>
  publishPolicy(
    { kind, title: kind, content: `# ${summary}`, summary, effectiveDate: '2026-11-21' },
    { db, now: Date.now() },
  );
const currentVersion = async (kind: 'terms' | 'privacy') =>
  (await db.doc(`policies/${kind}`).get()).get('currentVersion') as number;
const acceptances = async (uid: string) =>
  (await db.doc(`users/${uid}`).get()).get('policyAcceptances') as PolicyAcceptances | undefined;

beforeAll(async () => {
  // The seed publishes version 1; make sure both exist whatever ran before.
  for (const kind of ['terms', 'privacy'] as const) {
    if (!(await db.doc(`policies/${kind}`).get()).exists) await publish(kind, 'First version.');
  }
});

describe('policyOperations accept', () => {
  it('records the current version and time for the caller only, once', async () => {
    const user = await createSignedInUser();
    const call = await callerFor(user);
    const version = await currentVersion('terms');
    const first = await call('policyOperations', {
      action: 'accept',
      payload: { kind: 'terms', version },
    });
    expect(first).toMatchObject({ kind: 'terms', version });
    const again = await call('policyOperations', {
      action: 'accept',
      payload: { kind: 'terms', version },
    });
    expect(again.acceptedAt).toBe(first.acceptedAt);
    expect(await acceptances(user.uid)).toEqual({
      terms: { version, acceptedAt: first.acceptedAt },
    });
  });

  it('refuses an outdated version (failed-precondition) and an unknown or bad one', async () => {
    const user = await createSignedInUser();
    const call = await callerFor(user);
    const version = await currentVersion('privacy');
    if (version > 1) {
      expect(
        await errorCode(
          call('policyOperations', {
            action: 'accept',
            payload: { kind: 'privacy', version: version - 1 },
          }),
        ),
      ).toBe('functions/failed-precondition');
    }
    expect(
      await errorCode(
        call('policyOperations', {
          action: 'accept',
          payload: { kind: 'privacy', version: version + 5 },
        }),
      ),
    ).toBe('functions/failed-precondition');
    expect(
      await errorCode(
        call('policyOperations', {
          action: 'accept',
          payload: { kind: 'cookies' as 'privacy', version: 1 },
        }),
      ),
    ).toBe('functions/invalid-argument');
    expect(await acceptances(user.uid)).toBeUndefined();
  });

  it('is refused to a visitor', async () => {
    const call = await callerFor();
    expect(
      await errorCode(
        call('policyOperations', { action: 'accept', payload: { kind: 'terms', version: 1 } }),
      ),
    ).toBe('functions/unauthenticated');
  });

  it('asks again after a new version is published, and only the new one can be accepted', async () => {
    const user = await createSignedInUser();
    const call = await callerFor(user);
    for (const kind of ['terms', 'privacy'] as const) {
      await call('policyOperations', {
        action: 'accept',
        payload: { kind, version: await currentVersion(kind) },
      });
    }
    const current = async () => ({
      terms: await currentVersion('terms'),
      privacy: await currentVersion('privacy'),
    });
    expect(pendingPolicies(await current(), await acceptances(user.uid))).toEqual([]);

    const before = await currentVersion('terms');
    const { version } = await publish('terms', 'Clearer refund rules.');
    expect(version).toBe(before + 1);
    expect(pendingPolicies(await current(), await acceptances(user.uid))).toEqual(['terms']);
    expect(
      await errorCode(
        call('policyOperations', { action: 'accept', payload: { kind: 'terms', version: before } }),
      ),
    ).toBe('functions/failed-precondition');
    await call('policyOperations', { action: 'accept', payload: { kind: 'terms', version } });
    expect(pendingPolicies(await current(), await acceptances(user.uid))).toEqual([]);
    // Earlier versions stay readable, unchanged.
    expect((await db.doc(`policies/terms/versions/${before}`).get()).exists).toBe(true);
  });
});
