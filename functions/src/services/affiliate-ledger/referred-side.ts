import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import {
  companyReferralConverter,
  companyReferralRef,
  type CompanyReferralDoc,
} from '../affiliate/company-referral';
import { collections as affiliateCollections } from '../affiliate/store';
import { membersRef } from '../companies/store';
import type { ReferredPerson } from './commission';
import { companyStateConverter, companyStateRef } from './store';

/**
 * The ledger's reads of the referred side of an invoice, before its transaction: whom the
 * company's revenue is credited to, and who runs the company (for the self-referral check).
 */

/**
 * The company's frozen referral (company-referral.ts). A company created before referrals were
 * frozen has none yet: it takes the one its first commission recorded, else the attribution of
 * its owner at this first paid invoice; `stored: false` says the ledger must freeze it now.
 */
export async function referralOfCompany(
  db: Firestore,
  companyId: string,
  ownerUid: string,
  now: number,
): Promise<{ referral: CompanyReferralDoc; stored: boolean }> {
  const stored = (
    await companyReferralRef(db, companyId).withConverter(companyReferralConverter).get()
  ).data();
  if (stored) return { referral: stored, stored: true };
  const state = (
    await companyStateRef(db, companyId).withConverter(companyStateConverter).get()
  ).data();
  if (state) {
    return {
      referral: {
        companyId,
        referredUid: state.referredUid,
        affiliateUid: state.affiliateUid,
        source: 'firstInvoice',
        frozenAt: now,
      },
      stored: false,
    };
  }
  const decision = await db.collection(affiliateCollections.attributions).doc(ownerUid).get();
  const affiliateUid = decision.get('affiliateUid') as unknown;
  return {
    referral: {
      companyId,
      referredUid: ownerUid,
      affiliateUid:
        decision.get('attributed') === true && typeof affiliateUid === 'string'
          ? affiliateUid
          : null,
      source: 'firstInvoice',
      frozenAt: now,
    },
    stored: false,
  };
}

/** Auth records by uid (missing accounts left out), a hundred per request. */
async function usersByUid(auth: Auth, uids: string[]): Promise<Map<string, UserRecord>> {
  const records = new Map<string, UserRecord>();
  const unique = [...new Set(uids)];
  for (let i = 0; i < unique.length; i += 100) {
    const found = await auth.getUsers(unique.slice(i, i + 100).map((uid) => ({ uid })));
    for (const user of found.users) records.set(user.uid, user);
  }
  return records;
}

/**
 * Everyone who runs the referred company: the referred user, its owners and its admins, each
 * with the address their member document holds and their Auth address; and the affiliate's own
 * Auth address. Also the referred user's Auth record (a commission waits while their address
 * is unverified).
 */
export async function referredSide(
  db: Firestore,
  auth: Auth,
  input: { companyId: string; referredUid: string; affiliateUid: string },
): Promise<{
  people: ReferredPerson[];
  affiliateAuthEmail: string | null;
  referred: UserRecord | null;
}> {
  const managers = await membersRef(db, input.companyId)
    .where('role', 'in', ['owner', 'admin'])
    .get();
  const memberEmails = new Map<string, string | undefined>(
    managers.docs.map((doc) => [doc.id, doc.get('email') as string | undefined]),
  );
  const uids = [input.referredUid, ...memberEmails.keys()];
  const records = await usersByUid(auth, [...uids, input.affiliateUid]);
  return {
    people: [...new Set(uids)].map((uid) => ({
      uid,
      emails: [memberEmails.get(uid), records.get(uid)?.email],
    })),
    affiliateAuthEmail: records.get(input.affiliateUid)?.email ?? null,
    referred: records.get(input.referredUid) ?? null,
  };
}
