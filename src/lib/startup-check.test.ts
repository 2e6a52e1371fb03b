import { describe, expect, it } from 'vitest';
import { isProductionMode, startupProblem, usesEmulators } from './startup-check';

describe('startupProblem', () => {
  it.each(['development', 'emulator', 'test'])(
    'accepts anything outside production (%s)',
    (MODE) => {
      expect(
        startupProblem({ MODE, VITE_APPCHECK_DEBUG_TOKEN: 'debug', VITE_USE_EMULATORS: 'true' }),
      ).toBeNull();
    },
  );

  it('accepts a clean production build', () => {
    expect(startupProblem({ MODE: 'production' })).toBeNull();
    expect(
      startupProblem({
        MODE: 'production',
        VITE_USE_EMULATORS: 'false',
        VITE_APPCHECK_DEBUG_TOKEN: '',
      }),
    ).toBeNull();
  });

  it('reports an App Check debug token in production', () => {
    expect(startupProblem({ MODE: 'production', VITE_APPCHECK_DEBUG_TOKEN: 'debug' })).toMatch(
      /VITE_APPCHECK_DEBUG_TOKEN/,
    );
  });

  it('reports emulator use in production', () => {
    expect(startupProblem({ MODE: 'production', VITE_USE_EMULATORS: 'true' })).toMatch(
      /VITE_USE_EMULATORS/,
    );
  });

  it('has one rule for production and for the emulators', () => {
    expect(isProductionMode('production')).toBe(true);
    expect(isProductionMode('emulator')).toBe(false);
    expect(usesEmulators({ VITE_USE_EMULATORS: 'true' })).toBe(true);
    expect(usesEmulators({ VITE_USE_EMULATORS: 'false' })).toBe(false);
    expect(usesEmulators({})).toBe(false);
  });
});
