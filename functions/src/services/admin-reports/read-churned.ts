import type { Firestore } from 'firebase-admin/firestore';
import type { ChurnedSubscription } from './monthly-churn';
import { reportCollections } from './store';

/** getAll takes this many documents at a time. */
const CHUNK = 300;

/**
 * The range's churn records with the day each subscription started paying: one query for the
 * `churned` records (index `reportBillingEvents (kind, day)`), then the same subscriptions'
 * `paidStarted` records by id (`{subscriptionId}_paidStarted`), only their day. Two reads per
 * churned subscription: churn is rare next to visits or sign-ups, and nothing else is read.
 */
export async function readChurnedSubscriptions(
  db: Firestore,
  from: string,
  to: string,
): Promise<ChurnedSubscription[]> {
  const events = db.collection(reportCollections.billingEvents);
  const churns = await events
    .where('kind', '==', 'churned')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .select('subscriptionId', 'day')
    .get();
  const result: ChurnedSubscription[] = [];
  for (let i = 0; i < churns.docs.length; i += CHUNK) {
    const chunk = churns.docs.slice(i, i + CHUNK);
    const starts = await db.getAll(
      ...chunk.map((doc) => events.doc(`${String(doc.get('subscriptionId'))}_paidStarted`)),
      { fieldMask: ['day'] },
    );
    chunk.forEach((doc, j) => {
      const started: unknown = starts[j]?.get('day');
      result.push({
        day: String(doc.get('day')),
        paidSince: typeof started === 'string' ? started : null,
      });
    });
  }
  return result;
}
