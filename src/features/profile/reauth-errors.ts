import { authErrorCode, authErrorMessage } from '@/lib/auth/auth-errors';

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

/**
 * What to do with an Auth refusal of a re-authenticated change: put it on the field `fieldOf`
 * says it belongs to (a wrong current password in our words, the others in authErrorMessage's);
 * a refusal of no field is left to the alert above the button.
 */
export function onRefusedField<F extends string>(
  fieldOf: (error: unknown) => F | null,
  show: (field: F, message: string) => void,
) {
  return (error: unknown) => {
    const field = fieldOf(error);
    if (!field) return;
    show(field, field === 'currentPassword' ? WRONG_CURRENT_PASSWORD : authErrorMessage(error));
  };
}
