/** A ranked list with proportional bars (top pages, referrers, UTM values). */
export function BreakdownList({
  title,
  items,
}: {
  title: string;
  items: { key: string; count: number }[];
}) {
  const max = Math.max(1, ...items.map((i) => i.count));
  return (
    <section aria-label={title} className="rounded-xl border bg-card p-5">
      <h3 className="mb-3 text-sm font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing yet in this period.</p>
      ) : (
        <ol className="space-y-2">
          {items.map((item) => (
            <li
              key={item.key}
              className="relative flex items-center justify-between gap-3 overflow-hidden rounded px-2 py-1 text-sm"
            >
              <span
                aria-hidden
                className="absolute inset-y-0 left-0 bg-primary/15"
                style={{ width: `${(item.count / max) * 100}%` }}
              />
              <span className="relative truncate">{item.key}</span>
              <span className="relative tabular-nums text-muted-foreground">{item.count}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
