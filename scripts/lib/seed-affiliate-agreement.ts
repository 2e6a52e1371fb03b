import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import type { AffiliateDoc } from '../../functions/src/contracts/affiliate-programme';
import { versionedTitles } from '../../functions/src/contracts/policies';
import { currentAgreementVersion } from '../../functions/src/services/affiliate-agreement/current-version';
import { publishPolicy } from '../../functions/src/services/policies/publish-policy';
import { ROOT } from './stack';

/** The demo's agreement versions, reviewed like code (content/policies). */
const versions = [
  { file: 'affiliate-agreement-v1.md', summary: 'First version.', effectiveDate: '2026-10-01' },
  {
    file: 'affiliate-agreement-v2.md',
    summary:
      'New section 3, Payouts: monthly payouts above the minimum balance, and taxes are yours. Section 1 now says your link counts only while you accept the current version.',
    effectiveDate: '2026-11-15',
  },
  {
    file: 'affiliate-agreement-v3.md',
    summary:
      'Section 1: the attribution window runs from a click on your link, under the model the programme terms state; a company stays with the affiliate who referred its creator. Section 2: a flat commission is paid once per referred person; payments in another currency are held.',
    effectiveDate: '2026-11-26',
  },
] as const;

/**
 * Publishes the versions of the affiliate agreement above (each only if the agreement has fewer
 * versions, so a version published since from the admin editor stays current), then records the
 * given affiliates as having accepted the current version, so their dashboard and link work.
 * Idempotent: an acceptance of the current version keeps its first time.
 */
export async function seedAffiliateAgreement(db: Firestore, affiliateUids: string[]) {
  for (const [index, version] of versions.entries()) {
    if (((await currentAgreementVersion(db)) ?? 0) > index) continue;
    await publishPolicy(
      {
        kind: 'affiliateAgreement',
        title: versionedTitles.affiliateAgreement,
        content: readFileSync(join(ROOT, 'content', 'policies', version.file), 'utf8'),
        summary: version.summary,
        effectiveDate: version.effectiveDate,
      },
      { db, now: Date.now() },
    );
  }
  await acceptCurrentAgreement(db, affiliateUids);
}

/** Records that these (existing) affiliates accepted the current agreement version. */
export async function acceptCurrentAgreement(db: Firestore, affiliateUids: string[]) {
  const version = await currentAgreementVersion(db);
  if (version === null) return;
  for (const uid of affiliateUids) {
    const ref = db.doc(`affiliates/${uid}`);
    const previous = ((await ref.get()).data() as AffiliateDoc | undefined)?.agreement;
    if (previous?.version === version) continue;
    const agreement = { version, acceptedAt: Date.now(), userAgent: 'seed' };
    await ref.set({ agreement }, { merge: true });
  }
}
