import {
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  type MultiFactorError,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { auth } from './auth-service';

/**
 * Two-step verification by SMS (Firebase Auth multi-factor). Super admins must use it; anyone
 * may. The SDK sends every SMS behind an invisible reCAPTCHA, which needs an element on the
 * page; on the emulators the SDK's test mode replaces it (auth-service.ts).
 */

function verifierIn(container: HTMLElement): RecaptchaVerifier {
  return new RecaptchaVerifier(auth, container, { size: 'invisible' });
}

export interface SmsChallenge {
  /** The number the code went to, as Auth shows it (e.g. "+*******0123"). */
  phoneHint: string;
  /** Completes the sign-in (or re-authentication) with the code the person read. */
  confirm: (code: string) => Promise<UserCredential>;
}

/** Texts a code to the account's enrolled phone to finish a sign-in that asked for it. */
export async function sendSignInCode(
  error: MultiFactorError,
  container: HTMLElement,
): Promise<SmsChallenge> {
  const resolver = getMultiFactorResolver(auth, error);
  const hint = resolver.hints.find((h) => h.factorId === PhoneMultiFactorGenerator.FACTOR_ID);
  if (!hint) throw Object.assign(new Error('No phone factor'), { code: 'auth/no-phone-factor' });
  const verifier = verifierIn(container);
  try {
    const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
      { multiFactorHint: hint, session: resolver.session },
      verifier,
    );
    return {
      phoneHint: 'phoneNumber' in hint ? String(hint.phoneNumber) : 'your phone',
      confirm: (code) =>
        resolver.resolveSignIn(
          PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code)),
        ),
    };
  } finally {
    verifier.clear();
  }
}

function signedInUser(): User {
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/user-token-expired' });
  return user;
}

/** Texts a code to a new phone; `confirm` enrols it (the session then counts as two-step). */
export async function sendEnrolmentCode(
  phoneNumber: string,
  container: HTMLElement,
): Promise<{ confirm: (code: string, displayName: string) => Promise<void> }> {
  const user = signedInUser();
  const session = await multiFactor(user).getSession();
  const verifier = verifierIn(container);
  try {
    const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
      { phoneNumber, session },
      verifier,
    );
    return {
      confirm: async (code, displayName) => {
        const credential = PhoneAuthProvider.credential(verificationId, code);
        await multiFactor(user).enroll(
          PhoneMultiFactorGenerator.assertion(credential),
          displayName,
        );
        // The new token says "signed in with a second factor": the guard and rules read it.
        await user.getIdToken(true);
      },
    };
  } finally {
    verifier.clear();
  }
}

export interface EnrolledPhone {
  uid: string;
  displayName: string | null;
  phoneNumber: string;
  enrolledAt: string;
}

/** The phones the signed-in user has enrolled. */
export function enrolledPhones(): EnrolledPhone[] {
  const user = auth.currentUser;
  if (!user) return [];
  return multiFactor(user).enrolledFactors.flatMap((factor) =>
    factor.factorId === PhoneMultiFactorGenerator.FACTOR_ID && 'phoneNumber' in factor
      ? [
          {
            uid: factor.uid,
            displayName: factor.displayName ?? null,
            phoneNumber: String(factor.phoneNumber),
            enrolledAt: factor.enrollmentTime,
          },
        ]
      : [],
  );
}

/** Removes an enrolled phone (Auth may ask for a recent sign-in first). */
export async function removePhone(uid: string): Promise<void> {
  const user = signedInUser();
  await multiFactor(user).unenroll(uid);
  await user.getIdToken(true);
}
