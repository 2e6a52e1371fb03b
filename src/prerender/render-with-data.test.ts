// @vitest-environment node
import type { PublicPolicy } from '@contracts/public-content';
import { describe, expect, it } from 'vitest';
import { renderWithData } from './render-with-data';

const policy = (version: number, words: string): PublicPolicy => ({
  currentVersion: 2,
  text: {
    version,
    title: 'Privacy policy',
    content: `# ${words}`,
    summary: 'Clearer words',
    effectiveDate: '2026-01-01',
    publishedAt: 1,
    html: `<p>${words}</p>`,
  },
  versions: [
    { version: 2, effectiveDate: '2026-01-01', summary: 'Clearer words' },
    { version: 1, effectiveDate: '2025-01-01', summary: 'First' },
  ],
});

/** Answers the privacy policy's address (any version) with `words`; anything else throws. */
const readPolicy =
  (words: string, asked: string[] = []) =>
  async (address: string) => {
    asked.push(address);
    const version = /version=(\d+)/.exec(address)?.[1];
    if (!address.startsWith('/api/public/policies/privacy')) throw new Error(`not ${address}`);
    return policy(version ? Number(version) : 2, words);
  };

describe('renderWithData', () => {
  it('renders the page with the answers to what it asked for, and hands them over', async () => {
    const asked: string[] = [];
    const { markup, queryState } = await renderWithData(
      '/privacy-policy',
      readPolicy('We keep little.', asked),
    );
    expect(asked).toEqual(['/api/public/policies/privacy']);
    expect(markup).toContain('<p>We keep little.</p>');
    expect(markup).toMatch(/Version (<!-- -->)?2/);
    expect(markup).not.toContain('aria-label="Loading"');
    expect(JSON.stringify(queryState)).toContain('We keep little.');
  });

  it('reads only what the page asks for: not the live data it keeps for a signed-in reader', async () => {
    const asked: string[] = [];
    const { markup } = await renderWithData('/pricing', async (address) => {
      asked.push(address);
      return {
        plans: [
          {
            id: 'team',
            name: 'Team',
            description: 'For teams',
            order: 1,
            active: true,
            currency: 'usd',
            features: ['Everything'],
            limits: { seats: 10 },
            prices: { month: { amount: 1200 }, year: null },
          },
        ],
      };
    });
    expect(asked).toEqual(['/api/public/plans']);
    expect(markup).toContain('>Team<');
  });

  it('renders the asked version of a page from its query', async () => {
    const asked: string[] = [];
    const { markup } = await renderWithData(
      '/privacy-policy?version=1',
      readPolicy('Old words.', asked),
    );
    expect(asked).toEqual(['/api/public/policies/privacy?version=1']);
    expect(markup).toContain('You are reading an earlier version');
  });

  it('fails when a read fails, and the next render starts clean', async () => {
    await expect(
      renderWithData('/privacy-policy', async () => {
        throw new Error('Firestore unavailable');
      }),
    ).rejects.toThrow(/Firestore unavailable/);
    const { markup } = await renderWithData('/privacy-policy', readPolicy('Fresh words.'));
    expect(markup).toContain('Fresh words.');
  });

  it('fails when a read hangs, without holding up the renders queued behind it', async () => {
    const hanging = renderWithData('/privacy-policy', () => new Promise(() => {}), 50);
    const next = renderWithData('/privacy-policy', readPolicy('Next visitor.'));
    await expect(hanging).rejects.toThrow(/took longer than 50 ms/);
    expect((await next).markup).toContain('Next visitor.');
  });

  it('keeps pages rendered at the same time apart', async () => {
    const [first, second] = await Promise.all([
      renderWithData('/privacy-policy', readPolicy('First visitor.')),
      renderWithData('/privacy-policy', readPolicy('Second visitor.')),
    ]);
    expect(first.markup).toContain('First visitor.');
    expect(first.markup).not.toContain('Second visitor.');
    expect(second.markup).toContain('Second visitor.');
  });
});
