import { HttpsError } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../lib/admin';
import { validatedOnCall } from '../lib/validated-on-call';
import { claimUsername } from '../services/profile/claim-username';
import { exportData } from '../services/profile/export-data';
import { updateProfile } from '../services/profile/update-profile';

/**
 * The caller's own profile: every profile field, username claim and public profile is written
 * here (the rules let the client change only its active company), so a username stays unique
 * and a public profile holds only what its owner chose to show.
 */
export const profileOperations = validatedOnCall(
  'profileOperations',
  'signedIn',
  async (input, ctx) => {
    if (!ctx.uid) throw new HttpsError('unauthenticated', 'Please sign in to continue.');
    const deps = { db, auth: adminAuth, now: Date.now() };
    switch (input.action) {
      case 'update':
        return updateProfile(input.payload, ctx.uid, deps);
      case 'claimUsername':
        return claimUsername(input.payload.username, ctx.uid, deps);
      case 'exportData':
        return exportData(ctx.uid, deps);
    }
  },
);
