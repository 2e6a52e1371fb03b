import { describe, expect, it } from 'vitest';
import { checkPassword, DEFAULT_PASSWORD_POLICY, policyFromServer } from './password-policy';

const metById = (requirements: ReturnType<typeof checkPassword>) =>
  Object.fromEntries(requirements.map((r) => [r.id, r.met]));

describe('checkPassword with the default policy', () => {
  it('only asks for 6 characters', () => {
    expect(checkPassword(DEFAULT_PASSWORD_POLICY, '')).toEqual([
      { id: 'minLength', label: 'At least 6 characters', met: false },
    ]);
  });

  it.each([
    ['', false],
    ['abcde', false],
    ['abcdef', true],
    ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', true],
  ])('%j meets it: %s', (password, met) => {
    expect(checkPassword(DEFAULT_PASSWORD_POLICY, password)).toEqual([
      { id: 'minLength', label: 'At least 6 characters', met },
    ]);
  });

  it('is marked as the default policy', () => {
    expect(DEFAULT_PASSWORD_POLICY.source).toBe('default');
  });
});

describe('policyFromServer', () => {
  it('maps every customStrengthOptions field', () => {
    expect(
      policyFromServer({
        minPasswordLength: 8,
        maxPasswordLength: 12,
        containsLowercaseLetter: true,
        containsUppercaseLetter: true,
        containsNumericCharacter: true,
        containsNonAlphanumericCharacter: true,
      }),
    ).toEqual({
      minLength: 8,
      maxLength: 12,
      requireLowercase: true,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: true,
      source: 'server',
    });
  });

  it('uses the defaults for fields the server leaves out', () => {
    expect(policyFromServer({})).toEqual({
      minLength: 6,
      maxLength: undefined,
      requireLowercase: false,
      requireUppercase: false,
      requireNumeric: false,
      requireNonAlphanumeric: false,
      source: 'server',
    });
  });

  it('maps each flag on its own', () => {
    expect(policyFromServer({ containsLowercaseLetter: true }).requireLowercase).toBe(true);
    expect(policyFromServer({ containsUppercaseLetter: true }).requireUppercase).toBe(true);
    expect(policyFromServer({ containsNumericCharacter: true }).requireNumeric).toBe(true);
    expect(
      policyFromServer({ containsNonAlphanumericCharacter: true }).requireNonAlphanumeric,
    ).toBe(true);
    expect(policyFromServer({ containsUppercaseLetter: true }).requireLowercase).toBe(false);
  });
});

describe('checkPassword with a strict server policy', () => {
  const strict = policyFromServer({
    minPasswordLength: 8,
    maxPasswordLength: 12,
    containsLowercaseLetter: true,
    containsUppercaseLetter: true,
    containsNumericCharacter: true,
    containsNonAlphanumericCharacter: true,
  });

  it('lists all six requirements in order', () => {
    expect(checkPassword(strict, '').map((r) => [r.id, r.label])).toEqual([
      ['minLength', 'At least 8 characters'],
      ['maxLength', 'At most 12 characters'],
      ['lowercase', 'A lowercase letter'],
      ['uppercase', 'An uppercase letter'],
      ['numeric', 'A number'],
      ['nonAlphanumeric', 'A symbol (such as ! or #)'],
    ]);
  });

  it.each([
    [
      '',
      {
        minLength: false,
        maxLength: true,
        lowercase: false,
        uppercase: false,
        numeric: false,
        nonAlphanumeric: false,
      },
    ],
    [
      'abc',
      {
        minLength: false,
        maxLength: true,
        lowercase: true,
        uppercase: false,
        numeric: false,
        nonAlphanumeric: false,
      },
    ],
    [
      'abcdefgh',
      {
        minLength: true,
        maxLength: true,
        lowercase: true,
        uppercase: false,
        numeric: false,
        nonAlphanumeric: false,
      },
    ],
    [
      'ABCDEFG1',
      {
        minLength: true,
        maxLength: true,
        lowercase: false,
        uppercase: true,
        numeric: true,
        nonAlphanumeric: false,
      },
    ],
    [
      'Abcdef1!',
      {
        minLength: true,
        maxLength: true,
        lowercase: true,
        uppercase: true,
        numeric: true,
        nonAlphanumeric: true,
      },
    ],
    [
      'Abcdef1!Abcde',
      {
        minLength: true,
        maxLength: false,
        lowercase: true,
        uppercase: true,
        numeric: true,
        nonAlphanumeric: true,
      },
    ],
    [
      'pass word 1A',
      {
        minLength: true,
        maxLength: true,
        lowercase: true,
        uppercase: true,
        numeric: true,
        nonAlphanumeric: true,
      },
    ],
  ])('%j', (password, expected) => {
    expect(metById(checkPassword(strict, password))).toEqual(expected);
  });
});
