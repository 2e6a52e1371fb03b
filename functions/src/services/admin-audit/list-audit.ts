import type { Firestore, Query } from 'firebase-admin/firestore';
import type { adminAuditOperations } from '../../contracts/admin-audit';
import { auditEntrySchema } from '../../contracts/audit';
import type { AnswerOf, ParsedPayloadOf } from '../../contracts/operation';
import { pageAfterDocument } from '../../lib/list-cursor';
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
  return pageAfterDocument(query, collection, { cursor: payload.cursor, limit }, auditEntrySchema);
}
