import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type FunctionsError,
} from 'firebase/functions';
import { afterEach, describe, expect, it } from 'vitest';
import type { PingInput, PingOutput } from '@contracts/ping';
import { authHost, functionsUrl, projectId } from '../support/env';
import { signInWithSecondFactor } from '../support/second-factor';
import { createSignedInUser } from '../support/users';

let apps: FirebaseApp[] = [];

/** A real web SDK client (Auth + Functions) pointed at the emulators. */
async function client(signInAs?: { email: string; password: string }) {
  const app = initializeApp(
    { projectId, apiKey: 'demo-api-key' },
    `client-${apps.length}-${Date.now()}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost()}`, { disableWarnings: true });
  if (signInAs) await signInWithSecondFactor(auth, signInAs.email, signInAs.password);
  const functions = getFunctions(app, 'us-central1');
  const { hostname, port } = new URL(functionsUrl());
  connectFunctionsEmulator(functions, hostname, Number(port));
  return httpsCallable<PingInput, PingOutput>(functions, 'ping');
}

afterEach(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  apps = [];
});

describe('ping callable (validatedOnCall)', () => {
  it('answers a visitor with no identity', async () => {
    const ping = await client();
    const { data } = await ping({ echo: 'hi' });
    expect(data).toMatchObject({ echo: 'hi', uid: null, superAdmin: false, region: 'us-central1' });
    expect(Math.abs(data.serverTime - Date.now())).toBeLessThan(60_000);
  });

  it('knows the signed-in caller', async () => {
    const user = await createSignedInUser();
    const { data } = await (await client(user))({});
    expect(data).toMatchObject({ echo: null, uid: user.uid, superAdmin: false });
  });

  it('sees the superAdmin claim only when it is exactly true', async () => {
    const admin = await createSignedInUser({ superAdmin: true });
    expect((await (await client(admin))({})).data.superAdmin).toBe(true);
    const pretender = await createSignedInUser({ superAdmin: 'true' });
    expect((await (await client(pretender))({})).data.superAdmin).toBe(false);
  });

  it('rejects input that breaks the contract with invalid-argument and the issues', async () => {
    const ping = await client();
    const error = (await ping({ echo: 'x'.repeat(201) }).catch(
      (e: unknown) => e,
    )) as FunctionsError;
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.details).toEqual({ issues: [expect.objectContaining({ path: 'echo' })] });
  });
});
