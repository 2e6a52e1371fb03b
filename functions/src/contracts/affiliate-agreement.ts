import { z } from 'zod';
import { publishPolicyInputSchema } from './admin-policies';
import { operation, operations } from './operation';

/**
 * `affiliateAgreementOperations`: the affiliate agreement, versioned like the policies
 * (`policies/affiliateAgreement`, `versions/{n}`, public documents the app reads directly) and
 * accepted by approved affiliates on `affiliates/{uid}.agreement` (written only here). Until they
 * accept the current version their link counts nothing and they are not paid.
 */

/** What the admin editor sends to publish the next version (the kind is implied). */
export const publishAgreementInputSchema = publishPolicyInputSchema.omit({ kind: true });
export type PublishAgreementInput = z.infer<typeof publishAgreementInputSchema>;

export const agreementStatsSchema = z.object({
  /** Null when the agreement was never published. */
  currentVersion: z.number().int().nullable(),
  /** Approved affiliates whose accepted version is the current one. */
  accepted: z.number().int().min(0),
  /** Every approved affiliate. */
  affiliates: z.number().int().min(0),
});
export type AgreementStats = z.infer<typeof agreementStatsSchema>;

export const affiliateAgreementOperations = operations({
  /**
   * The caller (an approved affiliate) accepts this version; it must be the current one.
   * Accepting the same version again keeps the first time.
   */
  accept: operation({
    input: z.object({ version: z.number().int().min(1) }),
    output: z.object({ version: z.number().int(), acceptedAt: z.number() }),
    access: 'signedIn',
  }),
  /** Publishes the next version (affiliates must accept it again); audited `policies.publish`. */
  publish: operation({
    input: publishAgreementInputSchema,
    output: z.object({ version: z.number().int().min(1) }),
    access: 'superAdmin',
    recentSignIn: true,
  }),
  /** How many approved affiliates accepted the current version (two count aggregations). */
  stats: operation({
    input: z.object({}).optional(),
    output: agreementStatsSchema,
    access: 'superAdmin',
  }),
});
