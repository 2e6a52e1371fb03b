/**
 * The mail catcher (maildev) that `npm test` starts beside the emulators: every mail the
 * functions send lands there, and its REST API reads them back. No test framework is imported,
 * so the emulators tests and the Playwright tests (`import … from '../tests/support/mail'`) share it.
 */
import { mailUrl } from './env';

export interface MailAddress {
  address: string;
  name: string;
}

/** The fields of maildev's JSON (`GET /email`) that tests read. */
export interface CaughtMail {
  id: string;
  subject: string;
  from: MailAddress[];
  /** Absent when every recipient was Bcc. */
  to?: MailAddress[];
  replyTo?: MailAddress[];
  html: string;
  text: string;
  time: string;
  headers: Record<string, string>;
  envelope: { from: { address: string }; to: { address: string }[] };
}

async function request(method: 'GET' | 'DELETE', path: string): Promise<unknown> {
  const response = await fetch(`${mailUrl()}${path}`, { method });
  if (!response.ok) throw new Error(`maildev ${method} ${path}: HTTP ${response.status}`);
  return response.json();
}

/** Every caught mail, oldest first. */
export async function listMail(): Promise<CaughtMail[]> {
  return (await request('GET', '/email')) as CaughtMail[];
}

/**
 * Deletes every caught mail. Playwright runs tests in parallel, so there prefer waitForMail with a
 * unique recipient: clearing would delete another test's mail.
 */
export async function clearMail(): Promise<void> {
  await request('DELETE', '/email/all');
}

function isFor(mail: CaughtMail, to: string): boolean {
  const wanted = to.toLowerCase();
  // The envelope also covers Bcc recipients, which the headers do not list.
  const addresses = [...(mail.to ?? []), ...mail.envelope.to].map((a) => a.address.toLowerCase());
  return addresses.includes(wanted);
}

/** Waits for the newest mail to `to` (whose subject includes `subjectIncludes`, if given). */
export async function waitForMail(options: {
  to: string;
  subjectIncludes?: string;
  timeoutMs?: number;
}): Promise<CaughtMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  let seen: CaughtMail[] = [];
  while (Date.now() < deadline) {
    seen = await listMail();
    const match = seen
      .filter((m) => isFor(m, options.to))
      .filter((m) => !options.subjectIncludes || m.subject.includes(options.subjectIncludes))
      .at(-1);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const caught = seen.map(
    (m) => `  ${(m.to ?? m.envelope.to).map((a) => a.address).join(', ')}: ${m.subject}`,
  );
  throw new Error(
    `No mail to ${options.to}${options.subjectIncludes ? ` with "${options.subjectIncludes}" in the subject` : ''} arrived. Caught:\n${caught.join('\n') || '  (none)'}`,
  );
}
