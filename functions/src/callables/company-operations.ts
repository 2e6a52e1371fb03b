import { adminAuth, db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import { billingConfig } from '../services/billing/config';
import { createStripe } from '../services/billing/stripe-client';
import { companiesConfig } from '../services/companies/config';
import { createCompany } from '../services/companies/create-company';
import { deleteCompany } from '../services/companies/delete-company';
import { leaveCompany } from '../services/companies/leave-company';
import { changeRole, removeMember } from '../services/companies/members';
import { isSlugAvailable } from '../services/companies/slugs';
import { transferOwnership } from '../services/companies/transfer-ownership';
import { updateCompany } from '../services/companies/update-company';

const config = companiesConfig();
const billing = billingConfig();
const stripe = billing.mode === 'stripe' ? createStripe(billing) : null;
const deps = () => ({ db, auth: adminAuth, config, now: Date.now(), stripe });

/**
 * Companies and their members: every write that grants or removes access happens here, each
 * action checked against the caller's current role (read in the action's transaction).
 */
export const companyOperations = validatedOperations('companyOperations', {
  create: (payload, { uid }) => createCompany(payload, uid, deps()),
  checkSlug: async ({ slug }) => ({ available: await isSlugAvailable(db, slug) }),
  update: (payload, { uid }) => updateCompany(payload, uid, deps()),
  transferOwnership: (payload, { uid }) => transferOwnership(payload, uid, deps()),
  delete: (payload, { uid }) => deleteCompany(payload, uid, deps()),
  leave: (payload, { uid }) => leaveCompany(payload, uid, deps()),
  changeRole: (payload, { uid }) => changeRole(payload, uid, deps()),
  removeMember: (payload, { uid }) => removeMember(payload, uid, deps()),
});
