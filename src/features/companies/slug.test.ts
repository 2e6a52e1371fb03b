import { describe, expect, it } from 'vitest';
import { COMPANY_SLUG_PATTERN } from '@contracts/companies';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Acme', 'acme'],
    ['Acme Corp', 'acme-corp'],
    ['  Café Zoë & Co.  ', 'cafe-zoe-co'],
    ['ÅRHUS   Bikes!!', 'arhus-bikes'],
    ['--Hello__World--', 'hello-world'],
    ['北京', ''],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('stays within 48 characters and never ends on a hyphen', () => {
    const slug = slugify(`${'a'.repeat(47)} b c`);
    expect(slug.length).toBeLessThanOrEqual(48);
    expect(slug).toMatch(COMPANY_SLUG_PATTERN);
  });
});
