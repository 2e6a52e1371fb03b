import { describe, expect, it } from 'vitest';
import {
  isSocialProvider,
  signInMethodName,
  SOCIAL_PROVIDER_IDS,
  SOCIAL_PROVIDERS,
} from './social-providers';

describe('the social providers', () => {
  it('are Google, GitHub, Facebook and X, in that order', () => {
    expect(SOCIAL_PROVIDER_IDS).toEqual([
      'google.com',
      'github.com',
      'facebook.com',
      'twitter.com',
    ]);
    expect(SOCIAL_PROVIDERS.map((p) => p.name)).toEqual([
      'Google',
      'GitHub',
      'Facebook',
      'X (Twitter)',
    ]);
  });

  it('recognise their ids only', () => {
    expect(isSocialProvider('github.com')).toBe(true);
    expect(isSocialProvider('password')).toBe(false);
    expect(isSocialProvider('constructor')).toBe(false);
  });

  it('name every sign-in method, falling back to its id', () => {
    expect(signInMethodName('twitter.com')).toBe('X (Twitter)');
    expect(signInMethodName('password')).toBe('Email and password');
    expect(signInMethodName('emailLink')).toBe('Email link');
    expect(signInMethodName('apple.com')).toBe('apple.com');
  });
});
