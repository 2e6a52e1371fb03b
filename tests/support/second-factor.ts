import {
  getMultiFactorResolver,
  signInWithEmailAndPassword,
  type Auth,
  type MultiFactorError,
  type MultiFactorResolver,
} from 'firebase/auth';
import type { CreateRequest } from 'firebase-admin/auth';
import {
  ageLastSignIn as ageOverRest,
  finishSecondFactor as finishOverRest,
  smsCode as smsCodeOverRest,
} from '../../scripts/lib/auth-emulator-mfa';
import { authHost, projectId } from './env';

/**
 * Super admins sign in with a second factor (SMS): test users get one enrolled, and sign in
 * with the code the Auth emulator lists (scripts/lib/auth-emulator-mfa.ts).
 */

/** The phone every test super admin has enrolled (the emulator sends nothing anywhere). */
export const TEST_PHONE = '+15555550123';

/** What `adminAuth.createUser` needs for an account with the test phone already enrolled. */
export const enrolledPhone: CreateRequest = {
  emailVerified: true,
  multiFactor: {
    enrolledFactors: [{ factorId: 'phone', phoneNumber: TEST_PHONE, displayName: 'Test phone' }],
  },
};

/** The code the emulator "texted" for a verification session. */
export const smsCode = (sessionInfo: string) => smsCodeOverRest(authHost(), projectId, sessionInfo);

/** Finishes a sign-in that is waiting for its second factor (asks for the SMS, answers it). */
export const finishSecondFactor = (mfaPendingCredential: string, mfaEnrollmentId: string) =>
  finishOverRest(authHost(), projectId, mfaPendingCredential, mfaEnrollmentId);

/**
 * Signs a web SDK client in with email and password, and with the SMS code when the account
 * has a second factor. The SDK's Node build has no phone provider (it needs reCAPTCHA in a
 * browser), so the factor's assertion here does the browser's REST calls itself and hands the
 * SDK's own resolver the tokens, which signs the client in as the browser would be.
 */
export async function signInWithSecondFactor(
  auth: Auth,
  email: string,
  password: string,
): Promise<void> {
  try {
    await signInWithEmailAndPassword(auth, email, password);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/multi-factor-auth-required') throw error;
    const resolver: MultiFactorResolver = getMultiFactorResolver(auth, error as MultiFactorError);
    const hint = resolver.hints[0];
    if (!hint) throw new Error('the account needs a second factor but has none enrolled');
    const assertion = {
      factorId: 'phone',
      _process: (_auth: unknown, session: { credential: string }) =>
        finishSecondFactor(session.credential, hint.uid),
    };
    await resolver.resolveSignIn(assertion as never);
  }
}

/**
 * Makes the user's last sign-in `minutesAgo` old (the emulator mints `auth_time` from it).
 * Refresh the client's token afterwards (`refreshToken()` of callerFor).
 */
export const ageLastSignIn = (uid: string, minutesAgo: number) =>
  ageOverRest(authHost(), uid, minutesAgo);
