/** The password policy (SPEC §5), in the shape the register form uses. */
export interface PasswordPolicy {
  minLength: number;
  maxLength?: number | undefined;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
  /** `server` when Auth answered with a policy, `default` when it had none (the emulator). */
  source: 'server' | 'default';
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 6,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
  source: 'default',
};

/** Auth's `customStrengthOptions`. */
export interface ServerStrengthOptions {
  minPasswordLength?: number;
  maxPasswordLength?: number;
  containsLowercaseLetter?: boolean;
  containsUppercaseLetter?: boolean;
  containsNumericCharacter?: boolean;
  containsNonAlphanumericCharacter?: boolean;
}

export function policyFromServer(options: ServerStrengthOptions): PasswordPolicy {
  return {
    minLength: options.minPasswordLength ?? DEFAULT_PASSWORD_POLICY.minLength,
    maxLength: options.maxPasswordLength,
    requireLowercase: options.containsLowercaseLetter ?? false,
    requireUppercase: options.containsUppercaseLetter ?? false,
    requireNumeric: options.containsNumericCharacter ?? false,
    requireNonAlphanumeric: options.containsNonAlphanumericCharacter ?? false,
    source: 'server',
  };
}

export interface PasswordRequirement {
  id: 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric';
  label: string;
  met: boolean;
}

/** Every requirement of the policy with whether `password` meets it, for the live checklist. */
export function checkPassword(policy: PasswordPolicy, password: string): PasswordRequirement[] {
  const requirements: PasswordRequirement[] = [
    {
      id: 'minLength',
      label: `At least ${policy.minLength} characters`,
      met: password.length >= policy.minLength,
    },
  ];
  if (policy.maxLength !== undefined) {
    requirements.push({
      id: 'maxLength',
      label: `At most ${policy.maxLength} characters`,
      met: password.length <= policy.maxLength,
    });
  }
  if (policy.requireLowercase)
    requirements.push({
      id: 'lowercase',
      label: 'A lowercase letter',
      met: /[a-z]/.test(password),
    });
  if (policy.requireUppercase)
    requirements.push({
      id: 'uppercase',
      label: 'An uppercase letter',
      met: /[A-Z]/.test(password),
    });
  if (policy.requireNumeric)
    requirements.push({ id: 'numeric', label: 'A number', met: /[0-9]/.test(password) });
  if (policy.requireNonAlphanumeric) {
    requirements.push({
      id: 'nonAlphanumeric',
      label: 'A symbol (such as ! or #)',
      met: /[^a-zA-Z0-9]/.test(password),
    });
  }
  return requirements;
}
