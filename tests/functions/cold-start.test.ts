import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const functionsDir = join(import.meta.dirname, '..', '..', 'functions');

/** What `node -e script` prints, run in functions/ without emulator variables (like production). */
function runInFunctions(script: string): string {
  return execFileSync(process.execPath, ['-e', script], {
    cwd: functionsDir,
    env: { PATH: process.env.PATH ?? '', GCLOUD_PROJECT: 'demo-cold-start' },
    encoding: 'utf8',
  });
}

describe('the functions entry point (every instance loads it on a cold start)', () => {
  // The stack's start built functions/lib (scripts/lib/stack.ts), so this reads that build.

  it('loads nothing beyond firebase-functions but its own few option modules', () => {
    const added = JSON.parse(
      runInFunctions(
        "require('firebase-functions/v2/https'); require('firebase-functions/v2/scheduler'); const bare = new Set(Object.keys(require.cache)); require('./lib/index.js'); process.stdout.write(JSON.stringify(Object.keys(require.cache).filter((p) => !bare.has(p))));",
      ),
    ) as string[];
    const relative = added.map((path) => path.slice(functionsDir.length + 1).replace(/\\/g, '/'));
    // No service, callable module, job, firebase-admin service, Stripe, nodemailer or zod: those
    // load on a function's first request (firebase-functions' https and scheduler are the base).
    expect(relative.sort()).toEqual([
      'lib/contracts/callable-settings.js',
      'lib/index.js',
      'lib/lib/app-check.js',
      'lib/lib/function-options.js',
      'lib/lib/lazy-function.js',
      'lib/lib/runtime.js',
    ]);
  });

  it('declares every function with its options', () => {
    const script =
      "const fns = require('./lib/index.js'); process.stdout.write(JSON.stringify(Object.fromEntries(Object.entries(fns).map(([k, f]) => [k, { region: f.__endpoint?.region, callable: !!f.__endpoint?.callableTrigger, https: !!f.__endpoint?.httpsTrigger, schedule: f.__endpoint?.scheduleTrigger?.schedule, timeout: f.__endpoint?.timeoutSeconds }]))));";
    const endpoints = JSON.parse(runInFunctions(script)) as Record<
      string,
      { region: string[]; callable: boolean; https: boolean; schedule?: string; timeout?: number }
    >;
    expect(endpoints.ping).toEqual({
      region: ['us-central1'],
      callable: true,
      https: false,
      timeout: 70,
    });
    expect(endpoints.billingWebhook).toMatchObject({ region: ['us-central1'], https: true });
    expect(endpoints.maintenanceJob).toMatchObject({
      region: ['us-central1'],
      schedule: 'every 15 minutes',
    });
    expect(endpoints.announcementsJob).toMatchObject({ schedule: 'every 1 minutes' });
    expect(Object.values(endpoints).every((e) => e.callable || e.https || e.schedule)).toBe(true);
  });
});
