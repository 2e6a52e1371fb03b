import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROGRAMME_SETTINGS } from '@contracts/affiliate-programme';
import { publicContentPaths } from '@contracts/public-content';
import { renderPage as renderAt } from '../../../tests/support/render-page';

/** The public JSON the page reads: the agreement, and the programme's settings. */
const content = vi.hoisted(() => ({ settings: {} as Record<string, unknown> }));
vi.mock('@/lib/public-content', () => ({
  fetchPublicContent: async (path: string) => {
    if (path === publicContentPaths.programmeSettings) return { settings: content.settings };
    return {
      currentVersion: 3,
      versions: [{ version: 3, effectiveDate: '2026-11-26', summary: 'Clicks.', publishedAt: 1 }],
      text: {
        version: 3,
        title: 'Affiliate Agreement',
        effectiveDate: '2026-11-26',
        summary: 'Clicks.',
        content: 'The window is in the programme terms.',
        html: '<p>The window is in the programme terms.</p>',
        publishedAt: 1,
      },
    };
  },
}));

const { default: AffiliateAgreementPage } = await import('./affiliate-agreement-page');

const renderPage = () => renderAt(<AffiliateAgreementPage />, '/affiliate/agreement');

describe('/affiliate/agreement', () => {
  it.each([
    [
      'firstTouch',
      45,
      'A sign-up within 45 days of clicking an affiliate link; the first link clicked in that time is credited',
    ],
    [
      'lastTouch',
      7,
      'A sign-up within 7 days of clicking an affiliate link; the last link clicked before signing up is credited',
    ],
  ] as const)(
    'states the %s model and the window of the live settings beside the text',
    async (model, days, words) => {
      content.settings = {
        ...DEFAULT_PROGRAMME_SETTINGS,
        attributionModel: model,
        attributionWindowDays: days,
      };
      renderPage();
      const terms = await screen.findByRole('region', {
        name: 'The programme terms in force today',
      });
      expect(await within(terms).findByText(words)).toBeInTheDocument();
      expect(screen.getByText('The window is in the programme terms.')).toBeInTheDocument();
    },
  );
});
