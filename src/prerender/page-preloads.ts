import { publicContentPaths } from '@contracts/public-content';
import type { PathId } from '@/config/paths';

/**
 * The public JSON each prerendered page reads as soon as it starts: its HTML asks for it with
 * `<link rel="preload">`, so the answer downloads beside the scripts instead of after them.
 * (e2e/prerendered-pages.spec.ts fails on a preload the page does not use.)
 */
export const pagePreloads: Partial<Record<PathId, readonly string[]>> = {
  pricing: [publicContentPaths.plans],
  termsAndConditions: [publicContentPaths.policy('terms')],
  privacyPolicy: [publicContentPaths.policy('privacy')],
  affiliateAgreement: [publicContentPaths.policy('affiliateAgreement')],
  affiliateProgram: [publicContentPaths.programmeSettings],
  affiliateJoin: [publicContentPaths.programmeSettings],
};
