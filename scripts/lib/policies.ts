import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import {
  POLICY_KINDS,
  policyTitles,
  type PolicyDoc,
  type PolicyKind,
} from '../../functions/src/contracts/policies';
import { publishPolicy } from '../../functions/src/services/policies/publish-policy';
import { ROOT } from './stack';

/** The first published text of each policy lives in the repo, reviewed like code. */
export const policySource = (kind: PolicyKind) =>
  readFileSync(join(ROOT, 'content', 'policies', `${kind}.md`), 'utf8');

/**
 * Publishes version 1 of each policy that has none yet, and records the given users as having
 * accepted the current versions (the demo accounts, so they land on the dashboard). Idempotent.
 */
export async function seedPolicies(db: Firestore, acceptedBy: string[]): Promise<void> {
  for (const kind of POLICY_KINDS) {
    const existing = await db.doc(`policies/${kind}`).get();
    if (!existing.exists) {
      await publishPolicy(
        {
          kind,
          title: policyTitles[kind],
          content: policySource(kind),
          summary: 'First version.',
          effectiveDate: '2026-11-01',
        },
        { db, now: Date.now() },
      );
    }
    const { currentVersion } = (await db.doc(`policies/${kind}`).get()).data() as PolicyDoc;
    await Promise.all(
      acceptedBy.map((uid) =>
        db
          .doc(`users/${uid}`)
          .set(
            { policyAcceptances: { [kind]: { version: currentVersion, acceptedAt: Date.now() } } },
            { merge: true },
          ),
      ),
    );
  }
}
