import type { CompanyDetails } from './create-company';
import type { CompanyDeps } from './deps';
import { requireRole } from './membership';
import { claimSlug, releaseSlug, slugHolder, slugTaken } from './slugs';
import { COMPANY_ACTIONS } from '../../contracts/company-permissions';

/**
 * Renames and edits a company (owner or admin). A new slug is claimed and the old one freed in
 * the same transaction, so the company never has none and never holds two.
 */
export async function updateCompany(
  input: CompanyDetails & { companyId: string },
  uid: string,
  deps: CompanyDeps,
): Promise<{ ok: true }> {
  const { db, now } = deps;
  const { companyId, ...details } = input;
  await db.runTransaction(async (tx) => {
    const { company, companyRef } = await requireRole(tx, db, companyId, uid, COMPANY_ACTIONS.edit);
    const slugChanges = details.slug !== company.slug;
    if (slugChanges) {
      const holder = await slugHolder(tx, db, details.slug);
      if (holder !== null && holder !== companyId) throw slugTaken(details.slug);
      const oldHolder = await slugHolder(tx, db, company.slug);
      claimSlug(tx, db, details.slug, companyId);
      if (oldHolder === companyId) releaseSlug(tx, db, company.slug);
    }
    tx.update(companyRef, { ...details, updatedAt: now });
  });
  return { ok: true };
}
