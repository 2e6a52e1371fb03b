import type { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { callables, type CallableName } from '../contracts/callables';
import { supportViewOf } from '../contracts/support-view';
import { guardSupportView, mayCallInSupportView, SUPPORT_VIEW_CALLS } from './support-view-guard';

const now = Date.UTC(2026, 10, 26, 12);
const view = { supportView: { id: 'view-1', by: 'admin-1', until: now + 60_000 } };

/** Every callable action of the contract table, as [name, action] (null for a single callable). */
const everyCall: [CallableName, string | null][] = Object.entries(callables).flatMap(
  ([name, callable]): [CallableName, string | null][] =>
    'actions' in callable
      ? Object.keys(callable.actions).map((action) => [name as CallableName, action])
      : [[name as CallableName, null]],
);

function refusalOf(run: () => void): HttpsError | null {
  try {
    run();
    return null;
  } catch (error) {
    return error as HttpsError;
  }
}

describe('support views (view as user)', () => {
  it('refuses every call of the contract table but the listed reads and its own end', () => {
    const allowed = everyCall.filter(([name, action]) => mayCallInSupportView(name, action));
    expect(allowed.map(([n, a]) => `${n}.${a ?? ''}`).sort()).toEqual(
      [
        'accountOperations.endSupportView',
        'affiliateApplicationOperations.getMine',
        'affiliateEarningsOperations.getEarnings',
        'affiliateEarningsOperations.getPayoutDetails',
        'affiliateEarningsOperations.listPayouts',
        'affiliateOperations.getRecentVisits',
        'affiliateOperations.getVisitAnalytics',
        'invitationOperations.preview',
        'ping.',
      ].sort(),
    );
    for (const [name, action] of everyCall) {
      const error = refusalOf(() => guardSupportView(name, action, view, now));
      if (mayCallInSupportView(name, action)) expect(error).toBeNull();
      else {
        expect(error?.code, `${name}.${action}`).toBe('permission-denied');
        expect(error?.details).toEqual({ reason: 'supportViewReadOnly' });
      }
    }
  });

  it('lists only actions the contract has, none of them a super admin’s', () => {
    for (const [name, actions] of Object.entries(SUPPORT_VIEW_CALLS)) {
      const table = (callables[name as keyof typeof callables] as { actions: object }).actions;
      for (const action of actions) {
        const op = (table as Record<string, { access: string }>)[action];
        expect(op, `${name}.${action}`).toBeDefined();
        expect(op?.access).not.toBe('superAdmin');
      }
    }
  });

  it('refuses everything, reads included, once the view has ended', () => {
    const ended = { supportView: { ...view.supportView, until: now } };
    const error = refusalOf(() =>
      guardSupportView('affiliateEarningsOperations', 'getEarnings', ended, now),
    );
    expect(error?.code).toBe('unauthenticated');
    expect(refusalOf(() => guardSupportView('ping', null, ended, now))?.code).toBe(
      'unauthenticated',
    );
  });

  it('treats a malformed claim as an ended view, and leaves ordinary sessions alone', () => {
    expect(supportViewOf({ supportView: 'yes' })).toEqual({ id: '', by: '', until: 0 });
    expect(
      refusalOf(() => guardSupportView('profileOperations', 'update', { supportView: 1 }, now))
        ?.code,
    ).toBe('unauthenticated');
    expect(supportViewOf({ superAdmin: true })).toBeNull();
    expect(refusalOf(() => guardSupportView('profileOperations', 'update', {}, now))).toBeNull();
  });
});
