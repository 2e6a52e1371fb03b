import { db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import { billingConfig } from '../services/billing/config';
import { createCheckout } from '../services/billing/create-checkout';
import { openPortal, syncCheckout } from '../services/billing/portal-and-sync';
import { createStripe } from '../services/billing/stripe-client';

const config = billingConfig();
const stripe = config.mode === 'stripe' ? createStripe(config) : null;
const deps = () => ({ db, config, stripe, now: Date.now() });

/**
 * Plans and subscriptions of a company: checkout and portal for its owner and admins, and the
 * success page's sync for its members. Roles are read in each action's transaction.
 */
export const billingOperations = validatedOperations('billingOperations', {
  createCheckout: (payload, { uid, claims }) => {
    const email = typeof claims.email === 'string' ? claims.email : null;
    return createCheckout(payload, { uid, email }, deps());
  },
  openPortal: (payload, { uid }) => openPortal(payload, uid, deps()),
  syncCheckout: (payload, { uid }) => syncCheckout(payload, uid, deps()),
});
