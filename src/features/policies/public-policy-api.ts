import type { VersionedKind } from '@contracts/policies';
import { publicContentPaths, type PublicPolicy } from '@contracts/public-content';
import { fetchPublicContent } from '@/lib/public-content';
import type { PolicyText, VersionSummary } from './policy-api';

export interface PublicPolicyAnswer {
  /** The asked version (or the current one) with its HTML; null when there is none. */
  text: (PolicyText & { html: string }) | null;
  versions: VersionSummary[];
}

/**
 * A public policy page's data in one request: the text, rendered to HTML on the server, and the
 * list of versions. Public JSON a CDN caches for a minute (contracts/public-content.ts): the
 * accept pages, which must show the current version the moment it is published, read Firestore
 * instead (policy-api.ts).
 */
export async function fetchPublicPolicy(
  kind: VersionedKind,
  version?: number,
): Promise<PublicPolicyAnswer> {
  const answer = await fetchPublicContent<PublicPolicy>(publicContentPaths.policy(kind, version));
  return {
    text: answer.text
      ? { ...answer.text, kind, current: answer.text.version === answer.currentVersion }
      : null,
    versions: answer.versions,
  };
}
