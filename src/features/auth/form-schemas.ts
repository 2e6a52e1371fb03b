import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { checkPassword, type PasswordPolicy } from '@/lib/auth/password-policy';

/**
 * The sign-in forms' schemas, with zod and its resolver: loaded at a form's first check (a
 * submit; lazy-resolver.ts), never with the page, since zod is about 25 KB gzip to download and
 * run before the form could paint.
 */

const email = z.email('Enter a valid email address.');

export const passwordSignInSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password.'),
});

export const emailOnlySchema = z.object({ email });

/** The sign-up form's schema follows the server's password policy, so it is built from it. */
export function registerSchema(policy: PasswordPolicy) {
  return z.object({
    displayName: z.string().trim().max(80, 'Use at most 80 characters.'),
    email,
    password: z.string().refine((value) => checkPassword(policy, value).every((r) => r.met), {
      message: 'The password does not meet every requirement yet.',
    }),
  });
}

export { zodResolver };
