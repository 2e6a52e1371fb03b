/**
 * Reads /api/public/* (contracts/public-content.ts) with a plain `fetch`: no Firebase SDK, and
 * the prerendered pages have already asked for it (`<link rel="preload">`), so the answer is
 * often there before the page's code is. A failure throws, for the page's retry.
 */
export async function fetchPublicContent<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}
