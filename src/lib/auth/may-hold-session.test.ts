import { describe, expect, it } from 'vitest';
import { mayHoldSession, SESSION_MARKER_KEY } from './may-hold-session';

describe('mayHoldSession', () => {
  it('is true only where the marker is set', () => {
    expect(mayHoldSession({ getItem: () => null })).toBe(false);
    expect(mayHoldSession({ getItem: (key) => (key === SESSION_MARKER_KEY ? '1' : null) })).toBe(
      true,
    );
  });

  it('assumes a session may exist when storage cannot be read', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(mayHoldSession(blocked)).toBe(true);
  });
});
