import {
  FieldPath,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  AFFILIATE_DETAIL_LIST_LIMIT,
  type AffiliateDetail,
  type AffiliateRow,
  type FlagRow,
  type LedgerEntryRow,
} from '../../contracts/admin-affiliates';
import {
  PROGRAMME_CURRENCY,
  programmeCollections,
  type AffiliateDoc,
  type LedgerKind,
  type RateOverride,
} from '../../contracts/affiliate-programme';
import { commissionRuleSchema } from '../../contracts/commission-rules';
import { auditActor, recordAudit } from '../admin/audit';
import { refuseOwnAffiliateAccount } from '../admin/own-affiliate-account';
import { collections } from '../affiliate/store';
import type { Actor, AdminAffiliateDeps } from './deps';
import { decodeCursor, encodeCursor, millis } from './model';
import { payoutRows } from './payouts';
import { currentAgreementVersion } from './programme-reads';
import { affiliateStats } from './stats';

type Db = Pick<AdminAffiliateDeps, 'db'>;
type Deps = Pick<AdminAffiliateDeps, 'db' | 'auth'>;

const affiliateRef = (db: Firestore, uid: string) => db.collection(collections.affiliates).doc(uid);

async function rowsFor(
  { db, auth }: Deps,
  docs: DocumentSnapshot[],
): Promise<{ rows: AffiliateRow[]; reads: number }> {
  if (docs.length === 0) return { rows: [], reads: 0 };
  // The account emails from Auth, one call for the page (no Firestore reads).
  const { users } = await auth.getUsers(docs.map((d) => ({ uid: d.id })));
  const emails = new Map(users.map((u) => [u.uid, u.email ?? null]));
  const figures = await Promise.all(
    docs.map(async (doc) => ({ doc, ...(await affiliateStats(db, doc.id)) })),
  );
  const rows = figures.map(({ doc, stats }) => {
    const a = (doc.data() ?? {}) as Partial<AffiliateDoc>;
    return {
      uid: doc.id,
      username: a.username ?? '',
      email: emails.get(doc.id) ?? null,
      payoutEmail: a.payoutEmail ?? null,
      status: a.status ?? 'approved',
      agreementVersion: a.agreement?.version ?? null,
      stats,
    };
  });
  return { rows, reads: figures.reduce((sum, f) => sum + f.reads, 0) };
}

/**
 * One page of affiliates by username (prefix search, lower case), filtered by status, with
 * their figures: `pageSize + 1` affiliate reads, the emails from Auth (one call), and each
 * row's fixed set of aggregations (affiliateStats), so a page's cost does not grow with visits
 * or ledger entries.
 */
export async function listAffiliates(
  payload: { search: string; status: string | null; pageSize: number; cursor: string | null },
  deps: Deps,
): Promise<{ rows: AffiliateRow[]; nextCursor: string | null; reads: number }> {
  const { db } = deps;
  let query: Query = db.collection(collections.affiliates);
  if (payload.status) query = query.where('status', '==', payload.status);
  if (payload.search) {
    query = query
      .where('username', '>=', payload.search)
      .where('username', '<', `${payload.search}\uf8ff`);
  }
  query = query.orderBy('username').orderBy(FieldPath.documentId());
  if (payload.cursor) query = query.startAfter(...decodeCursor(payload.cursor));
  const snap = await query.limit(payload.pageSize + 1).get();
  const docs = snap.docs.slice(0, payload.pageSize);
  const last = docs.at(-1);
  const { rows, reads } = await rowsFor(deps, docs);
  return {
    rows,
    nextCursor:
      snap.size > payload.pageSize && last
        ? encodeCursor((last.get('username') as string | undefined) ?? '', last.id)
        : null,
    reads: Math.max(1, snap.size) + reads,
  };
}

function flagFrom(doc: DocumentSnapshot): FlagRow {
  const d = doc.data() ?? {};
  return {
    id: doc.id,
    kind: (d.kind as string | undefined) ?? 'unknown',
    day: (d.day as string | undefined) ?? '',
    count: (d.count as number | undefined) ?? 0,
    createdAt: millis(d.createdAt) ?? 0,
    status: d.status === 'dismissed' ? 'dismissed' : 'open',
  };
}

