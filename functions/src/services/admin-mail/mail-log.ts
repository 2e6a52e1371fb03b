import type { Query } from 'firebase-admin/firestore';
import {
  MAIL_LOG_COLLECTION,
  mailLogEntrySchema,
  type adminMailOperations,
} from '../../contracts/admin-mail';
import type { ParsedPayloadOf, AnswerOf } from '../../contracts/operation';
import { pageAfterDocument } from '../../lib/list-cursor';
import type { AdminMailDeps } from './deps';

type ListLog = (typeof adminMailOperations)['actions']['listLog'];

const DEFAULT_PAGE = 25;

/**
 * The mail log, newest first, with equality filters (indexes: each filter with `at` desc).
 * The cursor is the id of the last entry of the previous page.
 */
export async function listMailLog(
  payload: ParsedPayloadOf<ListLog>,
  deps: Pick<AdminMailDeps, 'db'>,
): Promise<AnswerOf<ListLog>> {
  const limit = payload.limit ?? DEFAULT_PAGE;
  const collection = deps.db.collection(MAIL_LOG_COLLECTION);
  let query: Query = collection;
  if (payload.status) query = query.where('status', '==', payload.status);
  if (payload.template) query = query.where('template', '==', payload.template);
  if (payload.kind) query = query.where('kind', '==', payload.kind);
  query = query.orderBy('at', 'desc');
  return pageAfterDocument(
    query,
    collection,
    { cursor: payload.cursor, limit },
    mailLogEntrySchema,
  );
}
