import { adminAuth, db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import { setAffiliateMailsOptOut } from '../services/profile/affiliate-mails-opt-out';
import { setAnnouncementsOptOut } from '../services/profile/announcements-opt-out';
import { claimUsername } from '../services/profile/claim-username';
import { exportData } from '../services/profile/export-data';
import { updateProfile } from '../services/profile/update-profile';

const deps = () => ({ db, auth: adminAuth, now: Date.now() });

/**
 * The caller's own profile: every profile field, username claim and public profile is written
 * here (the rules let the client change only its active company), so a username stays unique
 * and a public profile holds only what its owner chose to show.
 */
export const profileOperations = validatedOperations('profileOperations', {
  update: (payload, { uid }) => updateProfile(payload, uid, deps()),
  claimUsername: ({ username }, { uid }) => claimUsername(username, uid, deps()),
  setAnnouncementsOptOut: ({ optOut }, { uid }) => setAnnouncementsOptOut(optOut, uid, deps()),
  setAffiliateMailsOptOut: ({ optOut }, { uid }) => setAffiliateMailsOptOut(optOut, uid, deps()),
  exportData: (_payload, { uid }) => exportData(uid, deps()),
});
