import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import type { z } from 'zod';

/** How many of a failed parse's issues the error names (the rest are counted). */
const ISSUES_NAMED = 3;

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const named = issues
    .slice(0, ISSUES_NAMED)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(document)'}: ${issue.message}`);
  const more = issues.length - named.length;
  return more > 0 ? `${named.join('; ')}; and ${more} more` : named.join('; ');
}

/**
 * A Firestore converter that checks every document it reads against `schema`: documents are
 * checked where they enter the functions instead of being cast. A document of another shape
 * throws an Error naming its path, `label` and the first issues, so the call fails loudly
 * (`internal` for a callable) instead of going on with fields that are not there. Writes are not
 * checked: `toFirestore` returns the data as it is (write through refs without the converter, as
 * the services do, or with it: the same data is written either way).
 *
 * Read with `ref.withConverter(converter)` / `query.withConverter(converter)`; `snapshot.get(field)`
 * still reads the raw field.
 */
export function zodConverter<S extends z.ZodType>(
  schema: S,
  label: string,
): FirestoreDataConverter<z.output<S>> {
  return {
    toFirestore: (data: unknown) => data as DocumentData,
    fromFirestore(snapshot: QueryDocumentSnapshot): z.output<S> {
      const parsed = schema.safeParse(snapshot.data());
      if (parsed.success) return parsed.data;
      throw new Error(
        `${snapshot.ref.path} is not a valid ${label} document: ${describeIssues(parsed.error.issues)}`,
      );
    },
  };
}

type SnapshotsOf<R extends readonly DocumentReference<unknown>[]> = {
  [K in keyof R]: R[K] extends DocumentReference<infer T> ? DocumentSnapshot<T> : never;
};

/**
 * `tx.getAll` (one round trip) over references with different converters, each snapshot typed
 * by its own reference's converter (Firestore keeps each reference's converter; its typing does
 * not allow mixing them).
 */
export function getAllOf<const R extends readonly DocumentReference<unknown>[]>(
  tx: Transaction,
  ...refs: R
): Promise<SnapshotsOf<R>> {
  return tx.getAll(...refs) as Promise<unknown> as Promise<SnapshotsOf<R>>;
}
