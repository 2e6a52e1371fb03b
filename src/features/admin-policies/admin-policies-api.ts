import type { PublishPolicyInput } from '@contracts/admin-policies';
import {
  policyDocSchema,
  policyVersionDocSchema,
  type PolicyDoc,
  type PolicyVersionDoc,
  type VersionedKind,
} from '@contracts/policies';
import { collection, doc, getDoc, getDocs, limit, orderBy, query } from 'firebase/firestore';
import { paths } from '@/config/paths';
import { queryKeys } from '@/lib/data/keys';
import { checkedData, checkedDocs } from '@/lib/firebase/checked-data';
import { callOperation } from '@/lib/firebase/functions';
import { getDb } from '@/lib/firebase/firestore';

export interface PolicyHistory {
  /** Null when the policy was never published. */
  policy: PolicyDoc | null;
  /** Every published version, newest first (at most 100: a policy changes a few times a year). */
  versions: PolicyVersionDoc[];
}

/** The policy and its versions, read directly: both are public documents. */
export async function fetchPolicyHistory(kind: VersionedKind): Promise<PolicyHistory> {
  const db = await getDb();
  const [policy, versions] = await Promise.all([
    getDoc(doc(db, 'policies', kind)),
    getDocs(
      query(collection(db, 'policies', kind, 'versions'), orderBy('version', 'desc'), limit(100)),
    ),
  ]);
  return {
    policy: checkedData(policyDocSchema, policy) ?? null,
    versions: checkedDocs(policyVersionDocSchema, versions.docs).map(({ data }) => data),
  };
}

/** How many of the people asked accepted the current version. */
export interface AcceptanceCount {
  currentVersion: number | null;
  accepted: number;
  total: number;
}

export type PublishValues = Omit<PublishPolicyInput, 'kind'>;

/**
 * What differs between the editors of the versioned texts: who is asked to accept them, where
 * they are public, and the callable that publishes and counts (the policies'
 * `adminPolicyOperations`, the agreement's `affiliateAgreementOperations`). Both publish through
 * the same audited `publishPolicy` on the server.
 */
export interface EditorTarget {
  /** The public page (earlier versions at `?version=N`). */
  publicPath: string;
  /** As in "Publish version 3 of the …?". */
  lowerName: string;
  /** "policy" or "agreement", as in "This … has not been published yet". */
  noun: string;
  /** Who is asked to accept a new version, capitalised ("Every user"). */
  audience: string;
  /** What happens to them until they accept, for the confirmation. */
  untilAccepted: string;
  /** The stats' denominator ("users"). */
  population: string;
  fetchStats: () => Promise<AcceptanceCount>;
  publish: (values: PublishValues) => Promise<{ version: number }>;
}

const policyTarget = (
  kind: 'terms' | 'privacy',
  publicPath: string,
  lowerName: string,
): EditorTarget => ({
  publicPath,
  lowerName,
  noun: 'policy',
  audience: 'Every user',
  untilAccepted: 'before they can use the app again',
  population: 'users',
  fetchStats: async () => {
    const { users, ...rest } = await callOperation('adminPolicyOperations', 'stats', { kind });
    return { ...rest, total: users };
  },
  publish: (values) => callOperation('adminPolicyOperations', 'publish', { kind, ...values }),
});

/**
 * What publishing a version makes stale: the editor's history and stats, and what the public
 * pages and the acceptance prompts read.
 */
export const publishedReads = (kind: VersionedKind) => [
  queryKeys.admin.policyHistory(kind),
  queryKeys.admin.policyStats(kind),
  queryKeys.policies.kind(kind),
];

export const editorTargets: Record<VersionedKind, EditorTarget> = {
  terms: policyTarget('terms', paths.termsAndConditions.path, 'terms and conditions'),
  privacy: policyTarget('privacy', paths.privacyPolicy.path, 'privacy policy'),
  affiliateAgreement: {
    publicPath: paths.affiliateAgreement.path,
    lowerName: 'affiliate agreement',
    noun: 'agreement',
    audience: 'Every approved affiliate',
    untilAccepted: 'and, until they do, their link counts nothing and they are not paid',
    population: 'approved affiliates',
    fetchStats: async () => {
      const { affiliates, ...rest } = await callOperation('affiliateAgreementOperations', 'stats');
      return { ...rest, total: affiliates };
    },
    publish: (values) => callOperation('affiliateAgreementOperations', 'publish', values),
  },
};
