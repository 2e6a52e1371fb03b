import { describe, expect, it } from 'vitest';
import { onEmulators } from './runtime';

describe('onEmulators', () => {
  it('is true only when the Functions emulator says so', () => {
    expect(onEmulators({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(onEmulators({ FUNCTIONS_EMULATOR: 'false' })).toBe(false);
    expect(onEmulators({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toBe(false);
    expect(onEmulators({})).toBe(false);
  });
});
