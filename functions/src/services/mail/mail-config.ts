import { z } from 'zod';

/** The local catcher (maildev) that `npm start` and `npm test` run, so development never mails anyone. */
export const LOCAL_SMTP = { host: '127.0.0.1', port: 1025 } as const;

// An exported-but-empty variable (`SMTP_USER=`) means "not set", as in most deployment tools.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const schema = z
  .object({
    SMTP_HOST: optional(z.string()),
    SMTP_PORT: optional(z.coerce.number().int().min(1).max(65_535)),
    SMTP_SECURE: optional(z.enum(['true', 'false'])),
    SMTP_USER: optional(z.string()),
    SMTP_PASS: optional(z.string()),
    MAIL_FROM: optional(z.string()),
    SUPPORT_EMAIL: optional(z.email()),
  })
  .refine((env) => Boolean(env.SMTP_USER) === Boolean(env.SMTP_PASS), {
    message: 'SMTP_USER and SMTP_PASS are set together or not at all',
  });

export interface MailConfig {
  smtp: { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } };
  from: string;
  supportEmail: string;
}

/** Reads the mail settings from the environment; throws with every problem listed when they are invalid. */
export function mailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid mail settings:\n${z.prettifyError(parsed.error)}`);
  const { SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS } = parsed.data;
  // A real provider: port 465 speaks TLS from the start, any other upgrades with STARTTLS.
  const secure = SMTP_SECURE ? SMTP_SECURE === 'true' : SMTP_PORT === 465;
  const port = SMTP_PORT ?? (SMTP_HOST ? (secure ? 465 : 587) : LOCAL_SMTP.port);
  return {
    smtp: {
      host: SMTP_HOST ?? LOCAL_SMTP.host,
      port,
      secure,
      ...(SMTP_USER && SMTP_PASS ? { auth: { user: SMTP_USER, pass: SMTP_PASS } } : {}),
    },
    from: parsed.data.MAIL_FROM ?? 'Parley <no-reply@parley.example>',
    supportEmail: parsed.data.SUPPORT_EMAIL ?? 'support@parley.example',
  };
}
