import { z } from 'zod';

/**
 * Versioned policies every signed-in user accepts: the shared contract of `policyOperations`
 * and the documents the app reads directly (public).
 */
export const POLICY_KINDS = ['terms', 'privacy'] as const;
export const policyKindSchema = z.enum(POLICY_KINDS);
export type PolicyKind = z.infer<typeof policyKindSchema>;

export const policyOperationsInputSchema = z.discriminatedUnion('action', [
  /** Records that the caller accepted this version; it must be the current one. */
  z.object({
    action: z.literal('accept'),
    payload: z.object({ kind: policyKindSchema, version: z.number().int().min(1) }),
  }),
]);
export type PolicyOperationsInput = z.input<typeof policyOperationsInputSchema>;

export const policyOperationsOutputSchema = z.object({
  kind: policyKindSchema,
  version: z.number().int(),
  acceptedAt: z.number(),
});

/** policies/{kind}: which version is current. Everyone reads; functions and commands write. */
export interface PolicyDoc {
  kind: PolicyKind;
  title: string;
  currentVersion: number;
  effectiveDate: string;
  publishedAt: number;
}

/** policies/{kind}/versions/{version}: one published text, never changed afterwards. */
export interface PolicyVersionDoc {
  version: number;
  title: string;
  /** Markdown. */
  content: string;
  /** What changed since the previous version, shown when users are asked again. */
  summary: string;
  effectiveDate: string;
  publishedAt: number;
}

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
