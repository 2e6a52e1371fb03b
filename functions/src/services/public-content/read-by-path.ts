import type { Firestore } from 'firebase-admin/firestore';
import { versionedKindSchema } from '../../contracts/policies';
import { PUBLIC_CONTENT_BASE } from '../../contracts/public-content';
import {
  readPublicPlans,
  readPublicPolicy,
  readPublicProgrammeSettings,
} from './read-public-content';

const versionParam = (value: unknown): number | undefined | 'invalid' => {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : 'invalid';
};

/**
 * The reader of a public content path (`/plans`, `/programme-settings`, `/policies/{kind}`,
 * without the `/api/public` base) and its `version` query, or null when nothing is served there.
 */
export function publicContentReader(
  db: Firestore,
  path: string,
  versionQuery: unknown,
): (() => Promise<unknown>) | null {
  if (path === '/plans') return () => readPublicPlans(db);
  if (path === '/programme-settings') return () => readPublicProgrammeSettings(db);
  const kind = versionedKindSchema.safeParse(/^\/policies\/([^/]+)$/.exec(path)?.[1]);
  const version = versionParam(versionQuery);
  if (!kind.success || version === 'invalid') return null;
  return () => readPublicPolicy(db, kind.data, version);
}

/**
 * Reads a whole public content address (`/api/public/policies/terms?version=2`), as its JSON
 * answer would be: what a page rendered on the server asks for. Unknown addresses throw.
 */
export async function readPublicContentAt(db: Firestore, address: string): Promise<unknown> {
  const url = new URL(address, 'http://public-content.invalid');
  const path = url.pathname.startsWith(`${PUBLIC_CONTENT_BASE}/`)
    ? url.pathname.slice(PUBLIC_CONTENT_BASE.length)
    : null;
  const read =
    path === null ? null : publicContentReader(db, path, url.searchParams.get('version'));
  if (!read) throw new Error(`No public content at ${address}`);
  return read();
}
