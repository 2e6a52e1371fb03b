/** SPEC §2: a new build is detected by fetching the latest build metadata and comparing ids. */
export const BUILD_METADATA_PATH = '/builds/latest.json';

export interface BuildMetadata {
  id: string;
  builtAt?: string;
}

function isBuildMetadata(value: unknown): value is BuildMetadata {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}

/** Returns the newer build's id, or null when this is the latest (or the check failed). */
export async function findNewerBuild(
  currentId: string,
  fetcher: typeof fetch = fetch,
  now: number = Date.now(),
): Promise<string | null> {
  try {
    const response = await fetcher(`${BUILD_METADATA_PATH}?t=${now}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isBuildMetadata(body) && body.id !== currentId ? body.id : null;
  } catch {
    return null;
  }
}