/** One affiliate: the list row, the record's facts, recent payouts and open flags. */
export async function getAffiliate(payload: { uid: string }, deps: Deps): Promise<AffiliateDetail> {
  const { db } = deps;
  const snap = await affiliateRef(db, payload.uid).get();
  if (!snap.exists) throw new HttpsError('not-found', 'There is no such affiliate.');
  const [
    {
      rows: [row],
    },
    current,
    payouts,
    flags,
  ] = await Promise.all([
    rowsFor(deps, [snap]),
    currentAgreementVersion(db),
    db
      .collection(programmeCollections.payouts)
      .where('affiliateUid', '==', payload.uid)
      .orderBy('createdAt', 'desc')
      .limit(AFFILIATE_DETAIL_LIST_LIMIT)
      .get(),
    db
      .collection(programmeCollections.flags)
      .where('affiliateUid', '==', payload.uid)
      .where('status', '==', 'open')
      .limit(AFFILIATE_DETAIL_LIST_LIMIT)
      .get(),
  ]);
  if (!row) throw new HttpsError('not-found', 'There is no such affiliate.');
  const a = (snap.data() ?? {}) as Partial<AffiliateDoc>;
  return {
    row,
    approvedAt: millis(a.approvedAt),
    agreementAcceptedAt: millis(a.agreement?.acceptedAt),
    currentAgreementVersion: current,
    suspendedAt: millis(a.suspendedAt),
    suspendedReason: a.suspendedReason ?? null,
    rateOverride: a.rateOverride ?? null,
    payouts: await payoutRows(db, payouts.docs),
    flags: flags.docs.map(flagFrom).sort((x, y) => y.createdAt - x.createdAt),
  };
}

/** Reads the affiliate in `tx`, refusing an unknown one (and the acting admin's own). */
async function changeAffiliate(
  uid: string,
  actor: Actor,
  deps: Pick<AdminAffiliateDeps, 'db' | 'now'>,
  change: (current: Partial<AffiliateDoc>) => {
    action: string;
    update: Record<string, unknown>;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<{ uid: string }> {
  const { db, now } = deps;
  await refuseOwnAffiliateAccount(db, actor.uid, uid);
  const ref = affiliateRef(db, uid);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', 'There is no such affiliate.');
    const current = (snap.data() ?? {}) as Partial<AffiliateDoc>;
    const { action, update, before, after } = change(current);
    tx.update(ref, update);
    recordAudit(tx, db, {
      actor: auditActor(actor.uid, actor.claims),
      action,
      target: { kind: 'affiliate', id: uid, label: current.username ?? null },
      before,
      after,
      at: now,
    });
  });
  return { uid };
}

/** Suspends an approved affiliate: their link tracks nothing and no payout is generated. */
export const suspendAffiliate = (
  payload: { uid: string; reason: string },
  actor: Actor,
  deps: Pick<AdminAffiliateDeps, 'db' | 'now'>,
) =>
  changeAffiliate(payload.uid, actor, deps, (current) => {
    if (current.status !== 'approved') {
      throw new HttpsError('failed-precondition', 'Only an approved affiliate can be suspended.');
    }
    const update = { status: 'suspended', suspendedAt: deps.now, suspendedReason: payload.reason };
    return {
      action: 'affiliates.suspend',
      update,
      before: { status: current.status },
      after: update,
    };
  });

export const reactivateAffiliate = (
  payload: { uid: string },
  actor: Actor,
  deps: Pick<AdminAffiliateDeps, 'db' | 'now'>,
) =>
  changeAffiliate(payload.uid, actor, deps, (current) => {
    if (current.status !== 'suspended') {
      throw new HttpsError('failed-precondition', 'Only a suspended affiliate can be reactivated.');
    }
    return {
      action: 'affiliates.reactivate',
      update: { status: 'approved', suspendedAt: null, suspendedReason: null },
      before: {
        status: 'suspended',
        suspendedAt: current.suspendedAt ?? null,
        suspendedReason: current.suspendedReason ?? null,
      },
      after: { status: 'approved' },
    };
  });

