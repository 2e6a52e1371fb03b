import { z } from 'zod';
import { operation, operations } from './operation';

/**
 * Versioned policies every signed-in user accepts: the shared contract of `policyOperations`
 * and the documents the app reads directly (public).
 */
export const POLICY_KINDS = ['terms', 'privacy'] as const;
export const policyKindSchema = z.enum(POLICY_KINDS);
export type PolicyKind = z.infer<typeof policyKindSchema>;

/**
 * The affiliate agreement is published and versioned like a policy (`policies/affiliateAgreement`
 * and its `versions`), but only approved affiliates accept it, on their affiliate record: it is
 * not one of POLICY_KINDS, so `pendingPolicies` and the consent guard never ask anyone else.
 */
export const AFFILIATE_AGREEMENT_KIND = 'affiliateAgreement';
/** Every versioned text: what `publishPolicy`, the admin editor and the public pages take. */
export const VERSIONED_KINDS = [...POLICY_KINDS, AFFILIATE_AGREEMENT_KIND] as const;
export const versionedKindSchema = z.enum(VERSIONED_KINDS);
export type VersionedKind = z.infer<typeof versionedKindSchema>;

export const policyOperations = operations({
  /** Records that the caller accepted this version; it must be the current one. */
  accept: operation({
    input: z.object({ kind: policyKindSchema, version: z.number().int().min(1) }),
    output: z.object({ kind: policyKindSchema, version: z.number().int(), acceptedAt: z.number() }),
    access: 'signedIn',
  }),
});

/** policies/{kind}: which version is current. Everyone reads; functions and commands write. */
export const policyDocSchema = z.object({
  kind: versionedKindSchema,
  title: z.string(),
  currentVersion: z.number(),
  effectiveDate: z.string(),
  publishedAt: z.number(),
});
export type PolicyDoc = z.infer<typeof policyDocSchema>;

/** policies/{kind}/versions/{version}: one published text, never changed afterwards. */
export const policyVersionDocSchema = z.object({
  version: z.number(),
  title: z.string(),
  /** Markdown. */
  content: z.string(),
  /** What changed since the previous version, shown when users are asked again. */
  summary: z.string(),
  effectiveDate: z.string(),
  publishedAt: z.number(),
});
export type PolicyVersionDoc = z.infer<typeof policyVersionDocSchema>;

/** users/{uid}.policyAcceptances: the versions the user accepted (written by functions). */
export type PolicyAcceptances = Partial<
  Record<PolicyKind, { version: number; acceptedAt: number }>
>;

/** The policies a user still has to accept, in the order they are asked (pure). */
export function pendingPolicies(
  current: Partial<Record<PolicyKind, number>>,
  accepted: PolicyAcceptances | undefined,
): PolicyKind[] {
  return POLICY_KINDS.filter((kind) => {
    const version = current[kind];
    return version !== undefined && (accepted?.[kind]?.version ?? 0) < version;
  });
}

export const policyTitles: Record<PolicyKind, string> = {
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
};

export const versionedTitles: Record<VersionedKind, string> = {
  ...policyTitles,
  affiliateAgreement: 'Affiliate Agreement',
};
