import { describe, expect, it } from 'vitest';
import { callables } from './callables';
import { errorReasonSchema } from './error-reasons';
import type { Operation } from './operation';

describe('error reasons', () => {
  it('are each declared by an operation that may refuse with them', () => {
    const declared = new Set<string>();
    for (const callable of Object.values(callables)) {
      const ops: Operation[] =
        'actions' in callable ? Object.values(callable.actions) : [callable as Operation];
      for (const op of ops) {
        for (const reason of op.errors ?? []) declared.add(reason);
        // The wrapper's own refusals (lib/validated-on-call.ts), implied by access and flags.
        if (op.access === 'superAdmin') declared.add('secondFactorRequired');
        if (op.recentSignIn) declared.add('reauthenticate');
        // Any call of a user's may meet a support view (lib/support-view-guard.ts).
        if (op.access !== 'superAdmin') declared.add('supportViewReadOnly');
      }
    }
    const all = errorReasonSchema.options.map((option) => option.shape.reason.value);
    expect([...declared].sort()).toEqual([...all].sort());
  });
});
