import { HttpsError } from 'firebase-functions/v2/https';
import type { AffiliateDoc } from '../../contracts/affiliate-programme';
import { auditActor, recordAudit } from '../admin/audit';
import { refuseOwnAffiliateAccount } from '../admin/own-affiliate-account';
import {
  companyReferralConverter,
  companyReferralRef,
  type CompanyReferralDoc,
} from '../affiliate/company-referral';
import { affiliateConverter, collections } from '../affiliate/store';
import { referralMovedEntry, referralMovedEntryId } from '../affiliate-ledger/admin-entries';
import { selfReferralReason, type ReferredPerson } from '../affiliate-ledger/commission';
import { referralOfCompany, referredSide } from '../affiliate-ledger/referred-side';
import { entryRef, ledgerRef } from '../affiliate-ledger/store';
import { companyConverter, companyRef, membersRef } from '../companies/store';
import type { Actor, AdminAffiliateDeps } from './deps';

const refused = (message: string) => new HttpsError('failed-precondition', message);

/**
 * Moves a company's frozen referral (company-referral.ts) to another approved affiliate, or to
 * none, in one transaction with its `affiliates.reassignReferral` audit entry (before/after and
 * the reason) and a `referralMoved` notice of 0 for each affiliate concerned.
 *
 * - The next paid invoice's commission follows the new referral (the ledger reads it in its
 *   transaction); entries already written stay with the affiliate they were written for, and a
 *   refund of an earlier invoice still reverses that affiliate's commission.
 * - The company's commission window carries on: recurring months count from its first
 *   commissioned invoice and a flat amount is never paid twice for the same person, so a move
 *   does not start the company's commissions again.
 * - The new affiliate must be approved and must not run the company: not its referred person,
 *   not any member, not sharing an address with its owners or admins (the ledger's self-referral
 *   check, which would refuse their commissions anyway).
 * - Separation of duties: never by a super admin who is, or was granted by, either affiliate.
 */
export async function reassignReferral(
  payload: { companyId: string; affiliateUid: string | null; reason: string },
  actor: Actor,
  deps: Pick<AdminAffiliateDeps, 'db' | 'auth' | 'now'>,
): Promise<{ companyId: string; affiliateUid: string | null }> {
  const { db, auth, now } = deps;
  const { companyId, affiliateUid: next } = payload;
  const company = (await companyRef(db, companyId).withConverter(companyConverter).get()).data();
  if (!company) throw new HttpsError('not-found', 'There is no such company.');
  // As the ledger reads it: a company from before referrals were frozen may have none stored yet.
  const { referral: current, stored } = await referralOfCompany(
    db,
    companyId,
    company.ownerUid,
    now,
  );
  if (current.affiliateUid === next) {
    throw refused(
      next
        ? 'This affiliate already has the referral of this company.'
        : 'This company has no referral to remove.',
    );
  }
  // Auth is not Firestore: the people who run the company and their addresses, read first.
  const side = next
    ? await referredSide(db, auth, {
        companyId,
        referredUid: current.referredUid,
        affiliateUid: next,
      })
    : null;

  await db.runTransaction(async (tx) => {
    await refuseOwnAffiliateAccount(db, actor.uid, current.affiliateUid, tx);
    await refuseOwnAffiliateAccount(db, actor.uid, next, tx);
    const affiliates = db.collection(collections.affiliates).withConverter(affiliateConverter);
    const referralRef = companyReferralRef(db, companyId).withConverter(companyReferralConverter);
    const [referralSnap, previousSnap, nextSnap, members] = await Promise.all([
      tx.get(referralRef),
      current.affiliateUid ? tx.get(affiliates.doc(current.affiliateUid)) : null,
      next ? tx.get(affiliates.doc(next)) : null,
      tx.get(membersRef(db, companyId)),
    ]);
    const unchanged = referralSnap.exists
      ? stored && referralSnap.data()?.affiliateUid === current.affiliateUid
      : !stored;
    if (!unchanged) {
      throw new HttpsError('aborted', "The company's referral changed meanwhile. Try again.");
    }
    const nextAffiliate = nextSnap?.data();
    if (next) refuseAsReferrer(next, nextAffiliate, side, members.docs);

    const referral: CompanyReferralDoc = {
      companyId,
      referredUid: current.referredUid,
      affiliateUid: next,
      source: 'reassigned',
      frozenAt: now,
    };
    tx.set(referralRef, referral);
    const notice = (affiliateUid: string, move: 'movedAway' | 'assigned') =>
      tx.create(
        entryRef(db, referralMovedEntryId(ledgerRef(db).doc().id)),
        referralMovedEntry({
          affiliateUid,
          move,
          companyId,
          companyName: company.name,
          referredUid: current.referredUid,
          actorUid: actor.uid,
          now,
        }),
      );
    if (current.affiliateUid) notice(current.affiliateUid, 'movedAway');
    if (next) notice(next, 'assigned');
    recordAudit(tx, db, {
      actor: auditActor(actor.uid, actor.claims),
      action: 'affiliates.reassignReferral',
      target: { kind: 'company', id: companyId, label: company.name },
      before: {
        affiliateUid: current.affiliateUid,
        affiliateUsername: previousSnap?.data()?.username ?? null,
        source: current.source,
      },
      after: {
        affiliateUid: next,
        affiliateUsername: nextAffiliate?.username ?? null,
        source: 'reassigned',
        reason: payload.reason,
      },
      at: now,
    });
  });
  return { companyId, affiliateUid: next };
}

/** Refuses an affiliate who may not be credited with this company (see reassignReferral). */
function refuseAsReferrer(
  uid: string,
  affiliate: AffiliateDoc | undefined,
  side: Awaited<ReturnType<typeof referredSide>> | null,
  members: FirebaseFirestore.QueryDocumentSnapshot[],
): void {
  if (!affiliate) throw new HttpsError('not-found', 'There is no such affiliate.');
  if (affiliate.status !== 'approved') {
    throw refused('Only an approved affiliate can be credited with a referral.');
  }
  if (members.some((doc) => doc.id === uid)) {
    throw refused(
      'Self-referral: the affiliate is a member of this company. Choose another affiliate or none.',
    );
  }
  const people: ReferredPerson[] = [
    ...(side?.people ?? []),
    ...members.map((doc) => ({ uid: doc.id, emails: [doc.get('email') as string | undefined] })),
  ];
  const selfReferral = selfReferralReason({
    affiliateUid: uid,
    affiliateEmails: [affiliate.payoutEmail, side?.affiliateAuthEmail],
    people,
  });
  if (selfReferral) {
    throw refused(`Self-referral: ${selfReferral} Choose another affiliate or none.`);
  }
}
