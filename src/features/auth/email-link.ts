/**
 * Email-link sign-in, the parts /login needs before Auth has loaded: whether this page load is
 * the return from a sign-in link, and the address this browser remembered when it asked for one.
 * No Firebase here: the sign-in page renders first and loads Auth after (load-auth-actions.ts).
 */

/** Where the email link remembers the address, so the same device can finish without asking. */
export const EMAIL_FOR_SIGN_IN_KEY = 'emailForSignIn';

export function rememberedEmailForLink(): string | null {
  return localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY);
}

/** After a sign-in link was sent: this browser can finish without asking for the address. */
export function rememberEmailForLink(email: string): void {
  localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, email);
}

/** After the link signed in (it is single-use). */
export function forgetEmailForLink(): void {
  localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
}

export type EmailLinkState = 'none' | 'needs-email';

/** Is this page load the return from an email link? */
export function emailLinkState(href: string): EmailLinkState {
  return isSignInWithEmailLink(href) ? 'needs-email' : 'none';
}

/*
 * Firebase Auth's own `isSignInWithEmailLink` (12.x: `ActionCodeURL.parseLink`, and the query
 * helpers of @firebase/util), line for line, quirks included, so the answer is the SDK's without
 * loading it. email-link.test.ts holds the two to the same answers.
 */

function querystringDecode(querystring: string): Record<string, string> {
  const obj: Record<string, string> = {};
  for (const token of querystring.replace(/^\?/, '').split('&')) {
    if (token) {
      const [key, value] = token.split('=');
      obj[decodeURIComponent(key as string)] = decodeURIComponent(value as string);
    }
  }
  return obj;
}

function extractQuerystring(url: string): string {
  const queryStart = url.indexOf('?');
  if (!queryStart) return '';
  const fragmentStart = url.indexOf('#', queryStart);
  return url.substring(queryStart, fragmentStart > 0 ? fragmentStart : undefined);
}

const param = (url: string, name: string): string | undefined =>
  querystringDecode(extractQuerystring(url))[name];

/** Firebase Dynamic Links and iOS deep links wrap the action link: unwrap it. */
function parseDeepLink(url: string): string {
  const link = param(url, 'link');
  const doubleDeepLink = link ? param(link, 'deep_link_id') : null;
  const iOSDeepLink = param(url, 'deep_link_id');
  const iOSDoubleDeepLink = iOSDeepLink ? param(iOSDeepLink, 'link') : null;
  return iOSDoubleDeepLink || iOSDeepLink || doubleDeepLink || link || url;
}

/** A valid action link has an API key, a code and a known mode; sign-in links have mode=signIn. */
export function isSignInWithEmailLink(emailLink: string): boolean {
  const actionLink = parseDeepLink(emailLink);
  try {
    const params = querystringDecode(extractQuerystring(actionLink));
    return Boolean(params.apiKey && params.oobCode) && params.mode === 'signIn';
  } catch {
    return false;
  }
}
