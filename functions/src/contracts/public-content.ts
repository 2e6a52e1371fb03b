import type { ProgrammeSettings } from './affiliate-programme';
import type { PolicyVersionDoc, VersionedKind } from './policies';

/**
 * /api/public/* (the `publicContent` function behind a Hosting rewrite): what the public pages
 * show, as JSON a CDN may cache. The pages fetch it with plain `fetch`, so a visitor loads no
 * Firebase SDK to read the plans, the programme's terms or a policy; the prerendered pages
 * preload it beside their scripts.
 */
export const PUBLIC_CONTENT_BASE = '/api/public';

export const publicContentPaths = {
  plans: `${PUBLIC_CONTENT_BASE}/plans`,
  programmeSettings: `${PUBLIC_CONTENT_BASE}/programme-settings`,
  policy: (kind: VersionedKind, version?: number) =>
    `${PUBLIC_CONTENT_BASE}/policies/${kind}${version === undefined ? '' : `?version=${version}`}`,
};

/**
 * How long the CDN may keep an answer (browsers always revalidate): a publish or an edit reaches
 * every visitor within a minute. No `stale-while-revalidate`: Chromium would take the preloaded
 * answer as stale and fetch it a second time in the background.
 */
export const PUBLIC_CONTENT_CDN_SECONDS = 60;
export const PUBLIC_CONTENT_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_CONTENT_CDN_SECONDS}`;

/** The active plans, by `order`, as stored (the page reads each defensively). */
export interface PublicPlans {
  plans: ({ id: string } & Record<string, unknown>)[];
}

export interface PublicProgrammeSettings {
  settings: ProgrammeSettings;
}

export interface PolicyVersionSummary {
  version: number;
  effectiveDate: string;
  summary: string;
}

/** One policy: the asked version (or the current one) with its HTML, and every version. */
export interface PublicPolicy {
  currentVersion: number | null;
  /** Null when the policy was never published, or the asked version does not exist. */
  text: (PolicyVersionDoc & { html: string }) | null;
  /** Newest first (at most 50: a policy changes a few times a year). */
  versions: PolicyVersionSummary[];
}
