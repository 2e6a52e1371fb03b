import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { validatedOnCall } from '../lib/validated-on-call';
import { acceptPolicy } from '../services/policies/accept-policy';

/** Policy acceptance: written only here, so nobody records an acceptance for someone else. */
export const policyOperations = validatedOnCall(
  'policyOperations',
  'signedIn',
  async (input, ctx) => {
    if (!ctx.uid) throw new HttpsError('unauthenticated', 'Please sign in to continue.');
    switch (input.action) {
      case 'accept':
        return acceptPolicy(
          { uid: ctx.uid, kind: input.payload.kind, version: input.payload.version },
          { db, now: Date.now() },
        );
    }
  },
);