/** Keeps only the fields set; an override without any is no override (null). */
export function normaliseOverride(override: RateOverride | null): RateOverride | null {
  if (!override) return null;
  const kept = Object.fromEntries(
    Object.entries(override).filter(([, value]) => value !== undefined),
  ) as RateOverride;
  return Object.keys(kept).length ? kept : null;
}

export const setRateOverride = (
  payload: { uid: string; rateOverride: RateOverride | null },
  actor: Actor,
  deps: Pick<AdminAffiliateDeps, 'db' | 'now'>,
) =>
  changeAffiliate(payload.uid, actor, deps, (current) => {
    const next = normaliseOverride(payload.rateOverride);
    return {
      action: 'affiliates.setRateOverride',
      update: { rateOverride: next },
      before: { rateOverride: current.rateOverride ?? null },
      after: { rateOverride: next },
    };
  });

/** A recorded commission rule, or null when there is none (or it does not parse). */
function recordedRule(value: unknown): LedgerEntryRow['rule'] {
  const parsed = commissionRuleSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The affiliate's ledger entries, newest first. */
export async function listLedger(
  payload: { uid: string; pageSize: number; cursor: string | null },
  deps: Db,
): Promise<{ entries: LedgerEntryRow[]; nextCursor: string | null }> {
  let query = deps.db
    .collection(programmeCollections.ledger)
    .where('affiliateUid', '==', payload.uid)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  if (payload.cursor) query = query.startAfter(...decodeCursor(payload.cursor));
  const snap = await query.limit(payload.pageSize + 1).get();
  const docs = snap.docs.slice(0, payload.pageSize);
  const last = docs.at(-1);
  return {
    entries: docs.map((doc) => {
      const d = doc.data();
      return {
        id: doc.id,
        kind: d.kind as LedgerKind,
        amountCents: (d.amountCents as number | undefined) ?? 0,
        currency: (d.currency as string | undefined) ?? PROGRAMME_CURRENCY,
        companyId: (d.companyId as string | undefined) ?? '',
        invoiceId: (d.invoiceId as string | null | undefined) ?? null,
        createdAt: millis(d.createdAt) ?? 0,
        availableAt: millis(d.availableAt) ?? 0,
        payoutId: (d.payoutId as string | null | undefined) ?? null,
        heldReason: (d.heldReason as string | null | undefined) ?? null,
        note: (d.note as string | undefined) ?? null,
        adjustmentType: (d.adjustmentType as LedgerEntryRow['adjustmentType'] | undefined) ?? null,
        reason: (d.reason as string | undefined) ?? null,
        referralMove: (d.referralMove as LedgerEntryRow['referralMove'] | undefined) ?? null,
        rule: recordedRule(d.rule),
      };
    }),
    nextCursor:
      snap.size > payload.pageSize && last
        ? encodeCursor(millis(last.get('createdAt')) ?? 0, last.id)
        : null,
  };
}

/** Dismisses an open review flag (part of the affiliate's audit trail). */
export async function dismissFlag(
  payload: { flagId: string },
  actor: Actor,
  deps: Pick<AdminAffiliateDeps, 'db' | 'now'>,
): Promise<{ flagId: string }> {
  const { db, now } = deps;
  const ref = db.collection(programmeCollections.flags).doc(payload.flagId);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', 'There is no such flag.');
    await refuseOwnAffiliateAccount(db, actor.uid, snap.get('affiliateUid'), tx);
    if (snap.get('status') !== 'open') {
      throw new HttpsError('failed-precondition', 'This flag is already dismissed.');
    }
    tx.update(ref, { status: 'dismissed', dismissedAt: now, dismissedBy: actor.uid });
    recordAudit(tx, db, {
      actor: auditActor(actor.uid, actor.claims),
      action: 'affiliates.dismissFlag',
      target: { kind: 'affiliate', id: snap.get('affiliateUid') as string, label: ref.id },
      before: { status: 'open' },
      after: { status: 'dismissed', flagId: ref.id, kind: snap.get('kind') as string },
      at: now,
    });
  });
  return { flagId: payload.flagId };
}
