import { authErrorCode } from '@/lib/auth/auth-errors';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right. Try again.';

/** Re-authentication with a wrong current password (the codes vary by SDK and project settings). */
export function isWrongPassword(error: unknown): boolean {
  const code = authErrorCode(error);
  return (
    code === 'auth/wrong-password' ||
    code === 'auth/invalid-credential' ||
    code === 'auth/invalid-login-credentials'
  );
}
