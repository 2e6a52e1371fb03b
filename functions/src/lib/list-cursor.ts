import type { CollectionReference, Query } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

/** A sort value a list pages by (a name, a time, or null where a document lacks it). */
export type CursorValue = string | number | null;

/**
 * The cursor of a page of an admin list: the last row's sort value and document id, base64url
 * JSON, opaque to the client (which only passes it back). The query resumes with
 * `startAfter(value, id)`.
 */
export function encodeCursor(value: CursorValue, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

/** The cursor's value and id, or null when it is not one of ours. */
export function parseCursor(cursor: string): [CursorValue, string] | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (typeof parsed[0] === 'string' || typeof parsed[0] === 'number' || parsed[0] === null) &&
      typeof parsed[1] === 'string'
    ) {
      return [parsed[0], parsed[1]];
    }
  } catch {
    // falls through: not one of ours
  }
  return null;
}

/** Like parseCursor, but a cursor that is not ours is the caller's error (`invalid-argument`). */
export function decodeCursor(cursor: string): [CursorValue, string] {
  const parsed = parseCursor(cursor);
  if (!parsed) {
    throw new HttpsError('invalid-argument', 'The page cursor is not valid. Start from page one.');
  }
  return parsed;
}

/**
 * One page of a log read newest first (`query` already filtered and ordered), after the document
 * whose id is the cursor: `limit + 1` reads tell whether a next page exists. Documents that do
 * not match `schema` are left out. The next cursor is the last listed entry's id.
 */
export async function pageAfterDocument<T>(
  query: Query,
  collection: CollectionReference,
  { cursor, limit }: { cursor: string | null | undefined; limit: number },
  schema: { safeParse: (data: unknown) => { success: true; data: T } | { success: false } },
): Promise<{ entries: (T & { id: string })[]; nextCursor: string | null }> {
  let page = query;
  if (cursor) {
    const after = await collection.doc(cursor).get();
    if (!after.exists) throw new HttpsError('invalid-argument', 'That page no longer exists.');
    page = page.startAfter(after);
  }
  const snapshot = await page.limit(limit + 1).get();
  const docs = snapshot.docs.slice(0, limit);
  const entries = docs.flatMap((doc) => {
    const parsed = schema.safeParse(doc.data());
    return parsed.success ? [{ ...parsed.data, id: doc.id }] : [];
  });
  return {
    entries,
    nextCursor: snapshot.docs.length > limit ? (docs.at(-1)?.id ?? null) : null,
  };
}
