import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { policyDiff } from './policy-diff';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The changes between two texts, line by line. Each changed line says what it is in text (a
 * visible + or − sign, and "Added"/"Removed" for screen readers, in <ins>/<del>), so colour is
 * never the only signal.
 */
export function PolicyDiffView({
  before,
  after,
  label,
}: {
  before: string;
  after: string;
  /** What is compared, e.g. "Changes against version 3". */
  label: string;
}) {
  const diff = useMemo(() => policyDiff(before, after), [before, after]);
  const unchanged = diff.added === 0 && diff.removed === 0;
  return (
    <section aria-label={label} className="space-y-2">
      <p className="text-sm text-muted-foreground" role="status">
        {unchanged
          ? 'No changes to the text.'
          : `${plural(diff.added, 'line')} added, ${plural(diff.removed, 'line')} removed.`}
      </p>
      {unchanged ? null : (
        <ol className="max-h-[28rem] overflow-auto rounded-md border bg-card font-mono text-xs leading-relaxed">
          {diff.rows.map((row, index) =>
            row.type === 'fold' ? (
              <li key={index} className="bg-muted px-3 py-1 text-muted-foreground italic">
                … {plural(row.count, 'unchanged line')}
              </li>
            ) : (
              <li
                key={index}
                className={cn(
                  'flex gap-2 whitespace-pre-wrap break-words px-3',
                  row.kind === 'added' && 'bg-emerald-500/10',
                  row.kind === 'removed' && 'bg-red-500/10',
                )}
              >
                <span aria-hidden="true" className="w-3 shrink-0 select-none font-bold">
                  {row.kind === 'added' ? '+' : row.kind === 'removed' ? '−' : ' '}
                </span>
                {row.kind === 'added' ? (
                  <ins className="no-underline">
                    <span className="sr-only">Added: </span>
                    {row.text || ' '}
                  </ins>
                ) : row.kind === 'removed' ? (
                  <del className="line-through decoration-1">
                    <span className="sr-only">Removed: </span>
                    {row.text || ' '}
                  </del>
                ) : (
                  <span>{row.text || ' '}</span>
                )}
              </li>
            ),
          )}
        </ol>
      )}
    </section>
  );
}
