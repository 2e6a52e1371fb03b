import {
  DEFAULT_PROGRAMME_SETTINGS,
  programmeSettingsSchema,
  type ProgrammeSettings,
} from '@contracts/affiliate-programme';
import { publicContentPaths, type PublicProgrammeSettings } from '@contracts/public-content';
import { fetchPublicContent } from '../public-content';

/**
 * The programme's settings as the server parsed them (the defaults for what a super admin has
 * not saved), from public JSON: the public programme pages load no Firebase SDK for them. Loaded
 * by a dynamic import (use-programme-settings.ts). Checked again here, at the edge: a field that
 * does not parse falls back to its default, as on the server.
 */
export async function fetchProgrammeSettings(): Promise<ProgrammeSettings> {
  const { settings } = await fetchPublicContent<PublicProgrammeSettings>(
    publicContentPaths.programmeSettings,
  );
  return parseLeniently(settings);
}

/**
 * The stored document itself, through Firestore Lite: the admin settings page, which must edit
 * what is saved this moment, not a copy a CDN kept for a minute.
 */
export async function fetchLiveProgrammeSettings(): Promise<ProgrammeSettings> {
  const [{ doc, getDoc }, { getLiteDb }] = await Promise.all([
    import('firebase/firestore/lite'),
    import('../firebase/firestore-lite'),
  ]);
  const snapshot = await getDoc(doc(await getLiteDb(), 'affiliateProgramme', 'settings'));
  return snapshot.exists() ? parseLeniently(snapshot.data()) : { ...DEFAULT_PROGRAMME_SETTINGS };
}

function parseLeniently(settings: unknown): ProgrammeSettings {
  const parsed = programmeSettingsSchema.safeParse(settings);
  if (parsed.success) return parsed.data;
  const merged: Record<string, unknown> = { ...DEFAULT_PROGRAMME_SETTINGS };
  const shape = programmeSettingsSchema.shape;
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const field = shape[key].safeParse((settings as Record<string, unknown> | null)?.[key]);
    if (field.success) merged[key] = field.data;
  }
  return programmeSettingsSchema.parse(merged);
}
