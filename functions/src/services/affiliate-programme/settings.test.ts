import { describe, expect, it, vi } from 'vitest';
import { logger } from 'firebase-functions';
import { DEFAULT_PROGRAMME_SETTINGS } from '../../contracts/affiliate-programme';
import { parseProgrammeSettings } from './settings';

describe('parseProgrammeSettings', () => {
  it('answers the defaults for an absent document', () => {
    expect(parseProgrammeSettings(undefined)).toEqual(DEFAULT_PROGRAMME_SETTINGS);
  });

  it('answers a valid document as stored', () => {
    const stored = { ...DEFAULT_PROGRAMME_SETTINGS, commissionType: 'flat', flatAmountCents: 900 };
    expect(parseProgrammeSettings(stored)).toEqual(stored);
  });

  it('keeps valid fields and fills invalid ones with defaults', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const parsed = parseProgrammeSettings({ ratePercent: 35, holdDays: -4, autoApprove: 'yes' });
    expect(parsed).toEqual({ ...DEFAULT_PROGRAMME_SETTINGS, ratePercent: 35 });
    expect(warn).toHaveBeenCalledOnce();
  });
});
