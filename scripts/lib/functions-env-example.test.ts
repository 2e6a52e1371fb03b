import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * functions/.env.example names every setting and secret the functions read, so whoever deploys
 * finds them in one place: a variable read in functions/src (tests aside) and missing from the
 * example fails here. The platform's own variables are not settings.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const PLATFORM = new Set([
  'FUNCTIONS_EMULATOR',
  'FIREBASE_EMULATOR_HUB',
  'FIRESTORE_EMULATOR_HOST',
  'GCLOUD_PROJECT',
  'GCP_PROJECT',
]);

function variablesRead(): Set<string> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: join(ROOT, 'functions', 'src'),
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const names = new Set<string>();
  const patterns = [
    /\benv\.([A-Z][A-Z0-9_]+)/g,
    /\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]/g,
    /define(?:Secret|String|Int|Boolean)\(['"]([A-Z][A-Z0-9_]+)['"]/g,
    /^\s+([A-Z][A-Z0-9_]+): optional\(/gm,
  ];
  for (const file of files) {
    const text = readFileSync(join(ROOT, 'functions', 'src', file), 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) names.add(match[1] as string);
    }
  }
  return names;
}

describe('functions/.env.example', () => {
  it('names every setting and secret the functions read', () => {
    const example = readFileSync(join(ROOT, 'functions', '.env.example'), 'utf8');
    const read = [...variablesRead()].filter((name) => !PLATFORM.has(name));
    expect(read.length).toBeGreaterThan(10);
    expect(read.filter((name) => !new RegExp(`\\b${name}\\b`).test(example))).toEqual([]);
  });

  it('holds no secret value: secrets are named in comments only', () => {
    const example = readFileSync(join(ROOT, 'functions', '.env.example'), 'utf8');
    const assigned = [...example.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    for (const secret of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_PASS']) {
      expect(assigned).not.toContain(secret);
    }
  });
});
