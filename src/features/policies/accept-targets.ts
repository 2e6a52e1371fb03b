import { policyTitles, type PolicyKind, type VersionedKind } from '@contracts/policies';
import { doc, getDoc } from 'firebase/firestore';
import { paths } from '@/config/paths';
import { noteAccepted } from '@/lib/consent/consent-state';
import { getDb } from '@/lib/firebase/firestore';
import { acceptAgreementVersion, acceptPolicyVersion } from './policy-api';

/** What the accept page knows of the reader before they accept. */
export interface AcceptedState {
  /** The version they accepted before, or null. */
  version: number | null;
  /** Why they cannot accept at all (the agreement is for approved affiliates), or null. */
  refusal: 'notAffiliate' | 'suspended' | null;
}

/**
 * What differs between the accept pages of the versioned texts: where the acceptance is read and
 * recorded, the words, where the reader goes next, and what declining does.
 */
export interface AcceptTarget {
  /** Lower-case name, as in "Please accept our …". */
  name: string;
  publicPath: string;
  /** Where accepting continues when the page was opened without `redirect`. */
  defaultRedirect: string;
  fetchAccepted: (uid: string) => Promise<AcceptedState>;
  accept: (uid: string, version: number) => Promise<unknown>;
  heading: (updated: boolean) => string;
  lead: (updated: boolean) => string;
  /**
   * The policies: declining signs the user out (the product cannot be used without them). The
   * agreement: "Not now" goes back to the app; the affiliate simply earns nothing meanwhile.
   */
  declineSignsOut: boolean;
}

const versionOf = (value: unknown) => (typeof value === 'number' ? value : null);

function policyTarget(kind: PolicyKind, publicPath: string): AcceptTarget {
  const name = policyTitles[kind].toLowerCase();
  return {
    name,
    publicPath,
    defaultRedirect: paths.dashboard.path,
    fetchAccepted: async (uid) => {
      const snapshot = await getDoc(doc(await getDb(), 'users', uid));
      return {
        version: versionOf(snapshot.get(`policyAcceptances.${kind}.version`)),
        refusal: null,
      };
    },
    accept: async (uid, version) => {
      await acceptPolicyVersion(kind, version);
      noteAccepted(uid, kind, version);
    },
    heading: (updated) => (updated ? `We updated our ${name}` : `Please accept our ${name}`),
    lead: (updated) =>
      updated
        ? 'Please review what changed and accept the new version to go on using Parley.'
        : 'To use Parley, read and accept them. You only need to do this once per version.',
    declineSignsOut: true,
  };
}

export const acceptTargets: Record<VersionedKind, AcceptTarget> = {
  terms: policyTarget('terms', paths.termsAndConditions.path),
  privacy: policyTarget('privacy', paths.privacyPolicy.path),
  affiliateAgreement: {
    name: 'affiliate agreement',
    publicPath: paths.affiliateAgreement.path,
    defaultRedirect: paths.affiliateDashboard.path,
    fetchAccepted: async (uid) => {
      // The rules let an affiliate read only their own record.
      const snapshot = await getDoc(doc(await getDb(), 'affiliates', uid));
      const status = snapshot.get('status') as unknown;
      return {
        version: versionOf(snapshot.get('agreement.version')),
        refusal:
          status === 'approved' ? null : status === 'suspended' ? 'suspended' : 'notAffiliate',
      };
    },
    accept: (_uid, version) => acceptAgreementVersion(version),
    heading: (updated) =>
      updated ? 'We updated the affiliate agreement' : 'Please accept the affiliate agreement',
    lead: (updated) =>
      updated
        ? 'Review what changed and accept the new version: until you do, your link counts no visits or sign-ups and no commission is paid.'
        : 'Your link counts visits and sign-ups, and commissions are paid, once you accept the current version.',
    declineSignsOut: false,
  },
};
