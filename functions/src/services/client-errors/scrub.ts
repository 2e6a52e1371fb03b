/**
 * What may reach the log of a browser's error: its text without what could name a person or
 * open an account. Emails, long numbers (phones, card-like digits) and long opaque tokens
 * (invitation and reset codes, ID tokens) are replaced; a path keeps its shape with such
 * segments replaced (`/invite/:token`).
 */
const EMAIL = /[^\s@/"'<>()]+@[^\s@/"'<>()]+\.[a-z]{2,}/gi;
const LONG_NUMBER = /\d[\d\s-]{6,}\d/g;
// 32 or more: invitation tokens, action codes and ID tokens are longer; bundle file names shorter.
const TOKEN = /[A-Za-z0-9_-]{32,}(?:\.[A-Za-z0-9_-]+)*/g;

export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(TOKEN, '[token]').replace(LONG_NUMBER, '[number]');
}

export function scrubPath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '/';
  return pathname
    .split('/')
    .map((segment) => (/^[A-Za-z0-9_-]{20,}$/.test(segment) ? ':id' : scrubText(segment)))
    .join('/');
}
