import { describe, expect, it } from 'vitest';
import { policyDiff } from './policy-diff';

describe('policyDiff', () => {
  it('marks added and removed lines and counts them', () => {
    const diff = policyDiff('# Terms\n\nOld rule.\n', '# Terms\n\nNew rule.\nAnother.\n');
    expect(diff.added).toBe(2);
    expect(diff.removed).toBe(1);
    expect(diff.rows).toEqual([
      { type: 'line', kind: 'same', text: '# Terms' },
      { type: 'line', kind: 'same', text: '' },
      { type: 'line', kind: 'removed', text: 'Old rule.' },
      { type: 'line', kind: 'added', text: 'New rule.' },
      { type: 'line', kind: 'added', text: 'Another.' },
    ]);
  });

  it('folds long unchanged runs away from the changes, keeping context around them', () => {
    const before = Array.from({ length: 10 }, (_, i) => `line ${i}`).join('\n');
    const after = before.replace('line 9', 'line nine');
    const diff = policyDiff(before, after, 2);
    expect(diff.rows[0]).toEqual({ type: 'fold', count: 7 });
    expect(diff.rows.slice(1)).toEqual([
      { type: 'line', kind: 'same', text: 'line 7' },
      { type: 'line', kind: 'same', text: 'line 8' },
      { type: 'line', kind: 'removed', text: 'line 9' },
      { type: 'line', kind: 'added', text: 'line nine' },
    ]);
  });

  it('sees no change in equal texts, nor in a missing final newline', () => {
    const diff = policyDiff('Same text.\n', 'Same text.');
    expect(diff).toMatchObject({ added: 0, removed: 0 });
    expect(diff.rows).toEqual([{ type: 'fold', count: 1 }]);
  });

  it('shows a whole new text as added against nothing', () => {
    expect(policyDiff('', '# First\n\nHello')).toMatchObject({ added: 3, removed: 0 });
  });
});
