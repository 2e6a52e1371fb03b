/**
 * Reads /api/public/* (contracts/public-content.ts) with a plain `fetch`: no Firebase SDK, and
 * the prerendered pages have already asked for it (`<link rel="preload">`), so the answer is
 * often there before the page's code is. A failure throws, for the page's retry.
 *
 * On the server (the `publicPage` function rendering a page with its data, see
 * src/prerender/server-entry.tsx) the same reads go straight to the function's reader instead.
 */
type Reader = (path: string) => Promise<unknown>;

let serverReader: Reader | null = null;

/** Server rendering only: answers the public paths without HTTP. `null` restores `fetch`. */
export function readPublicContentWith(reader: Reader | null): void {
  serverReader = reader;
}

export async function fetchPublicContent<T>(path: string): Promise<T> {
  if (serverReader) return (await serverReader(path)) as T;
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}
