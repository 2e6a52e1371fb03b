import { adminAuth, db } from '../lib/admin';
import { validatedOnCall } from '../lib/validated-on-call';
import { companiesConfig } from '../services/companies/config';
import { createCompany } from '../services/companies/create-company';
import { deleteCompany } from '../services/companies/delete-company';
import { leaveCompany } from '../services/companies/leave-company';
import { changeRole, removeMember } from '../services/companies/members';
import { isSlugAvailable } from '../services/companies/slugs';
import { transferOwnership } from '../services/companies/transfer-ownership';
import { updateCompany } from '../services/companies/update-company';

const config = companiesConfig();

/**
 * Companies and their members: every write that grants or removes access happens here, each
 * action checked against the caller's current role (read in the action's transaction).
 */
export const companyOperations = validatedOnCall(
  'companyOperations',
  'signedIn',
  async (input, ctx) => {
    // 'signedIn' access: validatedOnCall has already refused a call without a user.
    const uid = ctx.uid ?? '';
    const deps = { db, auth: adminAuth, config, now: Date.now() };
    switch (input.action) {
      case 'create':
        return createCompany(input.payload, uid, deps);
      case 'checkSlug':
        return { available: await isSlugAvailable(db, input.payload.slug) };
      case 'update':
        return updateCompany(input.payload, uid, deps);
      case 'transferOwnership':
        return transferOwnership(input.payload, uid, deps);
      case 'delete':
        return deleteCompany(input.payload, uid, deps);
      case 'leave':
        return leaveCompany(input.payload, uid, deps);
      case 'changeRole':
        return changeRole(input.payload, uid, deps);
      case 'removeMember':
        return removeMember(input.payload, uid, deps);
    }
  },
);
