import { diffLines } from 'diff';

export type DiffLineKind = 'added' | 'removed' | 'same';

/** One line of a line diff, or a run of unchanged lines folded away. */
export type DiffRow =
  { type: 'line'; kind: DiffLineKind; text: string } | { type: 'fold'; count: number };

export interface PolicyDiff {
  rows: DiffRow[];
  added: number;
  removed: number;
}

const splitLines = (value: string) => {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
};

/**
 * The line diff of two policy texts (pure): added and removed lines with `context` unchanged
 * lines around each change; longer unchanged runs are folded into a count. A trailing newline
 * or its absence is not a change.
 */
export function policyDiff(before: string, after: string, context = 2): PolicyDiff {
  const norm = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);
  const lines: { kind: DiffLineKind; text: string }[] = [];
  for (const part of diffLines(norm(before), norm(after))) {
    const kind: DiffLineKind = part.added ? 'added' : part.removed ? 'removed' : 'same';
    for (const text of splitLines(part.value)) lines.push({ kind, text });
  }
  const near = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.kind === 'same') return;
    for (
      let i = Math.max(0, index - context);
      i <= Math.min(lines.length - 1, index + context);
      i++
    )
      near[i] = true;
  });
  const rows: DiffRow[] = [];
  lines.forEach((line, index) => {
    if (line.kind !== 'same' || near[index]) {
      rows.push({ type: 'line', ...line });
      return;
    }
    const last = rows.at(-1);
    if (last?.type === 'fold') last.count += 1;
    else rows.push({ type: 'fold', count: 1 });
  });
  return {
    rows,
    added: lines.filter((l) => l.kind === 'added').length,
    removed: lines.filter((l) => l.kind === 'removed').length,
  };
}
