import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  DEFAULT_PROGRAMME_SETTINGS,
  programmeCollections,
  programmeSettingsSchema,
  type ProgrammeSettings,
} from '../../contracts/affiliate-programme';

/** affiliateProgramme/settings: the programme's terms (public read, written by functions). */
export const programmeSettingsRef = (db: Firestore): DocumentReference =>
  db.collection(programmeCollections.settings).doc(programmeCollections.settingsDoc);

/**
 * The stored settings parsed, or DEFAULT_PROGRAMME_SETTINGS when the document is absent. A stored
 * document that does not parse (hand-edited, older shape) also falls back to the defaults, field
 * by field where possible, and is logged: the programme keeps running on known terms.
 */
export function parseProgrammeSettings(data: unknown): ProgrammeSettings {
  if (data === undefined || data === null) return { ...DEFAULT_PROGRAMME_SETTINGS };
  const whole = programmeSettingsSchema.safeParse(data);
  if (whole.success) return whole.data;
  const merged = programmeSettingsSchema.safeParse({
    ...DEFAULT_PROGRAMME_SETTINGS,
    ...pickValidFields(data as Record<string, unknown>),
  });
  logger.warn('affiliateProgramme/settings does not parse; defaults fill the invalid fields', {
    issues: whole.error.issues.map((issue) => issue.path.join('.')),
  });
  return merged.success ? merged.data : { ...DEFAULT_PROGRAMME_SETTINGS };
}

function pickValidFields(data: Record<string, unknown>): Partial<ProgrammeSettings> {
  const shape = programmeSettingsSchema.shape;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const field = shape[key].safeParse(data[key]);
    if (field.success) out[key] = field.data;
  }
  return out as Partial<ProgrammeSettings>;
}

/**
 * The programme's settings (or the defaults). Pass `tx` to read inside a transaction (e.g. a
 * commission computed in the same transaction as its ledger entry).
 */
export async function readProgrammeSettings(
  db: Firestore,
  tx?: Transaction,
): Promise<ProgrammeSettings> {
  const ref = programmeSettingsRef(db);
  const snap = tx ? await tx.get(ref) : await ref.get();
  return parseProgrammeSettings(snap.exists ? snap.data() : undefined);
}
