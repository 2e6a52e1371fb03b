import { validatedOperations } from '../lib/validated-on-call';
import { programmeDeps } from '../services/affiliate-programme/runtime-deps';
import { updateProgrammeSettings } from '../services/affiliate-programme/update-settings';

/** The affiliate programme's settings, for super admins (audited with before and after). */
export const adminAffiliateProgrammeOperations = validatedOperations(
  'adminAffiliateProgrammeOperations',
  {
    updateSettings: (payload, { uid, claims }) =>
      updateProgrammeSettings(payload, { uid, claims }, programmeDeps()),
  },
);
