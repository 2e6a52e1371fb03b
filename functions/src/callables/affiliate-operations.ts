import { HttpsError } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../lib/admin';
import { validatedOnCall, type CallContext } from '../lib/validated-on-call';
import { getRecentVisits, getVisitAnalytics } from '../services/affiliate/analytics';
import { processAttribution } from '../services/affiliate/attribution';
import { affiliateConfig } from '../services/affiliate/config';
import { createRateLimiter } from '../services/affiliate/rate-limiter';
import { trackAffiliateVisit } from '../services/affiliate/track-visit';

const config = affiliateConfig();
const allowClient = createRateLimiter(config.clientVisitsPerMinute, 60_000);

/** Analytics are for the affiliate themselves or a super admin. */
function requireOwnerOrAdmin(ctx: CallContext, affiliateUserId: string): void {
  if (!ctx.uid) throw new HttpsError('unauthenticated', 'Please sign in to continue.');
  if (ctx.uid !== affiliateUserId && !ctx.isSuperAdmin) {
    throw new HttpsError('permission-denied', 'You can only see your own affiliate results.');
  }
}

/**
 * SPEC §7: one callable, four actions. Tracking is open to visitors; everything else checks
 * who calls. Each action's payload is validated by the shared contract before it gets here.
 */
export const affiliateOperations = validatedOnCall(
  'affiliateOperations',
  'public',
  async (input, ctx) => {
    const now = Date.now();
    switch (input.action) {
      case 'trackAffiliateVisit':
        return trackAffiliateVisit(input.payload, {
          db,
          config,
          now,
          clientIp: ctx.ip,
          allowClient,
        });
      case 'processAttribution':
        if (!ctx.uid) throw new HttpsError('unauthenticated', 'Please sign in to continue.');
        if (ctx.uid !== input.payload.userId) {
          throw new HttpsError('permission-denied', 'You can only attribute your own account.');
        }
        return processAttribution(input.payload, { db, auth: adminAuth, config, now });
      case 'getVisitAnalytics':
        requireOwnerOrAdmin(ctx, input.payload.affiliateUserId);
        return getVisitAnalytics(input.payload, { db, config, now });
      case 'getRecentVisits':
        requireOwnerOrAdmin(ctx, input.payload.affiliateUserId);
        return getRecentVisits(input.payload, { db, config });
    }
  },
);
