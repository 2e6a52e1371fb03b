import type { PolicyDoc, PolicyKind, PolicyVersionDoc, VersionedKind } from '@contracts/policies';
import { collection, doc, getDoc, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { callOperationLazily } from '@/lib/firebase/call-operation-lazily';
import { getLiteDb } from '@/lib/firebase/firestore-lite';

/*
 * The public policy pages read here: Firestore Lite (one-off reads), and the Functions SDK only
 * when someone accepts, so a visitor reading the terms loads neither full SDK.
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
  const policy = (await getDoc(doc(db, 'policies', kind))).data() as PolicyDoc | undefined;
  if (!policy) return null;
  const wanted = version ?? policy.currentVersion;
  const text = (await getDoc(doc(db, 'policies', kind, 'versions', String(wanted)))).data() as
    PolicyVersionDoc | undefined;
  return text ? { ...text, kind, current: wanted === policy.currentVersion } : null;
}

export interface VersionSummary {
  version: number;
  effectiveDate: string;
  summary: string;
}

/** The published versions, newest first (at most 50: a policy changes a few times a year). */
export async function fetchPolicyVersions(kind: VersionedKind): Promise<VersionSummary[]> {
  const db = await getLiteDb();
  const snapshot = await getDocs(
    query(collection(db, 'policies', kind, 'versions'), orderBy('version', 'desc'), limit(50)),
  );
  return snapshot.docs.map((d) => {
    const data = d.data() as PolicyVersionDoc;
    return { version: data.version, effectiveDate: data.effectiveDate, summary: data.summary };
  });
}

export async function acceptPolicyVersion(kind: PolicyKind, version: number) {
  return callOperationLazily('policyOperations', 'accept', { kind, version });
}

/** The affiliate agreement is accepted through its own callable (approved affiliates only). */
export async function acceptAgreementVersion(version: number) {
  return callOperationLazily('affiliateAgreementOperations', 'accept', { version });
}
