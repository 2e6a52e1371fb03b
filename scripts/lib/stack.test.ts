import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES_KIT_DIR } from '../../functions/src/contracts/public-pages';
import type { FirebaseConfig } from './hosting-headers';
import { unwatchedFunctions } from './stack';

const { functions } = JSON.parse(readFileSync('firebase.json', 'utf8')) as FirebaseConfig;

describe('what the Functions emulator reloads on', () => {
  it('npm start: an edit to the functions, never the public pages kit a build rewrites', () => {
    const [codebase] = unwatchedFunctions(functions, 'start');
    expect(codebase?.source).toBe('functions');
    expect(codebase?.ignore).toContain(`${PUBLIC_PAGES_KIT_DIR}/**`);
    expect(codebase?.ignore).not.toContain('**');
  });

  it('a test or benchmark run: nothing, so a build beside it cannot reload it mid-run', () => {
    for (const tag of ['test', 'bench'] as const) {
      const [codebase] = unwatchedFunctions(functions, tag);
      expect(codebase?.source, tag).toBe('functions');
      expect(codebase?.ignore, tag).toContain('**');
    }
  });

  it("keeps a codebase's own ignores, and reads a single codebase as a list", () => {
    expect(unwatchedFunctions({ source: 'f', ignore: ['*.log'] }, 'start')).toEqual([
      { source: 'f', ignore: ['*.log', `${PUBLIC_PAGES_KIT_DIR}/**`] },
    ]);
  });
});
