import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appEnvProblems,
  boundSecrets,
  firebaseConfigProblems,
  functionEnvProblems,
  REQUIRED_SECRETS,
  secretProblems,
  type CommandRunner,
} from './deploy-checks';
import type { FirebaseConfig } from './hosting-headers';

const firebaseJson = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'firebase.json'), 'utf8'),
) as FirebaseConfig;

const goodAppEnv = {
  VITE_FIREBASE_PROJECT_ID: 'parley-prod',
  VITE_FIREBASE_API_KEY: 'AIza-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'parley-prod.firebaseapp.com',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
  VITE_APPCHECK_SITE_KEY: '6Lc-site-key',
};

describe('appEnvProblems', () => {
  it('passes a complete production configuration', () => {
    expect(appEnvProblems(goodAppEnv, 'parley-prod')).toEqual([]);
  });

  it('refuses emulator settings, a debug token and a missing App Check key', () => {
    const problems = appEnvProblems(
      {
        ...goodAppEnv,
        VITE_USE_EMULATORS: 'true',
        VITE_EMULATOR_HOST: '127.0.0.1',
        VITE_APPCHECK_DEBUG_TOKEN: 'debug',
        VITE_APPCHECK_SITE_KEY: '',
      },
      'parley-prod',
    );
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/VITE_USE_EMULATORS=true/);
    expect(problems.join('\n')).toMatch(/VITE_EMULATOR_HOST/);
    expect(problems.join('\n')).toMatch(/debug token/);
    expect(problems.join('\n')).toMatch(/App Check is not configured: set VITE_APPCHECK_SITE_KEY/);
  });

  it('refuses a build configured for another project', () => {
    expect(appEnvProblems(goodAppEnv, 'parley-staging')).toEqual([
      expect.stringMatching(/"parley-prod" but you deploy to "parley-staging"/),
    ]);
  });
});

describe('firebaseConfigProblems', () => {
  const today = new Date('2026-11-23T12:00:00Z');

  it('passes the committed firebase.json (headers, runtime, *.firebaseapp.com Auth domain)', () => {
    expect(firebaseConfigProblems(firebaseJson, 'parley-prod.firebaseapp.com', today)).toEqual([]);
  });

  it('refuses a decommissioned runtime and an Auth domain the CSP does not frame', () => {
    const config = { ...firebaseJson, functions: [{ runtime: 'nodejs20' }] };
    const problems = firebaseConfigProblems(config, 'auth.parley.example', today);
    expect(problems).toEqual([
      expect.stringMatching(
        /frame-src does not allow the Auth domain https:\/\/auth\.parley\.example/,
      ),
      expect.stringMatching(/nodejs20 was decommissioned on 2026-10-30/),
    ]);
  });

  it('refuses a config without the security headers', () => {
    const config = { ...firebaseJson, hosting: { headers: [] } };
    expect(firebaseConfigProblems(config, undefined, today).join('\n')).toMatch(
      /no Content-Security-Policy/,
    );
  });
});

describe('functionEnvProblems', () => {
  it('names each missing setting and the file to put it in', () => {
    expect(functionEnvProblems({ APP_URL: 'https://parley.example' }, 'p1')).toEqual([
      'APP_ORIGINS is not set for the functions: add it to functions/.env.p1.',
      'SMTP_HOST is not set for the functions: add it to functions/.env.p1.',
      'SMTP_USER is not set for the functions: add it to functions/.env.p1.',
      'MAIL_FROM is not set for the functions: add it to functions/.env.p1.',
    ]);
  });
});

describe('secretProblems', () => {
  const calls: string[][] = [];
  const runner =
    (existing: string[]): CommandRunner =>
    async (command, args) => {
      calls.push([command, ...args]);
      return { code: existing.includes(args[1] ?? '') ? 0 : 1, output: '' };
    };

  it('asks the firebase CLI for each secret of the project', async () => {
    calls.length = 0;
    const source = `const s = defineSecret('STRIPE_SECRET_KEY'); onRequest({ secrets: [${REQUIRED_SECRETS.map((n) => `'${n}'`).join(', ')}] })`;
    const problems = await secretProblems('parley-prod', {
      run: runner([...REQUIRED_SECRETS]),
      functionsSource: source,
      functionEnv: {},
    });
    expect(problems).toEqual([]);
    expect(calls[0]).toEqual([
      'firebase',
      'functions:secrets:get',
      'STRIPE_SECRET_KEY',
      '--project',
      'parley-prod',
    ]);
    expect(calls).toHaveLength(REQUIRED_SECRETS.length);
  });

  it('refuses secrets that are missing, or set but bound to no function', async () => {
    const problems = await secretProblems('parley-prod', {
      run: runner(['STRIPE_SECRET_KEY']),
      functionsSource: 'process.env.STRIPE_SECRET_KEY',
      functionEnv: { SMTP_PASS: 'plain', MAIL_UNSUBSCRIBE_SECRET: 'plain' },
    });
    expect(problems).toEqual([
      expect.stringMatching(/^Secret STRIPE_SECRET_KEY exists but no function binds it/),
      expect.stringMatching(
        /^Secret STRIPE_WEBHOOK_SECRET is not set in project parley-prod: run `firebase functions:secrets:set STRIPE_WEBHOOK_SECRET --project parley-prod`/,
      ),
      expect.stringMatching(/^Secret AFFILIATE_IP_SALT is not set/),
      expect.stringMatching(/^Secret CONTACT_IP_SALT is not set/),
    ]);
  });

  it('refuses a bound secret that is also a plain variable (Cloud Functions would refuse both)', async () => {
    const problems = await secretProblems('parley-prod', {
      run: runner([...REQUIRED_SECRETS]),
      functionsSource: "onCall({ secrets: ['SMTP_PASS'] })",
      functionEnv: { SMTP_PASS: 'plain' },
    });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^SMTP_PASS is in functions\/\.env\.parley-prod but the functions bind it/,
      ),
    );
  });

  it('says when the CLI could not check (not logged in) rather than "not set"', async () => {
    const problems = await secretProblems('parley-prod', {
      run: async () => ({
        code: 1,
        output: 'Error: Failed to authenticate, have you run firebase login?\n',
      }),
      functionsSource: '',
      functionEnv: {},
    });
    expect(problems).toHaveLength(REQUIRED_SECRETS.length);
    expect(problems[0]).toBe(
      'Could not check secret STRIPE_SECRET_KEY (firebase CLI: Failed to authenticate, have you run firebase login?).',
    );
  });

  it('reads bindings from defineSecret and secrets: [...]', () => {
    expect([
      ...boundSecrets(`defineSecret("A_B"); x({ secrets: ['C', "D"] }); defineString('E')`),
    ]).toEqual(['A_B', 'C', 'D']);
  });
});
