import type { ActionName, ActionPayload, OperationsName } from '@contracts/callables';

/**
 * Every query key of the app comes from here, so a key is never written twice and an
 * invalidation always names what a read used.
 *
 * - A callable's answer: `[name, action, payload]` (operationKey). Invalidate a whole callable
 *   with `[name]`, one action with `[name, action]`.
 * - Reads that are not callables (Firestore documents, public JSON, Auth): under their domain
 *   (`queryKeys` below).
 */
export function operationKey<N extends OperationsName, A extends ActionName<N>>(
  name: N,
  action: A,
  payload?: ActionPayload<N, A>,
) {
  return payload === undefined ? ([name, action] as const) : ([name, action, payload] as const);
}

/** Reads that are not callables. */
export const queryKeys = {
  plans: {
    all: ['plans'] as const,
    active: ['plans', 'active'] as const,
    subscribedName: (companyId: string, planId: string) =>
      ['plans', 'subscribedName', companyId, planId] as const,
  },
  policies: {
    kind: (kind: string) => ['policies', kind] as const,
    text: (kind: string, version?: number) =>
      ['policies', kind, 'text', version ?? 'current'] as const,
    textAll: (kind: string) => ['policies', kind, 'text'] as const,
    public: (kind: string, version?: number) =>
      ['policies', kind, 'public', version ?? 'current'] as const,
    accepted: (kind: string, uid: string) => ['policies', kind, 'accepted', uid] as const,
  },
  profile: (uid: string) => ['profile', uid] as const,
  /** When support viewed the user's account (view as user). */
  supportViews: (uid: string) => ['profile', uid, 'supportViews'] as const,
  affiliate: {
    profile: (uid: string) => ['affiliate', uid, 'profile'] as const,
    /** The affiliate's own promo codes (affiliatePromoCodes, read from Firestore). */
    promoCodes: (uid: string) => ['affiliate', uid, 'promoCodes'] as const,
  },
  programme: {
    settings: ['affiliateProgramme', 'settings'] as const,
    liveSettings: ['affiliateProgramme', 'settings', 'live'] as const,
  },
  auth: {
    passwordPolicy: ['auth', 'password-policy'] as const,
  },
  companies: {
    members: (companyId: string) => ['companies', companyId, 'members'] as const,
    invitations: (companyId: string) => ['companies', companyId, 'invitations'] as const,
  },
  admin: {
    overview: ['admin', 'overview'] as const,
    /** One figure of the overview (a count, the MRR, the audit log), failing and refreshing alone. */
    overviewPart: (part: string) => ['admin', 'overview', part] as const,
    policyStats: (kind: string) => ['admin', 'policies', kind, 'stats'] as const,
    policyHistory: (kind: string) => ['admin', 'policies', kind, 'history'] as const,
  },
} as const;
