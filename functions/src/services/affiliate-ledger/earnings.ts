import type { Auth } from 'firebase-admin/auth';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Earnings, EarningRow } from '../../contracts/affiliate-earnings';
import {
  minimumPayoutFor,
  type LedgerEntryDoc,
  type ProgrammeSettings,
} from '../../contracts/affiliate-programme';
import { readProgrammeSettings } from '../affiliate-programme/settings';
import { movesMoney } from './admin-entries';
import { balancesOf } from './balance';
import { entryStatus, nextPayoutDate } from './commission';
import { rollover, type CurrencyBalance } from './currency-balances';
import { entryRef, ledgerEntryConverter, ledgerRef } from './store';

export interface EarningsDeps {
  db: Firestore;
  auth: Auth;
  now: number;
}

/**
 * One entry as the affiliate sees it: the company's name, never the referred user. A super
 * admin's bonus or clawback concerns no company and shows its reason; a referral notice is a
 * `notice` (it is never paid).
 */
export function earningRow(id: string, entry: LedgerEntryDoc, now: number): EarningRow {
  const adjustmentType = entry.kind === 'adjustment' ? (entry.adjustmentType ?? null) : null;
  return {
    id,
    kind: entry.kind,
    createdAt: entry.createdAt,
    companyName: adjustmentType ? '' : entry.companyName || 'A referred company',
    invoiceAmountCents: entry.invoiceAmountCents ?? null,
    amountCents: entry.amountCents,
    currency: entry.currency,
    invoiceCurrency: entry.invoiceCurrency ?? entry.currency,
    status: movesMoney(entry) ? entryStatus(entry, now) : 'notice',
    heldReason: entry.payoutId ? null : (entry.heldReason ?? null),
    availableAt: entry.availableAt,
    adjustmentType,
    // Only an adjustment's reason is the affiliate's to read.
    reason: adjustmentType ? (entry.reason ?? null) : null,
    referralMove: entry.kind === 'referralMoved' ? (entry.referralMove ?? null) : null,
    rule: entry.kind === 'commission' ? (entry.rule ?? null) : null,
  };
}

/**
 * Each currency's balance with its minimum and why it rolls over, if it does (the payout planner
 * decides with the same minimum and rule). No entry yet: the programme's currency at zero.
 */
export function balanceRows(
  balances: readonly CurrencyBalance[],
  settings: ProgrammeSettings,
): Earnings['balances'] {
  const listed = balances.length > 0 ? balances : [zeroBalance(settings.currency)];
  return listed.map((balance) => {
    const minimumPayoutCents = minimumPayoutFor(settings, balance.currency);
    return {
      ...balance,
      minimumPayoutCents,
      rollover: rollover(balance.payableCents, minimumPayoutCents),
    };
  });
}

const zeroBalance = (currency: string): CurrencyBalance => ({
  currency,
  pendingCents: 0,
  payableCents: 0,
  heldCents: 0,
  paidCents: 0,
});

/**
 * The affiliate's balances per currency, next payout date and one page of entries (newest first; the cursor is
 * the last entry's id). The caller's access was checked by the callable.
 */
export async function getEarnings(
  input: { affiliateUid: string; pageSize: number; cursor: string | null },
  deps: EarningsDeps,
): Promise<Earnings> {
  const { db, auth, now } = deps;
  let page = ledgerRef(db)
    .where('affiliateUid', '==', input.affiliateUid)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .limit(input.pageSize + 1)
    .withConverter(ledgerEntryConverter);
  if (input.cursor) {
    const after = await entryRef(db, input.cursor).get();
    if (!after.exists || after.get('affiliateUid') !== input.affiliateUid) {
      throw new HttpsError(
        'invalid-argument',
        'The page cursor is not valid. Start from page one.',
      );
    }
    page = page.startAfter(after.get('createdAt') as number, after.id);
  }
  // The balance first: it releases held entries whose owner has verified their email since.
  const [settings, balances] = await Promise.all([
    readProgrammeSettings(db),
    balancesOf(db, input.affiliateUid, now, auth),
  ]);
  const snap = await page.get();
  const docs = snap.docs.slice(0, input.pageSize);
  return {
    balances: balanceRows(balances, settings),
    nextPayoutAt: nextPayoutDate(now, settings.payoutDayOfMonth),
    rows: docs.map((d) => earningRow(d.id, d.data(), now)),
    nextCursor: snap.docs.length > input.pageSize ? (docs.at(-1)?.id ?? null) : null,
  };
}
