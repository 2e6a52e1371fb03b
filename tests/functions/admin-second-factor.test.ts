import { callables, type CallableName } from '@contracts/callables';
import type { Operation } from '@contracts/operation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, closeCallers } from '../support/callable-client';
import { ageLastSignIn } from '../support/second-factor';
import { createSignedInUser } from '../support/users';

/**
 * Walks the contract table: every super-admin operation refuses a session signed in with a
 * password alone, and every privileged operation (`recentSignIn`) refuses a sign-in older than
 * five minutes. Both checks run before the payload is read, so an empty payload is enough.
 */
type Entry = { label: string; name: CallableName; body: unknown; operation: Operation };

const entries: Entry[] = Object.entries(callables).flatMap(([name, callable]) =>
  'actions' in callable
    ? Object.entries(callable.actions as Record<string, Operation>).map(([action, operation]) => ({
        label: `${name}.${action}`,
        name: name as CallableName,
        body: { action, payload: {} },
        operation,
      }))
    : [{ label: name, name: name as CallableName, body: {}, operation: callable as Operation }],
);
const superAdminOnly = entries.filter((entry) => entry.operation.access === 'superAdmin');
const privileged = entries.filter((entry) => entry.operation.recentSignIn);

type Call = Awaited<ReturnType<typeof callerFor>>;
const send = (call: Call, entry: Entry) => call(entry.name, entry.body as never);

async function refusalOf(run: Promise<unknown>) {
  try {
    await run;
    return null;
  } catch (error) {
    const { code, details } = error as { code?: string; details?: { reason?: string } };
    return { code, reason: details?.reason };
  }
}

let passwordOnly: Call;
let staleSignIn: Call;
let staleUid = '';
let staleEmail = '';

beforeAll(async () => {
  const [withoutFactor, stale] = await Promise.all([
    createSignedInUser({ superAdmin: true }, { secondFactor: false }),
    createSignedInUser({ superAdmin: true }),
  ]);
  [passwordOnly, staleSignIn] = await Promise.all([callerFor(withoutFactor), callerFor(stale)]);
  ({ uid: staleUid, email: staleEmail } = stale);
  await ageLastSignIn(stale.uid, 10);
  await staleSignIn.refreshToken();
});

afterAll(closeCallers);

it('the table has the operations this test walks', () => {
  expect(superAdminOnly.length).toBeGreaterThan(20);
  expect(privileged.map((entry) => entry.label)).toEqual(
    expect.arrayContaining([
      'accountOperations.deleteAccount',
      'adminUserOperations.setSuperAdmin',
      'adminUserOperations.decideGrantRequest',
      'adminUserOperations.setDisabled',
      'adminUserOperations.delete',
      'adminPolicyOperations.publish',
      'affiliateAgreementOperations.publish',
      'adminMailOperations.createAnnouncement',
      'adminAffiliatePayoutOperations.markPaid',
      'adminAffiliateProgrammeOperations.updateSettings',
      'adminAffiliateOperations.adjust',
      'adminAffiliateOperations.reassignReferral',
      'adminAffiliateOperations.releaseCurrencyHold',
    ]),
  );
});

describe('a super admin signed in without a second factor', () => {
  it.each(superAdminOnly.map((entry) => [entry.label, entry] as const))(
    'is refused %s',
    async (_label, entry) => {
      expect(await refusalOf(send(passwordOnly, entry))).toEqual({
        code: 'functions/permission-denied',
        reason: 'secondFactorRequired',
      });
    },
  );
});

describe('a super admin whose sign-in is ten minutes old', () => {
  it('still reads the admin area (only privileged actions need a recent sign-in)', async () => {
    // Its own record: the mirror may be empty here (rules tests clear Firestore between files).
    const answer = await staleSignIn('adminUserOperations', {
      action: 'get',
      payload: { uid: staleUid },
    });
    expect(answer.auth?.email).toBe(staleEmail);
  });

  it.each(privileged.map((entry) => [entry.label, entry] as const))(
    'is asked to sign in again for %s',
    async (_label, entry) => {
      expect(await refusalOf(send(staleSignIn, entry))).toEqual({
        code: 'functions/failed-precondition',
        reason: 'reauthenticate',
      });
    },
  );
});
