import { adminAuth, db } from '../lib/admin';
import { validatedOperations, type SignedInContext } from '../lib/validated-on-call';
import { auditActor } from '../services/admin/audit';
import { listUsers } from '../services/admin-users/list-users';
import {
  backfillMirror,
  deleteUser,
  revokeSessions,
  sendPasswordReset,
  setDisabled,
  setSuperAdmin,
  type UserActionDeps,
} from '../services/admin-users/user-actions';
import { decideGrantRequest, listGrantRequests } from '../services/admin-users/grant-requests';
import { getUserDetail } from '../services/admin-users/user-detail';
import { startSupportView } from '../services/support-view/start-view';
import { appUrlFrom } from '../services/companies/config';
import { sendMail } from '../services/mail/send-mail';

const deps = (ctx: SignedInContext): UserActionDeps => ({
  db,
  auth: adminAuth,
  actor: auditActor(ctx.uid, ctx.claims),
  appUrl: appUrlFrom(process.env),
  sendResetMail: (to, resetUrl) =>
    sendMail({ to, template: 'passwordReset', data: { email: to, resetUrl } }),
  sendGrantMail: (to, data) => sendMail({ to, template: 'superAdminGrant', data }),
});

/** Users for super admins: the mirror's list, one user's page and the audited account actions. */
export const adminUserOperations = validatedOperations('adminUserOperations', {
  list: (payload) => listUsers(payload, db),
  get: (payload) => getUserDetail(payload.uid, { db, auth: adminAuth }),
  setSuperAdmin: (payload, ctx) => setSuperAdmin(payload, deps(ctx)),
  listGrantRequests: () => listGrantRequests(db),
  decideGrantRequest: (payload, ctx) => decideGrantRequest(payload, deps(ctx)),
  setDisabled: (payload, ctx) => setDisabled(payload, deps(ctx)),
  revokeSessions: (payload, ctx) => revokeSessions(payload, deps(ctx)),
  sendPasswordReset: (payload, ctx) => sendPasswordReset(payload, deps(ctx)),
  delete: (payload, ctx) => deleteUser(payload, deps(ctx)),
  startSupportView: (payload, ctx) =>
    startSupportView(payload, { db, auth: adminAuth, actor: auditActor(ctx.uid, ctx.claims) }),
  backfill: (payload, ctx) => backfillMirror(payload, deps(ctx)),
});
