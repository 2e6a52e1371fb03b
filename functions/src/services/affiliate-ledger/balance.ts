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
 * - Only entries in LEDGER_CURRENCY: another currency's are held (`currencyReview`) and never paid.
 * - Never a `referralMoved` notice (0): it moves no money, so no payout takes it.
 * - A super admin's adjustment counts like any entry: available at once, a clawback negative (it
 *   may take the net below zero; the payout planner then pays nothing and it rolls over).
 *
 * `balanceOf(db, affiliateUid, now, auth)`: the totals the earnings page shows, in cents of
 * LEDGER_CURRENCY (entries in another currency are left out):
 * `pendingCents` (unpaid, still in the hold), `payableCents` (what payableEntries sums),
 * `heldCents` (unpaid, held for a reason), `paidCents` (entries in a payout).
 */
import type { Auth } from 'firebase-admin/auth';
import { AggregateField, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { LEDGER_CURRENCY } from '../../contracts/affiliate-programme';
import { movesMoney } from './admin-entries';
import { entryStatus } from './commission';
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
    .filter(
      (e) => e.currency === LEDGER_CURRENCY && movesMoney(e) && entryStatus(e, now) === 'payable',
    )
    .sort((a, b) => a.availableAt - b.availableAt || a.id.localeCompare(b.id));
}

export interface Balance {
  pendingCents: number;
  payableCents: number;
  heldCents: number;
  paidCents: number;
}

/** See the contract at the top of this file. */
export async function balanceOf(
  db: Firestore,
  affiliateUid: string,
  now: number,
  auth: Auth,
): Promise<Balance> {
  const [unpaid, paid] = await Promise.all([
    unpaidEntries(db, affiliateUid, auth, { write: true }),
    ledgerRef(db)
      .where('affiliateUid', '==', affiliateUid)
      .where('currency', '==', LEDGER_CURRENCY)
      .where('payoutId', '!=', null)
      .aggregate({ total: AggregateField.sum('amountCents') })
      .get(),
  ]);
  const balance: Balance = {
    pendingCents: 0,
    payableCents: 0,
    heldCents: 0,
    paidCents: paid.data().total ?? 0,
  };
  for (const entry of unpaid) {
    // Dollars only: an entry in another currency is held for review and never added to these.
    if (entry.currency !== LEDGER_CURRENCY) continue;
    const status = entryStatus(entry, now);
    if (status === 'pending') balance.pendingCents += entry.amountCents;
    else if (status === 'payable') balance.payableCents += entry.amountCents;
    else if (status === 'held') balance.heldCents += entry.amountCents;
  }
  return balance;
}
