import type { PolicyDoc, PolicyKind, PolicyVersionDoc } from '@contracts/policies';
import { collection, doc, getDoc, getDocs, limit, orderBy, query } from 'firebase/firestore';
import { callFunction } from '@/lib/firebase/functions';
import { getDb } from '@/lib/firebase/firestore';

export interface PolicyText extends PolicyVersionDoc {
  kind: PolicyKind;
  current: boolean;
}

/** A policy's text: the given version, or the current one. Null when never published. */
export async function fetchPolicyText(
  kind: PolicyKind,
  version?: number,
): Promise<PolicyText | null> {
  const db = await getDb();
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
export async function fetchPolicyVersions(kind: PolicyKind): Promise<VersionSummary[]> {
  const db = await getDb();
  const snapshot = await getDocs(
    query(collection(db, 'policies', kind, 'versions'), orderBy('version', 'desc'), limit(50)),
  );
  return snapshot.docs.map((d) => {
    const data = d.data() as PolicyVersionDoc;
    return { version: data.version, effectiveDate: data.effectiveDate, summary: data.summary };
  });
}

export async function acceptPolicyVersion(kind: PolicyKind, version: number) {
  return callFunction('policyOperations', { action: 'accept', payload: { kind, version } });
}
