import type {
  DocumentReference,
  QueryDocumentSnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getAllOf, zodConverter } from './converters';

/** What fromFirestore uses of a snapshot: its path and its raw data. */
const snapshot = (path: string, data: Record<string, unknown>) =>
  ({
    ref: { path },
    id: path.split('/').pop(),
    data: () => data,
  }) as unknown as QueryDocumentSnapshot;

const schema = z.object({
  name: z.string(),
  count: z.number().int(),
  note: z.string().nullable().default(null),
  tags: z.array(z.string()).optional(),
});
const converter = zodConverter(schema, 'widget');

describe('zodConverter', () => {
  it('reads a document of the right shape as the schema outputs it', () => {
    expect(converter.fromFirestore(snapshot('widgets/w1', { name: 'A', count: 2 }))).toEqual({
      name: 'A',
      count: 2,
      note: null,
    });
    expect(
      converter.fromFirestore(
        snapshot('widgets/w1', { name: 'A', count: 2, note: 'n', tags: ['x'] }),
      ),
    ).toEqual({ name: 'A', count: 2, note: 'n', tags: ['x'] });
  });

  it('drops fields the schema does not name, and adds no key for an absent optional one', () => {
    const read = converter.fromFirestore(
      snapshot('widgets/w1', { name: 'A', count: 2, legacy: true }),
    );
    expect(read).not.toHaveProperty('legacy');
    expect(Object.keys(read)).toEqual(['name', 'count', 'note']);
  });

  it('throws for a document of another shape, naming its path, the label and the issues', () => {
    const read = () => converter.fromFirestore(snapshot('widgets/w2', { name: 3, count: 1.5 }));
    expect(read).toThrow(Error);
    expect(read).toThrow(/^widgets\/w2 is not a valid widget document: /);
    expect(read).toThrow(/name: Invalid input: expected string, received number/);
    expect(read).toThrow(/count: /);
  });

  it('names the first three issues and counts the rest', () => {
    const wide = zodConverter(
      z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string(), e: z.string() }),
      'wide',
    );
    let message = '';
    try {
      wide.fromFirestore(snapshot('wide/x', {}));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /^wide\/x is not a valid wide document: a: .*; b: .*; c: .*; and 2 more$/,
    );
    expect(message).not.toMatch(/\bd: /);
  });

  it('names a document that is not an object at all', () => {
    const scalar = zodConverter(z.string(), 'scalar');
    expect(() => scalar.fromFirestore(snapshot('s/1', {}))).toThrow(
      /^s\/1 is not a valid scalar document: \(document\): /,
    );
  });

  it('writes the data as it is given', () => {
    const data = { name: 'A', count: 1, note: null, extra: 'kept' };
    expect(converter.toFirestore(data)).toBe(data);
  });
});

describe('getAllOf', () => {
  it('reads every reference in one getAll, in order', async () => {
    const calls: unknown[][] = [];
    const tx = {
      getAll: (...refs: unknown[]) => {
        calls.push(refs);
        return Promise.resolve(refs.map((ref) => ({ ref })));
      },
    } as unknown as Transaction;
    const a = { path: 'a/1' } as unknown as DocumentReference<{ a: string }>;
    const b = { path: 'b/1' } as unknown as DocumentReference<{ b: number }>;
    const [first, second] = await getAllOf(tx, a, b);
    expect(calls).toEqual([[a, b]]);
    expect(first.ref).toBe(a);
    expect(second.ref).toBe(b);
  });
});
