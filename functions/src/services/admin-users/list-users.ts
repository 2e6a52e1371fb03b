import { decodeCursor, encodeCursor } from '../../lib/list-cursor';
import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import type { adminUserOperations, UserRow } from '../../contracts/admin-users';
import type { ParsedPayloadOf } from '../../contracts/operation';
import { rowFromDoc, USERS } from './mirror';

export type ListUsersInput = ParsedPayloadOf<typeof adminUserOperations.actions.list>;

/** The cursor is the last row's sort value and uid (opaque to the client). */

/**
 * One page of users/{uid}: equality filters (superAdmin, disabled, providers array-contains),
 * then either a lower-cased prefix range on emailLower / displayNameLower (ordered by it) or
 * newest first (createdAt desc). Ties break on the document id. It reads `pageSize + 1`
 * documents (the extra one says whether there is a next page), so a page costs one read per
 * listed user plus one. Answers the reads too, for the bench.
 */
export async function listUsersWithCost(
  input: ListUsersInput,
  db: Firestore,
): Promise<{ users: UserRow[]; nextCursor: string | null; reads: number }> {
  let query: Query = db.collection(USERS);
  if (input.superAdmin !== null) query = query.where('superAdmin', '==', input.superAdmin);
  if (input.disabled !== null) query = query.where('disabled', '==', input.disabled);
  if (input.provider) query = query.where('providers', 'array-contains', input.provider);
  const search = input.search.toLowerCase();
  const field = search
    ? input.searchBy === 'email'
      ? 'emailLower'
      : 'displayNameLower'
    : 'createdAt';
  if (search) {
    query = query
      .where(field, '>=', search)
      .where(field, '<', `${search}\uf8ff`)
      .orderBy(field, 'asc')
      .orderBy(FieldPath.documentId(), 'asc');
  } else {
    query = query.orderBy(field, 'desc').orderBy(FieldPath.documentId(), 'desc');
  }
  if (input.cursor) query = query.startAfter(...decodeCursor(input.cursor));
  const snapshot = await query.limit(input.pageSize + 1).get();
  const docs = snapshot.docs.slice(0, input.pageSize);
  const last = docs.at(-1);
  const nextCursor =
    snapshot.size > input.pageSize && last ? encodeCursor(last.get(field), last.id) : null;
  // Firestore bills a query that matches nothing as one read.
  return { users: docs.map(rowFromDoc), nextCursor, reads: Math.max(1, snapshot.size) };
}

export async function listUsers(input: ListUsersInput, db: Firestore) {
  const { users, nextCursor } = await listUsersWithCost(input, db);
  return { users, nextCursor };
}
