import { z } from 'zod';
import { operation, operations } from './operation';
import { policyKindSchema } from './policies';

/**
 * `adminPolicyOperations`: the policy editors of the admin area (`/admin/terms-and-conditions`,
 * `/admin/privacy-policy`). Publishing goes through the same `publishPolicy` service as the
 * `policy:publish` command, audited in its transaction. Versions themselves are public
 * documents the editor reads directly.
 */

/** What the editor sends to publish the next version (the command checks the same bounds). */
export const publishPolicyInputSchema = z.object({
  kind: policyKindSchema,
  title: z.string().trim().min(1, 'Give the policy a title.').max(120),
  /** Markdown. */
  content: z.string().trim().min(1, 'Write the text of the policy.').max(200_000),
  summary: z.string().trim().min(1, 'Say what changed: users read it when asked again.').max(2000),
  effectiveDate: z.iso.date('Pick the date the version takes effect.'),
});
export type PublishPolicyInput = z.infer<typeof publishPolicyInputSchema>;

export const policyStatsSchema = z.object({
  /** Null when the policy was never published. */
  currentVersion: z.number().int().nullable(),
  /** Users whose accepted version of this policy is the current one. */
  accepted: z.number().int().min(0),
  /** Every user document (`users/{uid}`). */
  users: z.number().int().min(0),
});
export type PolicyStats = z.infer<typeof policyStatsSchema>;

export const adminPolicyOperations = operations({
  /** Publishes the next version (every user is asked to accept it); audited `policies.publish`. */
  publish: operation({
    input: publishPolicyInputSchema,
    output: z.object({ version: z.number().int().min(1) }),
    access: 'superAdmin',
    recentSignIn: true,
  }),
  /** How many users accepted the current version, out of how many (two count aggregations). */
  stats: operation({
    input: z.object({ kind: policyKindSchema }),
    output: policyStatsSchema,
    access: 'superAdmin',
  }),
});
