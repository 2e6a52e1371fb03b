import { describe, expect, it } from 'vitest';
import { newCodes } from './sms-codes';

describe('newCodes', () => {
  it('answers each texted code once, however often the list is read', () => {
    const seen = new Set<string>();
    const first = { phoneNumber: '+15555550100', code: '123456', sessionInfo: 's1' };
    const second = { phoneNumber: '+15555550100', code: '654321', sessionInfo: 's2' };
    expect(newCodes([first], seen)).toEqual([first]);
    expect(newCodes([first], seen)).toEqual([]);
    expect(newCodes([first, second], seen)).toEqual([second]);
  });
});
