import { describe, expect, it } from 'vitest';
import { enforceAppCheck } from './app-check';

describe("enforceAppCheck (the callables' enforceAppCheck option)", () => {
  it('is on in a deployed project by default', () => {
    expect(enforceAppCheck({})).toBe(true);
    expect(enforceAppCheck({ APP_CHECK_ENFORCE: '' })).toBe(true);
    expect(enforceAppCheck({ APP_CHECK_ENFORCE: 'true' })).toBe(true);
  });

  it('is off only with the explicit opt-out APP_CHECK_ENFORCE=false', () => {
    expect(enforceAppCheck({ APP_CHECK_ENFORCE: 'false' })).toBe(false);
    expect(enforceAppCheck({ APP_CHECK_ENFORCE: 'FALSE ' })).toBe(false);
    // Anything else is not an opt-out: a typo must not switch protection off.
    expect(enforceAppCheck({ APP_CHECK_ENFORCE: 'no' })).toBe(true);
    expect(enforceAppCheck({ APP_CHECK_ENFORCE: '0' })).toBe(true);
  });

  it('is never on on the emulators (they have no App Check token exchange)', () => {
    expect(enforceAppCheck({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(enforceAppCheck({ FUNCTIONS_EMULATOR: 'true', APP_CHECK_ENFORCE: 'true' })).toBe(false);
  });
});
