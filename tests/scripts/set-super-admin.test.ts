import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/companies';
import { authHost, firestoreHost } from '../support/env';
import { adminAuth, createSignedInUser } from '../support/users';
import { untilNextSecond } from '../support/next-second';

/** The script as `npm run admin:claim` runs it (tsx), without npx's own start-up each time. */
function cli(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/set-super-admin.ts', ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: authHost(),
      FIRESTORE_EMULATOR_HOST: firestoreHost(),
    },
  });
}

describe('npm run admin:claim', () => {
  it('grants the claim, keeping other claims, and revokes it with the sessions and the mirror', async () => {
    const user = await createSignedInUser({ plan: 'pro' });
    const granted = cli('grant', user.email);
    expect(granted.status).toBe(0);
    expect(granted.stdout).toContain(`Granted superAdmin for ${user.email}`);
    expect((await adminAuth.getUser(user.uid)).customClaims).toEqual({
      plan: 'pro',
      superAdmin: true,
    });
    // The rules honour the claim only while the users mirror agrees.
    const mirror = () => adminDb.doc(`users/${user.uid}`).get();
    expect((await mirror()).get('superAdmin')).toBe(true);

    const before = (await adminAuth.getUser(user.uid)).tokensValidAfterTime;
    await untilNextSecond();
    const revoked = cli('revoke', user.email);
    expect(revoked.status).toBe(0);
    const after = await adminAuth.getUser(user.uid);
    expect(after.customClaims).toEqual({ plan: 'pro' });
    expect((await mirror()).get('superAdmin')).toBe(false);
    expect(Date.parse(after.tokensValidAfterTime ?? '')).toBeGreaterThan(Date.parse(before ?? ''));
  }, 60_000);

  it('refuses bad arguments and unknown emails with a clear message', () => {
    const usage = cli('promote', 'someone@example.com');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin:claim');
    const unknown = cli('grant', 'nobody-here@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Could not grant superAdmin for nobody-here@example.com');
  }, 60_000);
});
