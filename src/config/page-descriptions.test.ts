import { describe, expect, it } from 'vitest';
import { pageDescriptions } from './page-descriptions';
import { paths, type PathId } from './paths';
import { site } from './site';

describe('page descriptions', () => {
  it('give every public page its own words, none the site default', () => {
    const publicIds = (Object.keys(paths) as PathId[]).filter(
      (id) => paths[id].access === 'public',
    );
    const descriptions = publicIds.map((id) => pageDescriptions[id]);
    for (const [index, description] of descriptions.entries()) {
      expect(description, publicIds[index]).toMatch(/\S/);
      expect(description, publicIds[index]).not.toBe(site.description);
    }
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
