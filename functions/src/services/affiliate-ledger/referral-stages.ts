import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { Entitlements } from '../../contracts/billing';
import {
  REFERRAL_STAGES,
  referralStage,
  type ReferralRow,
  type ReferralStage,
  type Referrals,
} from '../../contracts/affiliate-referral-stages';
import { byCurrency } from '../../contracts/currency';
import { PROGRAMME_CURRENCY, type LedgerEntryDoc } from '../../contracts/affiliate-programme';
import { collections as affiliateCollections } from '../affiliate/store';
import { companyRef } from '../companies/store';
import { movesMoney } from './admin-entries';
import { companyStateRef, ledgerRef } from './store';

/** Firestore's getAll takes this many references at most per call, comfortably. */
const GET_ALL_CHUNK = 300;

async function readAll(db: Firestore, refs: DocumentReference[], fields: string[]) {
  const snaps = [];
  for (let i = 0; i < refs.length; i += GET_ALL_CHUNK) {
    const chunk = refs.slice(i, i + GET_ALL_CHUNK);
    if (chunk.length > 0) snaps.push(...(await db.getAll(...chunk, { fieldMask: fields })));
  }
  return snaps;
}

/** Net money per company, per currency, of the affiliate's ledger (notices move none). */
async function earnedByCompany(db: Firestore, affiliateUid: string) {
  const snap = await ledgerRef(db)
    .where('affiliateUid', '==', affiliateUid)
    .select('companyId', 'amountCents', 'currency', 'kind')
    .get();
  const earned = new Map<string, Map<string, number>>();
  for (const doc of snap.docs) {
    const { companyId, amountCents, currency, kind } = doc.data() as Partial<
      Pick<LedgerEntryDoc, 'companyId' | 'amountCents' | 'currency' | 'kind'>
    >;
    if (!companyId || typeof amountCents !== 'number' || !currency || !kind) continue;
    if (!movesMoney({ kind })) continue;
    const perCurrency = earned.get(companyId) ?? new Map<string, number>();
    perCurrency.set(currency, (perCurrency.get(currency) ?? 0) + amountCents);
    earned.set(companyId, perCurrency);
  }
  return earned;
}

/**
 * Every referral of the affiliate with its stage (referral-stages contract): the companies
 * credited to them now (affiliateReferrals; a company moved to another affiliate is theirs, not
 * this one's), then the people whose sign-up was credited to them and who have no company
 * credited to them. Reads all of the affiliate's referrals, companies and ledger lines on each
 * call: fine for the thousands of referrals an affiliate has; a stage kept on the referral would
 * be the next step beyond that.
 */
export async function listReferrals(
  input: {
    affiliateUid: string;
    stage?: ReferralStage;
    pageSize: number;
    cursor: string | null;
  },
  deps: { db: Firestore },
): Promise<Referrals> {
  const { db } = deps;
  const [referralSnap, attributionSnap, earned] = await Promise.all([
    db
      .collection(affiliateCollections.referrals)
      .where('affiliateUid', '==', input.affiliateUid)
      .select('referredUid', 'frozenAt')
      .get(),
    db
      .collection(affiliateCollections.attributions)
      .where('affiliateUid', '==', input.affiliateUid)
      .where('attributed', '==', true)
      .select('at')
      .get(),
    earnedByCompany(db, input.affiliateUid),
  ]);
  const companyIds = referralSnap.docs.map((d) => d.id);
  const [companies, paidStates] = await Promise.all([
    readAll(
      db,
      companyIds.map((id) => companyRef(db, id)),
      ['name', 'entitlements.status'],
    ),
    readAll(
      db,
      companyIds.map((id) => companyStateRef(db, id)),
      ['firstCommissionAt'],
    ),
  ]);
  const companyOf = new Map(companies.map((s) => [s.id, s]));
  const paid = new Set(paidStates.filter((s) => s.exists).map((s) => s.id));

  const money = (companyId: string) =>
    [...(earned.get(companyId) ?? new Map<string, number>())]
      .sort(([a], [b]) => byCurrency(PROGRAMME_CURRENCY)(a, b))
      .map(([currency, amountCents]) => ({ currency, amountCents }));

  const rows: ReferralRow[] = referralSnap.docs.map((doc) => {
    const company = companyOf.get(doc.id);
    const status =
      (company?.get('entitlements.status') as Entitlements['status'] | undefined) ?? null;
    const name = company?.get('name') as string | undefined;
    return {
      id: doc.id,
      companyName: name ?? 'A referred company',
      referredAt: (doc.get('frozenAt') as number | undefined) ?? 0,
      stage: referralStage({ status, hasPaid: paid.has(doc.id) }),
      earned: money(doc.id),
    };
  });
  const withCompany = new Set(referralSnap.docs.map((d) => d.get('referredUid') as string));
  const signups = attributionSnap.docs
    .filter((d) => !withCompany.has(d.id))
    .map((d) => (d.get('at') as number | undefined) ?? 0)
    .sort((a, b) => b - a);
  // Sign-ups are numbered, not named by uid: the affiliate learns nobody's account.
  signups.forEach((at, n) =>
    rows.push({
      id: `signup-${n + 1}`,
      companyName: '',
      referredAt: at,
      stage: 'signedUp',
      earned: [],
    }),
  );

  const stageCounts = Object.fromEntries(REFERRAL_STAGES.map((s) => [s, 0])) as Record<
    ReferralStage,
    number
  >;
  for (const row of rows) stageCounts[row.stage] += 1;

  const listed = rows
    .filter((row) => !input.stage || row.stage === input.stage)
    .sort((a, b) => b.referredAt - a.referredAt || a.id.localeCompare(b.id));
  const offset = input.cursor ? Number(input.cursor) : 0;
  const page = listed.slice(offset, offset + input.pageSize);
  const next = offset + input.pageSize;
  return {
    stageCounts,
    rows: page,
    nextCursor: next < listed.length ? String(next) : null,
  };
}
