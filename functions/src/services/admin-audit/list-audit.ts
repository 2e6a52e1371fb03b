import { HttpsError } from 'firebase-functions/v2/https';
import type { Firestore, Query } from 'firebase-admin/firestore';
import type { adminAuditOperations } from '../../contracts/admin-audit';
import { auditEntrySchema } from '../../contracts/audit';
import type { AnswerOf, ParsedPayloadOf } from '../../contracts/operation';
import { AUDIT_COLLECTION } from '../admin/audit';

type List = (typeof adminAuditOperations)['actions']['list'];

const DEFAULT_PAGE = 25;

/**
 * The audit log, newest first. Equality filters on the actor's email, the action and the
 * target, a range on `at`; Firestore merges the one-field indexes (each field with `at`
 * descending, firestore.indexes.json) for any combination. The cursor is the id of the last
 * entry of the previous page.
 */
export async function listAudit(
  payload: ParsedPayloadOf<List>,
  db: Firestore,
): Promise<AnswerOf<List>> {
  const limit = payload.limit ?? DEFAULT_PAGE;
  const collection = db.collection(AUDIT_COLLECTION);
  let query: Query = collection;
  if (payload.actorEmail) query = query.where('actor.email', '==', payload.actorEmail);
  if (payload.action) query = query.where('action', '==', payload.action);
  if (payload.targetKind) query = query.where('target.kind', '==', payload.targetKind);
  if (payload.targetId) query = query.where('target.id', '==', payload.targetId);
  if (payload.from !== undefined) query = query.where('at', '>=', payload.from);
  if (payload.to !== undefined) query = query.where('at', '<', payload.to);
  query = query.orderBy('at', 'desc');
  if (payload.cursor) {
    const after = await collection.doc(payload.cursor).get();
    if (!after.exists) throw new HttpsError('invalid-argument', 'That page no longer exists.');
    query = query.startAfter(after);
  }
  const snapshot = await query.limit(limit + 1).get();
  const docs = snapshot.docs.slice(0, limit);
  const entries = docs.flatMap((doc) => {
    const parsed = auditEntrySchema.safeParse(doc.data());
    return parsed.success ? [{ id: doc.id, ...parsed.data }] : [];
  });
  return {
    entries,
    nextCursor: snapshot.docs.length > limit ? (docs.at(-1)?.id ?? null) : null,
  };
}
