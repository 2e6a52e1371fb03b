import { HttpsError } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../lib/admin';
import { validatedOperations, type SignedInContext } from '../lib/validated-on-call';
import { getRecentVisits, getVisitAnalytics } from '../services/affiliate/analytics';
import { processAttribution } from '../services/affiliate/attribution';
import { affiliateConfig } from '../services/affiliate/config';
import { createRateLimiter } from '../services/affiliate/rate-limiter';
import { assertAgreementAccepted } from '../services/affiliate/store';
import { trackAffiliateVisit } from '../services/affiliate/track-visit';

const config = affiliateConfig();
const allowClient = createRateLimiter(config.clientVisitsPerMinute, 60_000);

/**
 * Analytics are for the affiliate themselves (once they accepted the current agreement) or a
 * super admin.
 */
async function requireOwnerOrAdmin(ctx: SignedInContext, affiliateUserId: string): Promise<void> {
  if (ctx.isSuperAdmin) return;
  if (ctx.uid !== affiliateUserId) {
    throw new HttpsError('permission-denied', 'You can only see your own affiliate results.');
  }
  await assertAgreementAccepted(db, ctx.uid);
}

/**
 * SPEC §7: one callable, four actions. Who may call each is in the contract; the handlers add
 * the checks that depend on the payload (whose account, whose analytics).
 */
export const affiliateOperations = validatedOperations('affiliateOperations', {
  trackAffiliateVisit: (payload, ctx) =>
    trackAffiliateVisit(payload, { db, config, now: Date.now(), clientIp: ctx.ip, allowClient }),
  processAttribution: (payload, ctx) => {
    if (ctx.uid !== payload.userId) {
      throw new HttpsError('permission-denied', 'You can only attribute your own account.');
    }
    return processAttribution(payload, {
      db,
      auth: adminAuth,
      config,
      now: Date.now(),
      clientIp: ctx.ip,
    });
  },
  getVisitAnalytics: async (payload, ctx) => {
    await requireOwnerOrAdmin(ctx, payload.affiliateUserId);
    return getVisitAnalytics(payload, { db, config, now: Date.now() });
  },
  getRecentVisits: async (payload, ctx) => {
    await requireOwnerOrAdmin(ctx, payload.affiliateUserId);
    return getRecentVisits(payload, { db, config });
  },
});
