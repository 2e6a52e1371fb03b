import { auditEntrySchema, type AuditEntry } from '@contracts/audit';
import { planDocSchema } from '@contracts/billing';
import {
  collection,
  getAggregateFromServer,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  sum,
  where,
  type Query,
} from 'firebase/firestore';
import { checkedDocs } from '@/lib/firebase/checked-data';
import { getDb } from '@/lib/firebase/firestore';

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Companies that pay: a live subscription, or one in its past-due grace. */
export const PAYING_STATUSES = ['active', 'past_due'] as const;

const count = async (build: (db: Awaited<ReturnType<typeof getDb>>) => Query) =>
  (await getCountFromServer(build(await getDb()))).data().count;

/**
 * The overview's figures, each one aggregation query (billed one read per 1,000 index entries,
 * never a scan); the rules let super admins list every collection counted here.
 */
export const overviewCounts = {
  users: () => count((db) => collection(db, 'users')),
  newThisWeek: (now: number) =>
    count((db) => query(collection(db, 'users'), where('createdAt', '>=', now - WEEK_MS))),
  companies: () => count((db) => collection(db, 'companies')),
  paying: () =>
    count((db) =>
      query(collection(db, 'companies'), where('entitlements.status', 'in', [...PAYING_STATUSES])),
    ),
  trialing: () =>
    count((db) =>
      query(collection(db, 'companies'), where('entitlements.status', '==', 'trialing')),
    ),
  openApplications: () =>
    count((db) => query(collection(db, 'affiliateApplications'), where('status', '==', 'pending'))),
  mailsFailed: () =>
    count((db) => query(collection(db, 'mailLog'), where('status', '==', 'failed'))),
};

export interface PlanMrr {
  planId: string;
  name: string;
  currency: string;
  active: boolean;
  /** Sum of `entitlements.mrrCents` over the plan's companies (0 while the field is absent). */
  mrrCents: number;
}

/** MRR per plan of the catalogue (retired plans too): one sum aggregation per plan. */
export async function fetchMrrByPlan(): Promise<PlanMrr[]> {
  const db = await getDb();
  const plans = await getDocs(query(collection(db, 'plans'), orderBy('order')));
  return Promise.all(
    checkedDocs(planDocSchema, plans.docs).map(async ({ id, data }) => {
      const totals = await getAggregateFromServer(
        query(collection(db, 'companies'), where('entitlements.planId', '==', id)),
        { mrr: sum('entitlements.mrrCents') },
      );
      return {
        planId: id,
        name: data.name,
        currency: data.currency,
        active: data.active,
        mrrCents: totals.data().mrr ?? 0,
      };
    }),
  );
}

export interface AuditRow extends AuditEntry {
  id: string;
}

/** The latest audit entries, newest first. */
export async function fetchLatestAudit(count = 10): Promise<AuditRow[]> {
  const db = await getDb();
  const snapshot = await getDocs(
    query(collection(db, 'auditLog'), orderBy('at', 'desc'), limit(count)),
  );
  return checkedDocs(auditEntrySchema, snapshot.docs).map(({ id, data }) => ({ id, ...data }));
}
