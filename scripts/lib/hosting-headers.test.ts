import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cspAllowsOrigin,
  emulatorHostingConfig,
  pageHeaders,
  parseCsp,
  projectHostingConfig,
  securityHeaderProblems,
  withEmulatorOrigins,
  type FirebaseConfig,
} from './hosting-headers';

const firebaseJson = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'firebase.json'), 'utf8'),
) as FirebaseConfig;
const headers = pageHeaders(firebaseJson);
const csp = parseCsp(headers['content-security-policy'] ?? '');
const origins = {
  auth: 'http://127.0.0.1:9199',
  firestore: 'http://127.0.0.1:8180',
  functions: 'http://127.0.0.1:5101',
};

describe('firebase.json security headers', () => {
  it('meet the production rules', () => {
    expect(securityHeaderProblems(headers)).toEqual([]);
  });

  it('allow exactly the Firebase endpoints the app calls, no inline or eval scripts', () => {
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    for (const origin of [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://us-central1-parley-prod.cloudfunctions.net',
      'https://content-firebaseappcheck.googleapis.com',
    ]) {
      expect(cspAllowsOrigin(csp.get('connect-src') ?? [], origin), origin).toBe(true);
    }
    expect(cspAllowsOrigin(csp.get('connect-src') ?? [], 'https://evil.example')).toBe(false);
    expect(cspAllowsOrigin(csp.get('frame-src') ?? [], 'https://parley-prod.firebaseapp.com')).toBe(
      true,
    );
    // No emulator host in the production policy.
    expect(headers['content-security-policy']).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it("let 'self' admit the site's own origins only", () => {
    const site = ['https://parley.example', 'https://parley-prod.web.app'];
    const frames = csp.get('frame-src') ?? [];
    expect(cspAllowsOrigin(frames, 'https://parley.example', site)).toBe(true);
    expect(cspAllowsOrigin(frames, 'https://parley-prod.web.app', site)).toBe(true);
    expect(cspAllowsOrigin(frames, 'https://auth.parley.example', site)).toBe(false);
    expect(cspAllowsOrigin(frames, 'https://parley.example')).toBe(false);
    expect(cspAllowsOrigin(["'none'"], 'https://parley.example', site)).toBe(false);
  });
});

describe('securityHeaderProblems', () => {
  it('refuses inline scripts, a missing object-src and a missing HSTS', () => {
    const problems = securityHeaderProblems({
      ...headers,
      'content-security-policy': "script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
      'strict-transport-security': '',
    });
    expect(problems).toEqual([
      "The CSP's script-src allows 'unsafe-inline'.",
      "The CSP needs object-src 'none' (has none).",
      "The CSP needs form-action 'self' (has none).",
      "The CSP needs base-uri 'none' or 'self'.",
      'Strict-Transport-Security needs a max-age of at least a year.',
    ]);
  });
});

describe('the emulator variant', () => {
  it('adds only the emulator origins to connect-src and frame-src', () => {
    const widened = parseCsp(
      withEmulatorOrigins(headers['content-security-policy'] ?? '', origins),
    );
    expect(widened.get('connect-src')).toEqual([
      ...(csp.get('connect-src') ?? []),
      origins.auth,
      origins.firestore,
      origins.functions,
    ]);
    expect(widened.get('frame-src')).toEqual([...(csp.get('frame-src') ?? []), origins.auth]);
    for (const [name, sources] of csp) {
      if (name !== 'connect-src' && name !== 'frame-src')
        expect(widened.get(name)).toEqual(sources);
    }
  });

  it('keeps every other header and rule of firebase.json', () => {
    const config = emulatorHostingConfig(firebaseJson, origins);
    const emulatorHeaders = pageHeaders(config);
    expect({ ...emulatorHeaders, 'content-security-policy': '' }).toEqual({
      ...headers,
      'content-security-policy': '',
    });
    expect(config.hosting?.headers).toHaveLength(firebaseJson.hosting?.headers?.length ?? -1);
    expect(config.hosting?.rewrites).toEqual(firebaseJson.hosting?.rewrites);
  });
});

describe('the policy deployed to one project', () => {
  const project = {
    projectId: 'parley-prod',
    region: 'us-central1',
    authDomain: 'parley-prod.firebaseapp.com',
  };
  const deployed = parseCsp(
    pageHeaders(projectHostingConfig(firebaseJson, project))['content-security-policy'] ?? '',
  );

  it("allows that project's own Functions and Auth domain, and no other project's", () => {
    const connect = deployed.get('connect-src') ?? [];
    const frames = deployed.get('frame-src') ?? [];
    expect(cspAllowsOrigin(connect, 'https://us-central1-parley-prod.cloudfunctions.net')).toBe(
      true,
    );
    expect(cspAllowsOrigin(connect, 'https://us-central1-attacker.cloudfunctions.net')).toBe(false);
    expect(cspAllowsOrigin(frames, 'https://parley-prod.firebaseapp.com')).toBe(true);
    expect(cspAllowsOrigin(frames, 'https://attacker.firebaseapp.com')).toBe(false);
    expect([...deployed.values()].flat().filter((source) => source.includes('*'))).toEqual([]);
  });

  it('loads Google scripts only from the paths Auth, App Check and SMS codes use', () => {
    expect(deployed.get('script-src')).toEqual([
      "'self'",
      'https://apis.google.com/js/api.js',
      'https://apis.google.com/_/scs/abc-static/',
      'https://www.google.com/recaptcha/enterprise.js',
      // reCAPTCHA v2, which guards two-step verification's SMS codes.
      'https://www.google.com/recaptcha/api.js',
      'https://www.gstatic.com/recaptcha/releases/',
    ]);
  });

  it('changes nothing else', () => {
    for (const [name, sources] of csp) {
      if (name !== 'connect-src' && name !== 'frame-src')
        expect(deployed.get(name)).toEqual(sources);
    }
  });
});
