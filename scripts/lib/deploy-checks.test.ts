import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SECRET_NAMES } from '../../functions/src/lib/function-options';
import {
  appEnvProblems,
  firebaseConfigProblems,
  functionEnvProblems,
  functionSecrets,
  REQUIRED_SECRETS,
  secretProblems,
  siteOrigins,
  type CommandRunner,
} from './deploy-checks';
import { pageHeaders, type FirebaseConfig } from './hosting-headers';

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
  const origins = ['https://parley.example', 'https://parley-prod.web.app'];

  it('passes the committed firebase.json (headers, runtime, *.firebaseapp.com Auth domain)', () => {
    const site = { authDomain: 'parley-prod.firebaseapp.com', origins };
    expect(firebaseConfigProblems(firebaseJson, site, today)).toEqual([]);
  });

  it("passes an Auth domain that is one of the site's own origins: frame-src 'self'", () => {
    for (const authDomain of ['parley.example', 'parley-prod.web.app']) {
      expect(firebaseConfigProblems(firebaseJson, { authDomain, origins }, today)).toEqual([]);
    }
  });

  it('refuses a decommissioned runtime and an Auth domain the CSP does not frame', () => {
    const config = { ...firebaseJson, functions: [{ runtime: 'nodejs20' }] };
    const problems = firebaseConfigProblems(
      config,
      { authDomain: 'auth.parley.example', origins },
      today,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /frame-src does not allow the Auth domain https:\/\/auth\.parley\.example/,
      ),
      expect.stringMatching(/nodejs20 was decommissioned on 2026-10-30/),
    ]);
  });

  it("refuses the site's own domain as the Auth domain when frame-src lacks 'self'", () => {
    const csp = (pageHeaders(firebaseJson)['content-security-policy'] ?? '').replace(
      "frame-src 'self' ",
      'frame-src ',
    );
    const config = {
      ...firebaseJson,
      hosting: {
        headers: [{ source: '**', headers: [{ key: 'Content-Security-Policy', value: csp }] }],
      },
    };
    const problems = firebaseConfigProblems(
      config,
      { authDomain: 'parley.example', origins },
      today,
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/frame-src does not allow the Auth domain https:\/\/parley\.example/),
    );
  });

  it('refuses a config without the security headers', () => {
    const config = { ...firebaseJson, hosting: { headers: [] } };
    const site = { authDomain: undefined, origins };
    expect(firebaseConfigProblems(config, site, today).join('\n')).toMatch(
      /no Content-Security-Policy/,
    );
  });
});

describe('siteOrigins', () => {
  it('reads the origins the site is served from out of APP_URL and APP_ORIGINS', () => {
    expect(
      siteOrigins({
        APP_URL: 'https://parley.example/',
        APP_ORIGINS: 'https://parley.example, https://parley-prod.web.app,,not a url',
      }),
    ).toEqual(['https://parley.example', 'https://parley-prod.web.app']);
    expect(siteOrigins({})).toEqual([]);
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
  const everyFunction = { ping: [...REQUIRED_SECRETS], maintenanceJob: [...REQUIRED_SECRETS] };

  it('asks the firebase CLI for each secret of the project', async () => {
    calls.length = 0;
    const problems = await secretProblems('parley-prod', {
      run: runner([...REQUIRED_SECRETS]),
      functionSecrets: everyFunction,
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

  it('refuses secrets that are missing, or bound to no function', async () => {
    const problems = await secretProblems('parley-prod', {
      run: runner(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'AFFILIATE_IP_SALT']),
      functionSecrets: {
        ping: ['STRIPE_WEBHOOK_SECRET', 'AFFILIATE_IP_SALT', 'CONTACT_IP_SALT'],
        maintenanceJob: ['STRIPE_WEBHOOK_SECRET', 'AFFILIATE_IP_SALT', 'CONTACT_IP_SALT'],
      },
      functionEnv: { SMTP_PASS: 'plain', MAIL_UNSUBSCRIBE_SECRET: 'plain' },
    });
    expect(problems).toEqual([
      expect.stringMatching(/^Secret STRIPE_SECRET_KEY is bound to no function/),
      expect.stringMatching(
        /^Secret CONTACT_IP_SALT is not set in project parley-prod: run `firebase functions:secrets:set CONTACT_IP_SALT --project parley-prod`/,
      ),
    ]);
  });

  it('refuses a function whose options lack the secrets, though SECRET_NAMES lists them', async () => {
    // Declared as the entry point declares its functions; the job's options forgot `secrets`.
    const entryPoint = {
      SECRET_NAMES,
      ping: onCall({ secrets: [...REQUIRED_SECRETS] }, () => 'pong'),
      maintenanceJob: onSchedule({ schedule: 'every 15 minutes' }, async () => {}),
    };
    const problems = await secretProblems('parley-prod', {
      run: runner([...REQUIRED_SECRETS]),
      functionSecrets: functionSecrets(entryPoint),
      functionEnv: {},
    });
    expect(problems).toEqual(
      REQUIRED_SECRETS.map((name) =>
        expect.stringMatching(new RegExp(`^Secret ${name} is not bound to maintenanceJob `)),
      ),
    );
  });

  it('refuses a bound secret that is also a plain variable (Cloud Functions would refuse both)', async () => {
    const problems = await secretProblems('parley-prod', {
      run: runner([...REQUIRED_SECRETS]),
      functionSecrets: everyFunction,
      functionEnv: { SMTP_PASS: 'plain' },
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^SMTP_PASS is in functions\/\.env\.parley-prod but the functions bind it/,
      ),
    ]);
  });

  it('says when the CLI could not check (not logged in) rather than "not set"', async () => {
    const problems = await secretProblems('parley-prod', {
      run: async () => ({
        code: 1,
        output: 'Error: Failed to authenticate, have you run firebase login?\n',
      }),
      functionSecrets: everyFunction,
      functionEnv: {},
    });
    expect(problems).toHaveLength(REQUIRED_SECRETS.length);
    expect(problems[0]).toBe(
      'Could not check secret STRIPE_SECRET_KEY (firebase CLI: Failed to authenticate, have you run firebase login?).',
    );
  });

  it("reads each exported function's bound secrets off its endpoint, as firebase-tools does", () => {
    expect(
      functionSecrets({
        api: onRequest({ secrets: ['A_B', 'C'] }, () => undefined),
        plain: onCall({}, () => 'x'),
        helper: () => 'not a function declaration',
        value: 42,
      }),
    ).toEqual({ api: ['A_B', 'C'], plain: [] });
  });
});
