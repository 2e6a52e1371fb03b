import { describe, expect, it } from 'vitest';
import { htmlFileFor } from './prerender-plugin';

describe('prerendered pages', () => {
  it('are written where Hosting (cleanUrls) serves each path from', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/pricing')).toBe('pricing.html');
    expect(htmlFileFor('/affiliate/join')).toBe('affiliate/join.html');
  });
});
