import type { BulkWriter, Firestore } from 'firebase-admin/firestore';

/** gRPC NOT_FOUND: an update of a document deleted since it was read. */
const NOT_FOUND = 5;

const isNotFound = (error: unknown) => (error as { code?: unknown }).code === NOT_FOUND;

/**
 * Runs writes through one BulkWriter and answers the ones that failed for good. `close()` never
 * rejects: a failure shows only on its write's promise, so a caller that drops those promises
 * takes a failed write for a done one (and the dropped rejection is an unhandled one). An update
 * of a document deleted meanwhile counts as done: there is nothing left to change.
 */
export async function bulkWrite(
  db: Firestore,
  enqueue: (writer: BulkWriter) => Promise<unknown>[],
): Promise<Error[]> {
  const writer = db.bulkWriter();
  // Handlers are attached as each write is queued, before anything can reject.
  const outcomes = enqueue(writer).map((write) =>
    write.then(
      () => null,
      (error: unknown) =>
        isNotFound(error) ? null : error instanceof Error ? error : new Error(String(error)),
    ),
  );
  await writer.close();
  return (await Promise.all(outcomes)).filter((error): error is Error => error !== null);
}

/** bulkWrite for a step that must not be recorded done unless every write was: throws. */
export async function bulkWriteOrThrow(
  db: Firestore,
  enqueue: (writer: BulkWriter) => Promise<unknown>[],
): Promise<void> {
  const failed = await bulkWrite(db, enqueue);
  if (failed.length > 0) {
    throw new Error(`${failed.length} write(s) failed; first: ${failed[0]?.message ?? ''}`);
  }
}
