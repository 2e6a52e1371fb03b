import { db } from '../lib/admin';
import { validatedOnCall } from '../lib/validated-on-call';
import { billingConfig } from '../services/billing/config';
import { createCheckout } from '../services/billing/create-checkout';
import { openPortal, syncCheckout } from '../services/billing/portal-and-sync';
import { createStripe } from '../services/billing/stripe-client';

const config = billingConfig();
const stripe = config.mode === 'stripe' ? createStripe(config) : null;

/**
 * Plans and subscriptions of a company: checkout and portal for its owner and admins, and the
 * success page's sync for its members. Roles are read in each action's transaction.
 */
export const billingOperations = validatedOnCall(
  'billingOperations',
  'signedIn',
  async (input, ctx) => {
    // 'signedIn' access: validatedOnCall has already refused a call without a user.
    const uid = ctx.uid ?? '';
    const deps = { db, config, stripe, now: Date.now() };
    switch (input.action) {
      case 'createCheckout': {
        const email = typeof ctx.claims.email === 'string' ? ctx.claims.email : null;
        return createCheckout(input.payload, { uid, email }, deps);
      }
      case 'openPortal':
        return openPortal(input.payload, uid, deps);
      case 'syncCheckout':
        return syncCheckout(input.payload, uid, deps);
    }
  },
);
