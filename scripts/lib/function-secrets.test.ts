import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundSecrets } from '../../functions/src/lib/function-options';
import { functionSecrets, REQUIRED_SECRETS } from './deploy-checks';

describe('secrets bound to the functions', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('binds every secret the deploy requires when deployed, none on the emulators', () => {
    expect(boundSecrets({}).sort()).toEqual([...REQUIRED_SECRETS].sort());
    expect(boundSecrets({ FUNCTIONS_EMULATOR: 'true' })).toEqual([]);
  });

  it('binds them to every function of the entry point, where the deploy check reads them', async () => {
    // The options are built when the entry point loads: load it afresh, as a deploy would.
    vi.resetModules();
    vi.stubEnv('FUNCTIONS_EMULATOR', undefined);
    const entryPoint = (await import('../../functions/src/index')) as Record<string, unknown>;
    const bound = functionSecrets(entryPoint);
    expect(Object.keys(bound)).toEqual(expect.arrayContaining(['ping', 'maintenanceJob']));
    for (const [name, secrets] of Object.entries(bound)) {
      expect([...secrets].sort(), name).toEqual([...REQUIRED_SECRETS].sort());
    }
  });
});
