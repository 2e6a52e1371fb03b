import type { ProgrammeSettings } from '../../contracts/affiliate-programme';
import { auditActor, recordAudit } from '../admin/audit';
import { refuseAffiliateSettingsChange } from '../admin/own-affiliate-account';
import type { Actor, ProgrammeDeps } from './deps';
import { programmeSettingsRef } from './settings';

/**
 * Replaces affiliateProgramme/settings with the audit entry (before: what was stored, null when
 * the programme ran on the defaults) in the same transaction. Changes apply to what happens next
 * (commissions already in the ledger keep their amounts).
 */
export async function updateProgrammeSettings(
  settings: ProgrammeSettings,
  actor: Actor,
  deps: Pick<ProgrammeDeps, 'db' | 'now'>,
): Promise<{ settings: ProgrammeSettings }> {
  const { db, now } = deps;
  const ref = programmeSettingsRef(db);
  await db.runTransaction(async (tx) => {
    await refuseAffiliateSettingsChange(db, actor.uid, tx);
    const snap = await tx.get(ref);
    tx.set(ref, settings);
    recordAudit(tx, db, {
      actor: auditActor(actor.uid, actor.claims),
      action: 'affiliateProgramme.updateSettings',
      target: { kind: 'settings', id: 'affiliateProgramme/settings', label: 'Affiliate programme' },
      before: snap.exists ? (snap.data() ?? null) : null,
      after: { ...settings },
      at: now,
    });
  });
  return { settings };
}
