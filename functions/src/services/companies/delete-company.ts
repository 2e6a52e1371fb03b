import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  cancelMarkedSubscription,
  closeCompanyBilling,
  closedBillingRef,
  expireOpenCheckouts,
  readSubscriptionMirror,
} from '../billing/close-company-billing';
import { closeCases, openCasesOf } from '../billing/dunning-store';
import type { CompanyDeps } from './deps';
import { requireRole } from './membership';
import { releaseSlug } from './slugs';
import { invitationsRef, membersRef, userRef } from './store';
import { COMPANY_ACTIONS } from '../../contracts/company-permissions';

/**
 * The owner deletes the company, typing its slug to confirm. One transaction removes the company
 * and frees its slug, so from then on nothing can join or act on it; then a BulkWriter deletes
 * the members (recursively) and every invitation, and clears `activeCompanyId` where it pointed
 * here. The call returns once all of it is gone. A live subscription is cancelled: its mirror
 * and a `billing/closed` marker in the same transaction (which also loses an open dunning
 * case), then at Stripe (test mode: the mirror is the provider), whose unpaid checkouts for the
 * company are expired too.
 */
export async function deleteCompany(
  input: { companyId: string; confirmation: string },
  uid: string,
  deps: CompanyDeps,
): Promise<{ ok: true }> {
  const { db } = deps;
  const { companyId } = input;
  const liveSubscription = await db.runTransaction(async (tx) => {
    const { company, companyRef } = await requireRole(
      tx,
      db,
      companyId,
      uid,
      COMPANY_ACTIONS.delete,
    );
    const mirror = await readSubscriptionMirror(tx, db, companyId);
    const failingPayments = await openCasesOf(tx, db, companyId);
    if (input.confirmation.trim().toLowerCase() !== company.slug) {
      throw new HttpsError(
        'failed-precondition',
        `To delete the company, type its address “${company.slug}” exactly.`,
      );
    }
    tx.delete(companyRef);
    releaseSlug(tx, db, company.slug);
    // A failing payment of a company that is gone will not be recovered: no more mails.
    closeCases(tx, failingPayments, 'lost', deps.now);
    // Billing closes with the company: its mirror says canceled, a marker records why.
    return closeCompanyBilling(tx, db, companyId, mirror, deps.now, Boolean(deps.stripe));
  });
  const members = await membersRef(db, companyId).get();
  const users = members.empty ? [] : await db.getAll(...members.docs.map((m) => userRef(db, m.id)));
  const invitations = await invitationsRef(db).where('companyId', '==', companyId).get();

  const writer = db.bulkWriter();
  const leftovers: string[] = [];
  // Each write's promise is caught at once: a failure is counted, never an unhandled rejection.
  const track = (path: string, write: Promise<unknown>) =>
    write.catch(() => {
      leftovers.push(path);
    });
  const writes = [
    ...invitations.docs.map((doc) => track(doc.ref.path, writer.delete(doc.ref))),
    ...users
      .filter((user) => user.get('activeCompanyId') === companyId)
      .map((user) => track(user.ref.path, writer.update(user.ref, { activeCompanyId: null }))),
  ];
  try {
    await db.recursiveDelete(membersRef(db, companyId), writer);
  } catch (error) {
    leftovers.push(`${membersRef(db, companyId).path} (${String(error)})`);
  }
  await writer.close();
  await Promise.all(writes);
  if (leftovers.length > 0) {
    // The company and its slug are gone; what is left is unreachable, and logged to clean up.
    logger.error('company delete left documents behind', { companyId, leftovers });
  }

  // Then the provider stops charging (Stripe mode; see close-company-billing.ts). Last, because
  // Stripe can be slow: the memberships are gone first whatever happens here. A failed cancel
  // leaves the marker pending for the maintenance job.
  const provider = { db, stripe: deps.stripe ?? null, now: deps.now };
  if (liveSubscription) {
    const marker = closedBillingRef(db, companyId);
    await cancelMarkedSubscription(marker, liveSubscription, companyId, provider);
  }
  await expireOpenCheckouts(db, companyId, provider);
  return { ok: true };
}
