import type { z } from 'zod';

/** What both Firestore SDKs (full and Lite) give for a document. */
interface Snapshot {
  id: string;
  ref: { path: string };
  data(): unknown;
}

/**
 * A document's data checked against its contract's schema instead of cast (the functions do the
 * same with converters, functions/src/lib/converters.ts): a document of another shape throws an
 * Error naming its path, so the read shows its error state instead of rendering fields that are
 * not there. Undefined when the document does not exist.
 */
export function checkedData<S extends z.ZodType>(
  schema: S,
  snapshot: Snapshot,
): z.output<S> | undefined {
  const data = snapshot.data();
  if (data === undefined) return undefined;
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`);
  throw new Error(`${snapshot.ref.path} is not as expected: ${issues.join('; ')}`);
}

/** The documents a query found (they exist), each one's data checked as `checkedData` does. */
export function checkedDocs<S extends z.ZodType>(
  schema: S,
  snapshots: readonly Snapshot[],
): { id: string; data: z.output<S> }[] {
  return snapshots.map((snapshot) => ({
    id: snapshot.id,
    data: checkedData(schema, snapshot) as z.output<S>,
  }));
}
