/** Up to two letters for an avatar: "Acme Corp" → "AC", "ada@example.com" → "AE". */
export function initials(...sources: (string | null | undefined)[]): string {
  const source = sources.map((s) => s?.trim()).find(Boolean) ?? '?';
  return source
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => [...part][0]?.toUpperCase() ?? '')
    .join('');
}
