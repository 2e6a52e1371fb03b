import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bulkWrite, bulkWriteOrThrow } from '../../functions/src/lib/bulk-write';
import { adminDb as db } from '../support/companies';

/**
 * BulkWriter's close() resolves even when writes failed: the steps that must not be recorded
 * done unless every write was (account deletion) learn of failures only through bulkWrite.
 */
const doc = () => db.doc(`bulkWriteTest/${randomUUID()}`);

describe('bulkWrite', () => {
  it('answers the writes that failed for good, after doing the others', async () => {
    const existing = doc();
    await existing.set({ n: 1 });
    const written = doc();
    const failed = await bulkWrite(db, (writer) => [
      writer.create(existing, { n: 2 }), // ALREADY_EXISTS: not retried, fails for good
      writer.set(written, { n: 3 }),
    ]);
    expect(failed).toHaveLength(1);
    expect((await existing.get()).get('n')).toBe(1);
    expect((await written.get()).get('n')).toBe(3);
    await expect(
      bulkWriteOrThrow(db, (writer) => [writer.create(existing, { n: 4 })]),
    ).rejects.toThrow(/1 write\(s\) failed/);
  });

  it('takes an update of a document deleted meanwhile as done', async () => {
    const gone = doc();
    expect(await bulkWrite(db, (writer) => [writer.update(gone, { n: 1 })])).toEqual([]);
    expect((await gone.get()).exists).toBe(false);
    await expect(
      bulkWriteOrThrow(db, (writer) => [writer.update(gone, { n: 1 })]),
    ).resolves.toBeUndefined();
  });
});
