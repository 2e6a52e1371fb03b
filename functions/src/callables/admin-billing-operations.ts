import { db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import {
  billingHistory,
  grantComplimentary,
  listSubscriptions,
  openCustomerPage,
} from '../services/admin-billing/subscriptions';
import { pastDueQueue } from '../services/admin-billing/past-due-queue';
import { listPlans, savePlan } from '../services/admin-billing/plans';
import { billingConfig } from '../services/billing/config';
import { createStripe } from '../services/billing/stripe-client';

const config = billingConfig();
const stripe = config.mode === 'stripe' ? createStripe(config) : null;
const deps = () => ({ db, config, stripe, now: Date.now() });

/** The plan catalogue and every company's subscription, for super admins (all audited writes). */
export const adminBillingOperations = validatedOperations('adminBillingOperations', {
  listPlans: () => listPlans(deps()),
  savePlan: (payload, { uid, claims }) => savePlan(payload, { uid, claims }, deps()),
  listSubscriptions: (payload) => listSubscriptions(payload, deps()),
  grantComplimentary: (payload, { uid, claims }) =>
    grantComplimentary(payload, { uid, claims }, deps()),
  billingHistory: (payload) => billingHistory(payload, deps()),
  pastDueQueue: () => pastDueQueue(deps()),
  openCustomerPage: (payload, { uid, claims }) =>
    openCustomerPage(payload, { uid, claims }, deps()),
});
