import type { Firestore } from 'firebase-admin/firestore';
import type { VersionedKind } from '../../contracts/policies';
import type {
  PublicPlans,
  PublicPolicy,
  PublicProgrammeSettings,
} from '../../contracts/public-content';
import { readProgrammeSettings } from '../affiliate-programme/settings';
import { plansRef } from '../billing/store';
import {
  policyConverter,
  policyRef,
  policyVersionConverter,
  policyVersionRef,
} from '../policies/store';
import { renderPolicyHtml } from './render-policy-html';

/** The plans on offer, by `order`: what the rules let anyone list. */
export async function readPublicPlans(db: Firestore): Promise<PublicPlans> {
  const snapshot = await plansRef(db).where('active', '==', true).orderBy('order').get();
  return { plans: snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id })) };
}

/** The programme's terms, parsed, with the defaults for what a super admin has not saved. */
export async function readPublicProgrammeSettings(db: Firestore): Promise<PublicProgrammeSettings> {
  return { settings: await readProgrammeSettings(db) };
}

const VERSIONS_LISTED = 50;

/** A policy's asked version (else its current one) as HTML, and the list of its versions. */
export async function readPublicPolicy(
  db: Firestore,
  kind: VersionedKind,
  version?: number,
): Promise<PublicPolicy> {
  const [policy, listed] = await Promise.all([
    policyRef(db, kind).withConverter(policyConverter).get(),
    policyRef(db, kind)
      .collection('versions')
      .withConverter(policyVersionConverter)
      .orderBy('version', 'desc')
      .limit(VERSIONS_LISTED)
      .get(),
  ]);
  const currentVersion = policy.data()?.currentVersion ?? null;
  const versions = listed.docs.map((doc) => {
    const { version: v, effectiveDate, summary } = doc.data();
    return { version: v, effectiveDate, summary };
  });
  const wanted = version ?? currentVersion;
  if (wanted === null) return { currentVersion, text: null, versions };
  const stored =
    listed.docs.find((doc) => doc.get('version') === wanted)?.data() ??
    (await policyVersionRef(db, kind, wanted).withConverter(policyVersionConverter).get()).data();
  if (!stored) return { currentVersion, text: null, versions };
  return {
    currentVersion,
    text: { ...stored, html: await renderPolicyHtml(stored.content) },
    versions,
  };
}
