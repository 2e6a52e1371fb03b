import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundSecrets } from '../../functions/src/lib/function-options';
import { boundSecrets as boundInSource, REQUIRED_SECRETS } from './deploy-checks';

describe('secrets bound to the functions', () => {
  it('binds every secret the deploy requires when deployed, none on the emulators', () => {
    expect(boundSecrets({}).sort()).toEqual([...REQUIRED_SECRETS].sort());
    expect(boundSecrets({ FUNCTIONS_EMULATOR: 'true' })).toEqual([]);
  });

  it('lists them where the deploy check finds them in the source', () => {
    const source = readFileSync(
      join(process.cwd(), 'functions', 'src', 'lib', 'function-options.ts'),
      'utf8',
    );
    expect([...boundInSource(source)].sort()).toEqual([...REQUIRED_SECRETS].sort());
  });
});
