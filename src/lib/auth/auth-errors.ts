/** Human messages for the identity error codes of SPEC §8 (and a few more the SDK raises). */
const messages: Record<string, string> = {
  'auth/email-already-in-use':
    'An account with this email already exists. Sign in instead, or reset your password.',
  'auth/wrong-password': 'That password is not right. Try again or reset your password.',
  'auth/user-not-found': 'We could not find an account with that email.',
  'auth/invalid-credential': 'The email or password is not right. Check them and try again.',
  'auth/invalid-login-credentials': 'The email or password is not right. Check them and try again.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code':
    'This link is not valid any more: it may have been used already. Ask for a new one.',
  'auth/user-disabled':
    'This account has been disabled. Contact support if you think this is a mistake.',
  'auth/user-token-expired': 'Your session has expired. Please sign in again.',
  'auth/network-request-failed':
    'We could not reach the server. Check your connection and try again.',
  'auth/popup-blocked':
    'Your browser blocked the sign-in window. Allow pop-ups for this site, or continue in this tab.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before finishing.',
  'auth/cancelled-popup-request': 'Another sign-in window is already open.',
  'auth/unauthorized-domain': 'Sign-in is not enabled for this web address. Contact support.',
  'auth/user-mismatch': 'Those credentials belong to a different account than the one signed in.',
  'auth/multi-factor-auth-required': 'Enter the code we texted you to finish signing in.',
  'auth/second-factor-cancelled':
    'The verification code was not entered, so nothing changed. Try again when you have your phone.',
  'auth/invalid-verification-code':
    'That code is not right. Check the latest text message and try again.',
  'auth/code-expired': 'That code has expired. Send a new one.',
  'auth/missing-verification-code': 'Enter the 6-digit code from the text message.',
  'auth/invalid-phone-number':
    'Enter the phone number with its country code, for example +44 7700 900123.',
  'auth/missing-phone-number': 'Enter your mobile phone number.',
  'auth/second-factor-already-in-use': 'This phone is already set up for two-step verification.',
  'auth/maximum-second-factor-count-exceeded':
    'You have set up the most phones allowed. Remove one first.',
  'auth/unverified-email':
    'Verify your email address first: two-step verification needs a confirmed email.',
  'auth/quota-exceeded': 'Too many codes were sent. Wait a few minutes, then try again.',
  'auth/weak-password': 'That password is too weak. Follow the requirements below.',
  'auth/password-does-not-meet-requirements': 'That password does not meet the requirements below.',
  'auth/invalid-email': 'That email address does not look right.',
  'auth/missing-password': 'Enter your password.',
  'auth/missing-email': 'Enter your email address.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled. Try another one.',
  'auth/account-exists-with-different-credential':
    'An account already exists with this email but a different sign-in method. Sign in with that method first.',
  'auth/requires-recent-login': 'For your security, sign in again before doing this.',
  'auth/credential-already-in-use':
    'That account is already linked to another Parley account. Sign in with it to use it there.',
  'auth/provider-already-linked': 'This sign-in method is already linked to your account.',
  'auth/no-such-provider': 'That sign-in method is not linked to your account.',
  'auth/email-change-needs-verification':
    'Confirm your new email address first: open the link we sent to it.',
  'auth/operation-not-supported-in-this-environment':
    'This browser cannot open the sign-in window. Try another browser.',
};

const FALLBACK = 'Something went wrong. Please try again.';

export function authErrorCode(error: unknown): string | null {
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string'
  ) {
    return error.code;
  }
  return null;
}

export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return code && Object.hasOwn(messages, code) ? (messages[code] ?? FALLBACK) : FALLBACK;
}

/** SPEC §8: on user-disabled or user-token-expired the user is signed out. */
export function shouldSignOut(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'auth/user-disabled' || code === 'auth/user-token-expired';
}
