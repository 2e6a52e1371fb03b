import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

describe('loggableError', () => {
  it("keeps an Error's message and stack, which JSON would drop", () => {
    const error = new Error('affiliates/a is not a valid affiliate document');
    expect(JSON.stringify({ error })).toBe('{"error":{}}');
    expect(JSON.parse(JSON.stringify({ error: loggableError(error) }))).toEqual({
      error: { message: error.message, stack: error.stack },
    });
  });

  it('writes anything else as text', () => {
    expect(loggableError('timeout')).toBe('timeout');
    expect(loggableError(42)).toBe('42');
  });
});
