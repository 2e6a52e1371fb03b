import { FieldPath, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type {
  BatchPreview,
  PayoutBatch,
  PayoutRow,
  PreviewCurrency,
} from '../../contracts/admin-affiliates';
import {
  minimumPayoutFor,
  PROGRAMME_CURRENCY,
  programmeCollections,
  type AffiliateDoc,
  type PayoutDoc,
  type ProgrammeSettings,
} from '../../contracts/affiliate-programme';
import { byCurrency } from '../../contracts/currency';
import { auditActor, recordAudit } from '../admin/audit';
import { refuseOwnAffiliateAccount } from '../admin/own-affiliate-account';
import { affiliateConverter, collections } from '../affiliate/store';
import { mailPayoutSent } from '../affiliate-mails/payout-sent';
import { readProgrammeSettings } from '../affiliate-programme/settings';
import type { Actor, AdminAffiliateDeps } from './deps';
import {
  batchMoney,
  batchTotalRows,
  decodeCursor,
  encodeCursor,
  millis,
  payoutClock,
  planPayout,
  planPayouts,
  sumByCurrency,
} from './model';
import {
  acceptedCurrentAgreement,
  currentAgreementVersion,
  unpaidAvailableEntries,
} from './programme-reads';

const PAGE = 300;
/** Affiliates planned at once while generating (each in its own transaction). */
const CONCURRENCY = 8;

/** Every approved affiliate, a page of documents at a time (suspended ones are never paid). */
async function* approvedAffiliates(db: Firestore) {
  let last: DocumentSnapshot<AffiliateDoc> | null = null;
  for (;;) {
    let query = db
      .collection(collections.affiliates)
      .where('status', '==', 'approved')
      .orderBy(FieldPath.documentId())
      .limit(PAGE)
      .withConverter(affiliateConverter);
    if (last) query = query.startAfter(last);
    const snap = await query.get();
    for (const doc of snap.docs) yield doc;
    if (snap.size < PAGE) return;
    last = snap.docs.at(-1) ?? null;
  }
}

async function inParallel<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

/** Each currency's minimum under the settings (minimumPayoutFor). */
const minimumsOf = (settings: ProgrammeSettings) => (currency: string) =>
  minimumPayoutFor(settings, currency);

/** What the next batch would pay at `asOf`, per currency (read only). */
export async function previewBatch(
  payload: { asOf?: number },
  deps: AdminAffiliateDeps,
): Promise<BatchPreview> {
  const { db } = deps;
  const asOf = payoutClock(payload.asOf, deps.env, deps.now);
  const [settings, current, affiliates] = await Promise.all([
    readProgrammeSettings(db),
    currentAgreementVersion(db),
    collect(approvedAffiliates(db)),
  ]);
  const minimumFor = minimumsOf(settings);
  const currencies = new Map<string, PreviewCurrency>();
  const line = (currency: string) => {
    let found = currencies.get(currency);
    if (!found) {
      found = {
        currency,
        minimumPayoutCents: minimumFor(currency),
        payoutCount: 0,
        amountCents: 0,
        belowMinimum: 0,
      };
      currencies.set(currency, found);
    }
    return found;
  };
  // The programme's currency is always listed, so its minimum is always shown.
  line(settings.currency);
  const preview: BatchPreview = {
    asOf,
    payoutCount: 0,
    currencies: [],
    awaitingAgreement: 0,
    payouts: [],
  };
  await inParallel(affiliates, async (doc) => {
    const affiliate = doc.data();
    const plans = planPayouts(
      await unpaidAvailableEntries(db, deps.auth, doc.id, asOf),
      asOf,
      minimumFor,
    );
    if (!acceptedCurrentAgreement(affiliate, current)) {
      if (plans.some((plan) => plan.amountCents > 0)) preview.awaitingAgreement += 1;
      return;
    }
    for (const plan of plans) {
      if (plan.due) {
        const total = line(plan.currency);
        total.payoutCount += 1;
        total.amountCents += plan.amountCents;
        preview.payoutCount += 1;
        preview.payouts.push({
          affiliateUid: doc.id,
          username: affiliate.username,
          currency: plan.currency,
          amountCents: plan.amountCents,
        });
      } else if (plan.amountCents > 0) {
        line(plan.currency).belowMinimum += 1;
      }
    }
  });
  const order = byCurrency(settings.currency);
  preview.currencies = [...currencies.values()].sort((a, b) => order(a.currency, b.currency));
  preview.payouts.sort(
    (a, b) => a.username.localeCompare(b.username) || order(a.currency, b.currency),
  );
  return preview;
}

export function batchFrom(doc: DocumentSnapshot): PayoutBatch {
  const d = doc.data() ?? {};
  return {
    id: doc.id,
    status: (d.status as PayoutBatch['status'] | undefined) ?? 'pending',
    createdAt: millis(d.createdAt) ?? 0,
    createdBy: (d.createdBy as string | undefined) ?? null,
    asOf: millis(d.asOf) ?? 0,
    payoutCount: (d.payoutCount as number | undefined) ?? 0,
    paidCount: (d.paidCount as number | undefined) ?? 0,
    totals: batchTotalRows(batchMoney(d)),
  };
}

/**
 * Generates a batch: the batch document first (status `generating`), then, per eligible
 * affiliate and currency, one transaction that reads their unpaid available entries and, when the
 * net in that currency reaches its minimum, creates the payout in it and sets `payoutId` on
 * those entries (one payout per affiliate and currency: currencies are never added together). A
 * concurrent batch reading the same entries conflicts with it and, retried, no longer finds them
 * (`payoutId == null`), so an entry is never in two payouts. Last, one transaction marks the
 * batch `pending` with its totals per currency and records the audit entry (or deletes the batch
 * when nobody was due).
 */
export async function generateBatch(
  payload: { asOf?: number },
  actor: Actor,
  deps: AdminAffiliateDeps,
): Promise<{ batch: PayoutBatch | null }> {
  const { db, now } = deps;
  const asOf = payoutClock(payload.asOf, deps.env, now);
  const [settings, current] = await Promise.all([
    readProgrammeSettings(db),
    currentAgreementVersion(db),
  ]);
  const minimumFor = minimumsOf(settings);
  const batchRef = db.collection(programmeCollections.payoutBatches).doc();
  await batchRef.create({
    status: 'generating',
    createdAt: now,
    createdBy: actor.uid,
    asOf,
    payoutCount: 0,
    paidCount: 0,
    totalByCurrency: {},
    paidByCurrency: {},
  });
  const created: { id: string; currency: string; amountCents: number }[] = [];
  try {
    const affiliates = await collect(approvedAffiliates(db));
    await inParallel(affiliates, async (candidate) => {
      if (!acceptedCurrentAgreement(candidate.data(), current)) return;
      // A read outside any transaction first: most affiliates are not due, and need none.
      const outside = await unpaidAvailableEntries(db, deps.auth, candidate.id, asOf);
      const due = planPayouts(outside, asOf, minimumFor).filter((plan) => plan.due);
      if (due.length === 0) return;
      const accountEmail = await deps.auth.getUser(candidate.id).then(
        (user) => user.email ?? '',
        () => '',
      );
      // One transaction per currency: each payout may take up to 450 entries.
      for (const { currency } of due) {
        const payout = await db.runTransaction(async (tx) => {
          const affiliateSnap = await tx.get(candidate.ref);
          const affiliate = affiliateSnap.data();
          if (affiliate?.status !== 'approved' || !acceptedCurrentAgreement(affiliate, current)) {
            return null;
          }
          const entries = await unpaidAvailableEntries(db, deps.auth, candidate.id, asOf, tx);
          const plan = planPayout(
            entries.filter((entry) => entry.currency === currency),
            asOf,
            minimumFor(currency),
          );
          if (!plan.due) return null;
          const payoutRef = db.collection(programmeCollections.payouts).doc();
          tx.create(payoutRef, {
            batchId: batchRef.id,
            affiliateUid: candidate.id,
            // Where payouts go; an affiliate record without one is paid to the account's email.
            payoutEmail: affiliate.payoutEmail || accountEmail,
            amountCents: plan.amountCents,
            currency,
            // Frozen: a change the affiliate confirms later never moves this payout.
            payoutDetails: affiliate.payoutDetails ?? null,
            entryIds: plan.entryIds,
            status: 'pending',
            createdAt: now,
            paidAt: null,
            reference: null,
          } satisfies PayoutDoc);
          for (const id of plan.entryIds) {
            // heldReason: an entry released since (its owner verified their email) is written clear.
            tx.update(db.collection(programmeCollections.ledger).doc(id), {
              payoutId: payoutRef.id,
              heldReason: null,
            });
          }
          return { id: payoutRef.id, currency, amountCents: plan.amountCents };
        });
        if (payout) created.push(payout);
      }
    });
  } finally {
    // Also after a failure: what was created stays visible in its batch, with its totals.
    const totalByCurrency = sumByCurrency(created);
    await db.runTransaction(async (tx) => {
      if (created.length === 0) {
        tx.delete(batchRef);
        return;
      }
      tx.update(batchRef, { status: 'pending', payoutCount: created.length, totalByCurrency });
      recordAudit(tx, db, {
        actor: auditActor(actor.uid, actor.claims),
        action: 'affiliatePayouts.generateBatch',
        target: { kind: 'payout', id: batchRef.id, label: `Batch of ${created.length}` },
        before: null,
        after: {
          asOf,
          payoutCount: created.length,
          totalByCurrency,
          payoutIds: created.map((p) => p.id),
        },
        at: now,
      });
    });
  }
  if (created.length === 0) return { batch: null };
  return { batch: batchFrom(await batchRef.get()) };
}

/** Batches newest first. */
export async function listBatches(
  payload: { pageSize: number; cursor: string | null },
  deps: Pick<AdminAffiliateDeps, 'db'>,
): Promise<{ batches: PayoutBatch[]; nextCursor: string | null }> {
  let query = deps.db
    .collection(programmeCollections.payoutBatches)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  if (payload.cursor) query = query.startAfter(...decodeCursor(payload.cursor));
  const snap = await query.limit(payload.pageSize + 1).get();
  const docs = snap.docs.slice(0, payload.pageSize);
  const last = docs.at(-1);
  return {
    batches: docs.map(batchFrom),
    nextCursor:
      snap.size > payload.pageSize && last
        ? encodeCursor(millis(last.get('createdAt')) ?? 0, last.id)
        : null,
  };
}

/** Payout documents as rows, with each affiliate's username (one read per affiliate). */
export async function payoutRows(db: Firestore, docs: DocumentSnapshot[]): Promise<PayoutRow[]> {
  const uids = [...new Set(docs.map((d) => d.get('affiliateUid') as string))];
  const affiliates = uids.length
    ? await db.getAll(...uids.map((uid) => db.collection(collections.affiliates).doc(uid)))
    : [];
  const usernames = new Map(
    affiliates.map((a) => [a.id, (a.get('username') as string | undefined) ?? null]),
  );
  return docs.map((doc) => {
    const d = doc.data() ?? {};
    return {
      id: doc.id,
      batchId: (d.batchId as string | undefined) ?? '',
      affiliateUid: d.affiliateUid as string,
      username: usernames.get(d.affiliateUid as string) ?? null,
      payoutEmail: (d.payoutEmail as string | undefined) ?? '',
      amountCents: (d.amountCents as number | undefined) ?? 0,
      currency: (d.currency as string | undefined) ?? PROGRAMME_CURRENCY,
      entryCount: Array.isArray(d.entryIds) ? d.entryIds.length : 0,
      status: d.status === 'paid' ? 'paid' : 'pending',
      createdAt: millis(d.createdAt) ?? 0,
      paidAt: millis(d.paidAt),
      reference: (d.reference as string | null | undefined) ?? null,
    };
  });
}

/** A batch and all its payouts (a batch holds at most one payout per affiliate). */
export async function getBatch(
  payload: { batchId: string },
  deps: Pick<AdminAffiliateDeps, 'db'>,
): Promise<{ batch: PayoutBatch; payouts: PayoutRow[] }> {
  const { db } = deps;
  const batchSnap = await db
    .collection(programmeCollections.payoutBatches)
    .doc(payload.batchId)
    .get();
  if (!batchSnap.exists) throw new HttpsError('not-found', 'There is no such payout batch.');
  const payouts = await db
    .collection(programmeCollections.payouts)
    .where('batchId', '==', payload.batchId)
    .get();
  const rows = await payoutRows(db, payouts.docs);
  rows.sort((a, b) => (a.username ?? a.affiliateUid).localeCompare(b.username ?? b.affiliateUid));
  return { batch: batchFrom(batchSnap), payouts: rows };
}

/**
 * Marks a pending payout paid (reference, paidAt) and moves its batch's paid totals, with the
 * audit entry, in one transaction. A paid payout is refused: it never changes; so is one of a
 * batch still `generating`, whose totals are not written yet. Then mails the
 * affiliate (affiliate-mails/payout-sent.ts: once, unless they turned affiliate emails off); a
 * failed mail is logged and answered as `emailSent: false`.
 */
export async function markPaid(
  payload: { payoutId: string; reference: string },
  actor: Actor,
  deps: AdminAffiliateDeps,
): Promise<{ payout: PayoutRow; emailSent: boolean; emailOptedOut: boolean }> {
  const { db, now } = deps;
  const payoutRef = db.collection(programmeCollections.payouts).doc(payload.payoutId);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(payoutRef);
    if (!snap.exists) throw new HttpsError('not-found', 'There is no such payout.');
    await refuseOwnAffiliateAccount(db, actor.uid, snap.get('affiliateUid'), tx);
    if (snap.get('status') === 'paid') {
      throw new HttpsError(
        'failed-precondition',
        `This payout is already paid (reference ${String(snap.get('reference'))}); a paid payout never changes.`,
      );
    }
    const batchRef = db
      .collection(programmeCollections.payoutBatches)
      .doc(snap.get('batchId') as string);
    const batch = await tx.get(batchRef);
    if (batch.get('status') === 'generating') {
      // Its totals are not written yet (finish-interrupted-batches.ts finishes a stalled one).
      throw new HttpsError(
        'failed-precondition',
        'This batch is still being generated. Mark its payouts paid once it is ready.',
      );
    }
    const amountCents = snap.get('amountCents') as number;
    const currency = (snap.get('currency') as string | undefined) ?? PROGRAMME_CURRENCY;
    tx.update(payoutRef, { status: 'paid', paidAt: now, reference: payload.reference });
    if (batch.exists) {
      const paidCount = ((batch.get('paidCount') as number | undefined) ?? 0) + 1;
      // Both maps in full: a batch from before currencies gets them from its old totals.
      const { total, paid } = batchMoney(batch.data() ?? {});
      const paidByCurrency = { ...paid, [currency]: (paid[currency] ?? 0) + amountCents };
      const allPaid = paidCount >= ((batch.get('payoutCount') as number | undefined) ?? 0);
      tx.update(batchRef, {
        paidCount,
        totalByCurrency: total,
        paidByCurrency,
        ...(allPaid ? { status: 'paid' } : {}),
      });
    }
    recordAudit(tx, db, {
      actor: auditActor(actor.uid, actor.claims),
      action: 'affiliatePayouts.markPaid',
      target: { kind: 'payout', id: payoutRef.id, label: snap.get('payoutEmail') as string },
      before: { status: 'pending', paidAt: null, reference: null },
      after: { status: 'paid', paidAt: now, reference: payload.reference, amountCents, currency },
      at: now,
    });
  });
  const [payout] = await payoutRows(db, [await payoutRef.get()]);
  if (!payout) throw new HttpsError('not-found', 'There is no such payout.');
  const mail = await mailPayoutSent(payout.id, deps);
  return { payout, emailSent: mail === 'sent', emailOptedOut: mail === 'optedOut' };
}
