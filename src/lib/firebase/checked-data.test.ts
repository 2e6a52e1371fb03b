import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedData, checkedDocs } from './checked-data';

const snapshot = (path: string, data: unknown) => ({
  id: path.split('/').pop() ?? '',
  ref: { path },
  data: () => data,
});
const schema = z.object({ title: z.string(), version: z.number() });

describe('checkedData', () => {
  it('returns the data of a document of the right shape, without fields the schema does not name', () => {
    expect(checkedData(schema, snapshot('p/a', { title: 'T', version: 2, extra: true }))).toEqual({
      title: 'T',
      version: 2,
    });
  });

  it('returns undefined for a document that does not exist', () => {
    expect(checkedData(schema, snapshot('p/missing', undefined))).toBeUndefined();
  });

  it('throws for a document of another shape, naming its path and the fields', () => {
    expect(() => checkedData(schema, snapshot('p/bad', { title: 3 }))).toThrow(
      /p\/bad is not as expected: title: .*; version: /,
    );
  });

  it('checks every document a query found', () => {
    expect(
      checkedDocs(schema, [
        snapshot('p/a', { title: 'A', version: 1 }),
        snapshot('p/b', { title: 'B', version: 2 }),
      ]),
    ).toEqual([
      { id: 'a', data: { title: 'A', version: 1 } },
      { id: 'b', data: { title: 'B', version: 2 } },
    ]);
    expect(() => checkedDocs(schema, [snapshot('p/c', { version: 'x' })])).toThrow(/p\/c/);
  });
});
