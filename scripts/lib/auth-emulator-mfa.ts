/**
 * Two-step verification against the Auth emulator over REST, for tests and benchmarks that sign
 * in as a super admin (who must have a second factor). The emulator "texts" each code by
 * listing it on its REST API; these read it there, as a person reads their phone.
 */

/** The web API key the app is built with for the emulators (any key works there). */
export const EMULATOR_API_KEY = 'demo-api-key';

async function post<T>(authHost: string, path: string, body: unknown, owner = false): Promise<T> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/${path}?key=${EMULATOR_API_KEY}`,
    {
      method: 'POST',
      // "owner": the emulator's stand-in for an Admin SDK credential (privileged updates).
      headers: {
        'Content-Type': 'application/json',
        ...(owner ? { Authorization: 'Bearer owner' } : {}),
      },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${path}: ${json.error?.message ?? response.status}`);
  return json;
}

/** The code the emulator "texted" for a verification session. */
export async function smsCode(
  authHost: string,
  projectId: string,
  sessionInfo: string,
): Promise<string> {
  const response = await fetch(
    `http://${authHost}/emulator/v1/projects/${projectId}/verificationCodes`,
  );
  const { verificationCodes } = (await response.json()) as {
    verificationCodes: { sessionInfo: string; code: string }[];
  };
  const found = verificationCodes.find((entry) => entry.sessionInfo === sessionInfo);
  if (!found) throw new Error('the Auth emulator texted no code for this session');
  return found.code;
}

/** Finishes a sign-in waiting for its SMS code (the REST calls the web SDK makes). */
export async function finishSecondFactor(
  authHost: string,
  projectId: string,
  mfaPendingCredential: string,
  mfaEnrollmentId: string,
): Promise<{ idToken: string; refreshToken: string }> {
  const started = await post<{ phoneResponseInfo: { sessionInfo: string } }>(
    authHost,
    'v2/accounts/mfaSignIn:start',
    { mfaPendingCredential, mfaEnrollmentId, phoneSignInInfo: {} },
  );
  const { sessionInfo } = started.phoneResponseInfo;
  return post(authHost, 'v2/accounts/mfaSignIn:finalize', {
    mfaPendingCredential,
    phoneVerificationInfo: {
      sessionInfo,
      code: await smsCode(authHost, projectId, sessionInfo),
    },
  });
}

/** What a sign-in over REST gives: the tokens the web SDK would keep. */
export interface RestSignIn {
  uid: string;
  idToken: string;
  refreshToken: string;
}

/** Signs in with email and password over REST, and with the SMS code when the account has one. */
export async function signInOverRest(
  authHost: string,
  projectId: string,
  email: string,
  password: string,
): Promise<RestSignIn> {
  const body = await post<{
    localId: string;
    idToken?: string;
    refreshToken?: string;
    mfaPendingCredential?: string;
    mfaInfo?: { mfaEnrollmentId: string }[];
  }>(authHost, 'v1/accounts:signInWithPassword', { email, password, returnSecureToken: true });
  const enrollment = body.mfaInfo?.[0];
  const tokens =
    body.mfaPendingCredential && enrollment
      ? await finishSecondFactor(
          authHost,
          projectId,
          body.mfaPendingCredential,
          enrollment.mfaEnrollmentId,
        )
      : body;
  if (!tokens.idToken || !tokens.refreshToken)
    throw new Error(`signing in ${email} gave no tokens`);
  return { uid: body.localId, idToken: tokens.idToken, refreshToken: tokens.refreshToken };
}

/**
 * Makes the user's last sign-in `minutesAgo` old, as if they signed in then: the emulator mints
 * `auth_time` from it (their tokens stay valid: `validSince` moves back too).
 */
export async function ageLastSignIn(
  authHost: string,
  uid: string,
  minutesAgo: number,
): Promise<void> {
  const at = Date.now() - minutesAgo * 60_000;
  await post(
    authHost,
    'v1/accounts:update',
    {
      localId: uid,
      lastLoginAt: String(at),
      validSince: String(Math.floor(at / 1000) - 60),
    },
    true,
  );
}
