import type { Firestore } from 'firebase-admin/firestore';
import { versionedTitles } from '../../contracts/policies';
import { auditActor, recordAudit } from '../admin/audit';
import { publishPolicy, type PublishInput } from '../policies/publish-policy';

/**
 * Publishes the next version from an admin editor (a policy or the affiliate agreement): the
 * same `publishPolicy` as the command, with the audit entry (`policies.publish`, target id the
 * kind) written in its transaction, so a failed publication leaves none. Before/after hold the policy document's current version, title and effective date.
 */
export function publishPolicyAudited(
  input: PublishInput,
  caller: { uid: string; claims: Record<string, unknown> },
  deps: { db: Firestore; now: number },
): Promise<{ version: number }> {
  const { db, now } = deps;
  return publishPolicy(input, {
    db,
    now,
    inTransaction: (tx, { version, before, after }) =>
      recordAudit(tx, db, {
        actor: auditActor(caller.uid, caller.claims),
        action: 'policies.publish',
        target: {
          kind: 'policy',
          id: input.kind,
          label: `${versionedTitles[input.kind]} version ${version}`,
        },
        before: before
          ? {
              currentVersion: before.currentVersion,
              title: before.title,
              effectiveDate: before.effectiveDate,
            }
          : null,
        after: {
          currentVersion: after.currentVersion,
          title: after.title,
          effectiveDate: after.effectiveDate,
          summary: input.summary,
        },
        at: now,
      }),
  });
}
