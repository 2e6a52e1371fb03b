import {
  DEFAULT_PROGRAMME_SETTINGS,
  programmeSettingsSchema,
} from '@contracts/affiliate-programme';
import type { ProgrammeSettings } from '@contracts/affiliate-programme';
import { doc, getDoc } from 'firebase/firestore/lite';
import { getLiteDb } from '../firebase/firestore-lite';

/**
 * affiliateProgramme/settings (public), parsed; the defaults while a super admin has not saved
 * any. Loaded by a dynamic import (use-programme-settings.ts), so public pages carry no Firestore
 * in their first bytes, and read through Firestore Lite.
 */
export async function fetchProgrammeSettings(): Promise<ProgrammeSettings> {
  const snapshot = await getDoc(doc(await getLiteDb(), 'affiliateProgramme', 'settings'));
  if (!snapshot.exists()) return { ...DEFAULT_PROGRAMME_SETTINGS };
  const data = snapshot.data();
  const parsed = programmeSettingsSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  // A field that does not parse falls back to its default, as on the server.
  const merged: Record<string, unknown> = { ...DEFAULT_PROGRAMME_SETTINGS };
  const shape = programmeSettingsSchema.shape;
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const field = shape[key].safeParse(data[key]);
    if (field.success) merged[key] = field.data;
  }
  return programmeSettingsSchema.parse(merged);
}
