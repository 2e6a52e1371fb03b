import {
  policyDocSchema,
  policyVersionDocSchema,
  type PolicyKind,
  type PolicyVersionDoc,
  type VersionedKind,
} from '@contracts/policies';
import { doc, getDoc } from 'firebase/firestore/lite';
import { callOperationLazily } from '@/lib/firebase/call-operation-lazily';
import { checkedData } from '@/lib/firebase/checked-data';
import { getLiteDb } from '@/lib/firebase/firestore-lite';

/*
 * The accept pages read here: Firestore Lite (one-off reads, the version current this moment),
 * and the Functions SDK when someone accepts. The public policy pages read the public JSON
 * instead (public-policy-api.ts) and load neither.
 */

export interface PolicyText extends PolicyVersionDoc {
  kind: VersionedKind;
  current: boolean;
}

/** A policy's text: the given version, or the current one. Null when never published. */
export async function fetchPolicyText(
  kind: VersionedKind,
  version?: number,
): Promise<PolicyText | null> {
  const db = await getLiteDb();
  const policy = checkedData(policyDocSchema, await getDoc(doc(db, 'policies', kind)));
  if (!policy) return null;
  const wanted = version ?? policy.currentVersion;
  const text = checkedData(
    policyVersionDocSchema,
    await getDoc(doc(db, 'policies', kind, 'versions', String(wanted))),
  );
  return text ? { ...text, kind, current: wanted === policy.currentVersion } : null;
}

export type { PolicyVersionSummary as VersionSummary } from '@contracts/public-content';

export async function acceptPolicyVersion(kind: PolicyKind, version: number) {
  return callOperationLazily('policyOperations', 'accept', { kind, version });
}

/** The affiliate agreement is accepted through its own callable (approved affiliates only). */
export async function acceptAgreementVersion(version: number) {
  return callOperationLazily('affiliateAgreementOperations', 'accept', { version });
}
