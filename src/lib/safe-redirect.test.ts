import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const origin = 'https://app.example.com';

describe('safeRedirect', () => {
  it.each([
    ['/company/members?tab=x#y', '/company/members?tab=x#y'],
    ['/dashboard', '/dashboard'],
    ['/a/../b', '/b'],
  ])('keeps same-origin relative path %s', (value, expected) => {
    expect(safeRedirect(value, origin)).toBe(expected);
  });

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    ' /dashboard',
    '/.//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
  ])('drops %j', (value) => {
    expect(safeRedirect(value, origin)).toBeNull();
  });
});
