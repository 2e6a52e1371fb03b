import type { Firestore } from 'firebase-admin/firestore';
import type { PolicyDoc, PolicyKind, PolicyVersionDoc } from '../../contracts/policies';
import { policyRef, policyVersionRef } from './store';

export interface PublishInput {
  kind: PolicyKind;
  title: string;
  content: string;
  summary: string;
  effectiveDate: string;
}

/**
 * Publishes the next version of a policy: the text is stored under its number (never changed
 * afterwards) and becomes current, so every user is asked to accept it again. Used by the
 * `policy:publish` command and the seed; the admin editor will call it too.
 */
export async function publishPolicy(
  input: PublishInput,
  deps: { db: Firestore; now: number },
): Promise<{ version: number }> {
  const { db, now } = deps;
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(policyRef(db, input.kind))).data() as PolicyDoc | undefined;
    const version = (current?.currentVersion ?? 0) + 1;
    const text: PolicyVersionDoc = {
      version,
      title: input.title,
      content: input.content,
      summary: input.summary,
      effectiveDate: input.effectiveDate,
      publishedAt: now,
    };
    tx.create(policyVersionRef(db, input.kind, version), text);
    const policy: PolicyDoc = {
      kind: input.kind,
      title: input.title,
      currentVersion: version,
      effectiveDate: input.effectiveDate,
      publishedAt: now,
    };
    tx.set(policyRef(db, input.kind), policy);
    return { version };
  });
}
