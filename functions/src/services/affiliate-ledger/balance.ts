/**
 * The ledger's balance, for payouts (part D) and the earnings page.
 *
 * Contract of `payableEntries(db, affiliateUid, now, auth, tx?)`:
 * - Returns the affiliate's entries with `payoutId == null` and `availableAt <= now`
 *   (`availableAt` is createdAt + holdDays for a commission, createdAt for a refund, dispute or
 *   won dispute, so negative entries are payable at once and net into the next payout), not held,
 *   oldest first (`availableAt`, then id). Positive and negative alike: the caller sums them.
 * - `heldReason: 'emailUnverified'`: the referred owner's email was not verified when the
 *   commission was written. It is checked again here against Auth: an owner verified since then
 *   releases their entries (returned with `heldReason: null`; without `tx` the entries are also
 *   updated, with `tx` nothing is written and the caller writing `payoutId` should write
 *   `heldReason: null` too). Entries still held are not returned.
 * - With `tx`, the query is read in that transaction (a payout written from it conflicts with any
 *   other taking the same entries). Without it, re-read the entries in the payout transaction.
 * - Never changes an entry that has a `payoutId`; entries are immutable once paid.
 *
 * - Every currency alike: each entry carries its own; the caller plans one payout per currency
 *   and never adds two currencies together. An entry still held `currencyReview` (written before
 *   every currency was paid) is held like any other until a super admin releases it.
 * - Never a `referralMoved` notice (0): it moves no money, so no payout takes it.
 * - A super admin's adjustment counts like any entry: available at once, a clawback negative (it
 *   may take the net below zero; the payout planner then pays nothing and it rolls over).
 *
 * `balancesOf(db, affiliateUid, now, auth)`: the totals the earnings page shows, one set per
 * currency in its minor units (currency-balances.ts): `pendingCents` (unpaid, still in the
 * hold), `payableCents` (what payableEntries sums), `heldCents` (unpaid, held for a reason),
 * `paidCents` (entries in a payout, one sum aggregation per currency the ledger has).
 */
import type { Auth } from 'firebase-admin/auth';
import { AggregateField, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { PROGRAMME_CURRENCY } from '../../contracts/affiliate-programme';
import { movesMoney } from './admin-entries';
import { entryStatus } from './commission';
import { balancesByCurrency, type CurrencyBalance } from './currency-balances';
import { ledgerCurrencies } from './ledger-currencies';
import { ledgerEntryConverter, ledgerRef, type StoredEntry } from './store';

export type { StoredEntry };

const unpaidQuery = (db: Firestore, affiliateUid: string) =>
  ledgerRef(db)
    .where('affiliateUid', '==', affiliateUid)
    .where('payoutId', '==', null)
    .withConverter(ledgerEntryConverter);

/** Referred owners (by uid) whose email is verified now. */
async function verifiedOwners(auth: Auth, uids: string[]): Promise<Set<string>> {
  const verified = new Set<string>();
  for (let i = 0; i < uids.length; i += 100) {
    const { users } = await auth.getUsers(uids.slice(i, i + 100).map((uid) => ({ uid })));
    for (const user of users) if (user.emailVerified) verified.add(user.uid);
  }
  return verified;
}

/**
 * Every unpaid entry of the affiliate, with held entries whose owner has verified their email
 * since released (written only when `write`).
 */
export async function unpaidEntries(
  db: Firestore,
  affiliateUid: string,
  auth: Auth,
  options: { tx?: Transaction; write: boolean },
): Promise<StoredEntry[]> {
  const query = unpaidQuery(db, affiliateUid);
  const snap = options.tx ? await options.tx.get(query) : await query.get();
  const entries = snap.docs.map((d) => ({ ...d.data(), id: d.id }));
  const heldOwners = [
    ...new Set(entries.filter((e) => e.heldReason === 'emailUnverified').map((e) => e.referredUid)),
  ];
  if (heldOwners.length === 0) return entries;
  const verified = await verifiedOwners(auth, heldOwners);
  if (verified.size === 0) return entries;
  const released = entries.filter(
    (e) => e.heldReason === 'emailUnverified' && verified.has(e.referredUid),
  );
  if (options.write) {
    const batch = db.batch();
    // Only while still unpaid: a payout taking the entry meanwhile wins (the update fails).
    const byId = new Map(snap.docs.map((d) => [d.id, d]));
    for (const e of released) {
      const doc = byId.get(e.id);
      if (doc) batch.update(doc.ref, { heldReason: null }, { lastUpdateTime: doc.updateTime });
    }
    await batch.commit().catch(() => undefined);
  }
  return entries.map((e) => (released.includes(e) ? { ...e, heldReason: null } : e));
}

/** See the contract at the top of this file. */
export async function payableEntries(
  db: Firestore,
  affiliateUid: string,
  now: number,
  auth: Auth,
  tx?: Transaction,
): Promise<StoredEntry[]> {
  const entries = await unpaidEntries(db, affiliateUid, auth, { tx, write: !tx });
  return entries
    .filter((e) => movesMoney(e) && entryStatus(e, now) === 'payable')
    .sort((a, b) => a.availableAt - b.availableAt || a.id.localeCompare(b.id));
}

/** See the contract at the top of this file. */
export async function balancesOf(
  db: Firestore,
  affiliateUid: string,
  now: number,
  auth: Auth,
): Promise<CurrencyBalance[]> {
  const [unpaid, { currencies }] = await Promise.all([
    unpaidEntries(db, affiliateUid, auth, { write: true }),
    ledgerCurrencies(db, affiliateUid),
  ]);
  const paidSums = await Promise.all(
    currencies.map(async (currency) => {
      const sum = await ledgerRef(db)
        .where('affiliateUid', '==', affiliateUid)
        .where('currency', '==', currency)
        .where('payoutId', '!=', null)
        .aggregate({ total: AggregateField.sum('amountCents') })
        .get();
      return [currency, sum.data().total ?? 0] as const;
    }),
  );
  return balancesByCurrency({
    unpaid,
    paid: new Map(paidSums),
    now,
    first: PROGRAMME_CURRENCY,
  });
}
