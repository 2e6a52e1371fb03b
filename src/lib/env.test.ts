import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const base = {
  MODE: 'development',
  VITE_FIREBASE_PROJECT_ID: 'demo-saas',
  VITE_FIREBASE_API_KEY: 'fake-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-saas.firebaseapp.com',
};

const emulatorEnv = {
  ...base,
  VITE_USE_EMULATORS: 'true',
  VITE_EMULATOR_HOST: 'localhost',
  VITE_EMULATOR_AUTH_PORT: '9199',
  VITE_EMULATOR_FIRESTORE_PORT: '8180',
  VITE_EMULATOR_FUNCTIONS_PORT: '5101',
};

describe('parseEnv', () => {
  it('parses an emulator configuration and coerces the ports to numbers', () => {
    const env = parseEnv(emulatorEnv);
    expect(env.mode).toBe('development');
    expect(env.firebase).toEqual({
      projectId: 'demo-saas',
      apiKey: 'fake-api-key',
      authDomain: 'demo-saas.firebaseapp.com',
      appId: undefined,
    });
    expect(env.emulators).toEqual({
      host: 'localhost',
      authPort: 9199,
      firestorePort: 8180,
      functionsPort: 5101,
    });
  });

  it('falls back to the default emulator host and ports when they are not set', () => {
    expect(parseEnv({ ...base, VITE_USE_EMULATORS: 'true' }).emulators).toEqual({
      host: '127.0.0.1',
      authPort: 9099,
      firestorePort: 8080,
      functionsPort: 5001,
    });
  });

  it('rejects a port that is not a number', () => {
    expect(() => parseEnv({ ...emulatorEnv, VITE_EMULATOR_AUTH_PORT: 'abc' })).toThrow(
      /Invalid app configuration/,
    );
  });

  it('refuses a production build that uses the emulators', () => {
    expect(() => parseEnv({ ...emulatorEnv, MODE: 'production' })).toThrow(/emulators/);
  });

  it('refuses a production build that carries an App Check debug token', () => {
    expect(() =>
      parseEnv({ ...base, MODE: 'production', VITE_APPCHECK_DEBUG_TOKEN: 'debug-token' }),
    ).toThrow(/App Check debug token/);
  });

  it('allows an App Check debug token outside production', () => {
    expect(
      parseEnv({ ...base, VITE_APPCHECK_DEBUG_TOKEN: 'debug-token' }).appCheck.debugToken,
    ).toBe('debug-token');
  });

  it('refuses a configuration without VITE_FIREBASE_PROJECT_ID', () => {
    const { VITE_FIREBASE_PROJECT_ID: _omitted, ...rest } = base;
    expect(() => parseEnv(rest)).toThrow(/^Invalid app configuration/);
  });

  it('names VITE_FIREBASE_PROJECT_ID when it is missing', () => {
    const { VITE_FIREBASE_PROJECT_ID: _omitted, ...rest } = base;
    expect(() => parseEnv(rest)).toThrow(/VITE_FIREBASE_PROJECT_ID/);
  });

  it('names VITE_FIREBASE_PROJECT_ID when it is an empty string', () => {
    expect(() => parseEnv({ ...base, VITE_FIREBASE_PROJECT_ID: '' })).toThrow(
      /VITE_FIREBASE_PROJECT_ID is required/,
    );
  });

  it('treats empty optional strings as absent', () => {
    const env = parseEnv({
      ...base,
      MODE: 'production',
      VITE_USE_EMULATORS: '',
      VITE_FIREBASE_APP_ID: '',
      VITE_APPCHECK_SITE_KEY: '',
      VITE_APPCHECK_DEBUG_TOKEN: '',
      VITE_EMULATOR_AUTH_PORT: '',
    });
    expect(env.firebase.appId).toBeUndefined();
    expect(env.appCheck).toEqual({ siteKey: undefined, debugToken: undefined });
    expect(env.emulators).toBeNull();
  });

  it('gives emulators: null in production without emulators, keeping the App Check site key', () => {
    const env = parseEnv({
      ...base,
      MODE: 'production',
      VITE_USE_EMULATORS: 'false',
      VITE_APPCHECK_SITE_KEY: 'site-key',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(env.mode).toBe('production');
    expect(env.emulators).toBeNull();
    expect(env.appCheck.siteKey).toBe('site-key');
    expect(env.firebase.appId).toBe('1:2:web:3');
  });
});
