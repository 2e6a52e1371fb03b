import { isSignInWithEmailLink as sdkIsSignInWithEmailLink, type Auth } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { emailLinkState, isSignInWithEmailLink } from './email-link';

/** The SDK's answer (it reads nothing of the Auth instance), or the error it throws. */
const sdk = (link: string) => {
  try {
    return sdkIsSignInWithEmailLink({} as Auth, link);
  } catch (error) {
    return error instanceof Error ? error.name : 'thrown';
  }
};
const ours = (link: string) => {
  try {
    return isSignInWithEmailLink(link);
  } catch (error) {
    return error instanceof Error ? error.name : 'thrown';
  }
};

const action = 'https://parley.example/login?apiKey=key&oobCode=code&mode=signIn&lang=en';
const links = [
  action,
  `${action}#section`,
  'https://parley.example/login?redirect=%2Fdashboard&apiKey=key&oobCode=code&mode=signIn',
  'https://parley.example/login?apiKey=key&oobCode=code&mode=resetPassword',
  'https://parley.example/login?apiKey=key&mode=signIn',
  'https://parley.example/login?oobCode=code&mode=signIn',
  'https://parley.example/login?apiKey=&oobCode=code&mode=signIn',
  'https://parley.example/login',
  'https://parley.example/login?',
  'https://parley.example/login#apiKey=key&oobCode=code&mode=signIn',
  '?apiKey=key&oobCode=code&mode=signIn',
  'https://parley.example/login?redirect=%2Fdashboard',
  `https://parley.page.link/?link=${encodeURIComponent(action)}`,
  `https://parley.page.link/?link=${encodeURIComponent(`https://x.example/?deep_link_id=${encodeURIComponent(action)}`)}`,
  `parley://open?deep_link_id=${encodeURIComponent(action)}`,
  `parley://open?deep_link_id=${encodeURIComponent(`https://x.example/?link=${encodeURIComponent(action)}`)}`,
  `https://parley.page.link/?link=${encodeURIComponent('https://x.example/?apiKey=%E0%A4%A&oobCode=c&mode=signIn')}`,
  'https://parley.example/login?apiKey=%E0%A4%A&oobCode=code&mode=signIn',
  'https://parley.example/login?mode=signIn&mode=verifyEmail&apiKey=k&oobCode=c',
];

describe('isSignInWithEmailLink, without the SDK', () => {
  it.each(links)('answers as Firebase Auth does for %s', (link) => {
    expect(ours(link)).toBe(sdk(link));
  });

  it('tells the return from a sign-in link from any other page load', () => {
    expect(emailLinkState(action)).toBe('needs-email');
    expect(emailLinkState('https://parley.example/login?redirect=%2Fdashboard')).toBe('none');
  });
});
