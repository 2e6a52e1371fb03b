import { HttpsError } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../lib/admin';
import { validatedOperations, type SignedInContext } from '../lib/validated-on-call';
import { getRecentVisits, getVisitAnalytics } from '../services/affiliate/analytics';
import { processAttribution } from '../services/affiliate/attribution';
import { affiliateConfig } from '../services/affiliate/config';
import { createRateLimiter } from '../services/affiliate/rate-limiter';
import { trackAffiliateVisit } from '../services/affiliate/track-visit';

const config = affiliateConfig();
const allowClient = createRateLimiter(config.clientVisitsPerMinute, 60_000);

/** Analytics are for the affiliate themselves or a super admin. */
function requireOwnerOrAdmin(ctx: SignedInContext, affiliateUserId: string): void {
  if (ctx.uid !== affiliateUserId && !ctx.isSuperAdmin) {
    throw new HttpsError('permission-denied', 'You can only see your own affiliate results.');
  }
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
  getVisitAnalytics: (payload, ctx) => {
    requireOwnerOrAdmin(ctx, payload.affiliateUserId);
    return getVisitAnalytics(payload, { db, config, now: Date.now() });
  },
  getRecentVisits: (payload, ctx) => {
    requireOwnerOrAdmin(ctx, payload.affiliateUserId);
    return getRecentVisits(payload, { db, config });
  },
});
