import { DATA_PAGE_PATHS } from '@contracts/public-pages';
import { describe, expect, it } from 'vitest';
import { paths, type PathId } from '@/config/paths';
import { pagePreloads } from './page-preloads';

describe('the pages that read public data', () => {
  it('are the pages the publicPage function renders with that data (and firebase.json rewrites)', () => {
    const reading = (Object.keys(pagePreloads) as PathId[]).map((id) => paths[id].path);
    expect(reading.sort()).toEqual([...DATA_PAGE_PATHS].sort());
  });
});
