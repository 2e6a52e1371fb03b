import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { PolicyDoc, PolicyVersionDoc, VersionedKind } from '../../contracts/policies';
import { policyConverter, policyRef, policyVersionRef } from './store';

export interface PublishInput {
  /** A policy, or the affiliate agreement (published the same way, accepted elsewhere). */
  kind: VersionedKind;
  title: string;
  content: string;
  summary: string;
  effectiveDate: string;
}

/** What a publication changed, for a caller that records it in the same transaction. */
export interface Publication {
  version: number;
  /** The policy document before (undefined on the first version) and after. */
  before: PolicyDoc | undefined;
  after: PolicyDoc;
}

/**
 * Publishes the next version of a policy: the text is stored under its number (never changed
 * afterwards) and becomes current, so every user (for the affiliate agreement: every approved
 * affiliate) is asked to accept it again. Used by the `policy:publish` command, the seed and the
 * admin editors (`adminPolicyOperations.publish`, `affiliateAgreementOperations.publish`), which
 * pass `inTransaction` to write their audit entry in the same transaction.
 */
export async function publishPolicy(
  input: PublishInput,
  deps: {
    db: Firestore;
    now: number;
    /** Runs inside the transaction after the writes (e.g. `recordAudit`). */
    inTransaction?: (tx: Transaction, publication: Publication) => void;
  },
): Promise<{ version: number }> {
  const { db, now, inTransaction } = deps;
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(policyRef(db, input.kind).withConverter(policyConverter))).data();
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
    inTransaction?.(tx, { version, before: current, after: policy });
    return { version };
  });
}
