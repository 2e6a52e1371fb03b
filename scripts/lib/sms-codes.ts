/**
 * The Auth emulator "texts" two-step verification codes by listing them on its REST API. While
 * `npm start` runs, each new one is printed, so signing in as the demo super admin needs no
 * phone: the code appears in the terminal.
 */
export interface SmsCode {
  phoneNumber: string;
  code: string;
  sessionInfo: string;
}

/** Codes in `listed` not seen before (by session), remembering them in `seen`. */
export function newCodes(listed: SmsCode[], seen: Set<string>): SmsCode[] {
  const fresh = listed.filter((entry) => !seen.has(entry.sessionInfo));
  for (const entry of fresh) seen.add(entry.sessionInfo);
  return fresh;
}

/** Polls the emulator once a second and prints each new code; returns a stop function. */
export function printSmsCodes(
  authOrigin: string,
  projectId: string,
  print: (line: string) => void,
): () => void {
  const seen = new Set<string>();
  const url = `${authOrigin}/emulator/v1/projects/${projectId}/verificationCodes`;
  const timer = setInterval(() => {
    fetch(url)
      .then((response) => response.json() as Promise<{ verificationCodes?: SmsCode[] }>)
      .then(({ verificationCodes = [] }) => {
        for (const { phoneNumber, code } of newCodes(verificationCodes, seen)) {
          print(`• SMS to ${phoneNumber}: your Parley verification code is ${code}`);
        }
      })
      .catch(() => undefined);
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
