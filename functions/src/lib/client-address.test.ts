import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const request = (forwardedFor?: string | string[], socketAddress?: string) => ({
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  socket: { remoteAddress: socketAddress },
  // What Express's `req.ip` says with `trust proxy` on (Cloud Functions and the emulator):
  // the FIRST X-Forwarded-For entry, which the client writes itself. Never used.
  ip: '1.2.3.4',
});

describe('clientAddress (deployed and on the emulators alike)', () => {
  it('takes the entry Google appends (the last), not the ones a client wrote', () => {
    expect(clientAddress(request('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(request('1.2.3.4, 203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(request('1.2.3.4,5.6.7.8 ,203.0.113.7'))).toBe('203.0.113.7');
  });

  it('reads a repeated header as one list (Node joins them in order)', () => {
    expect(clientAddress(request(['1.2.3.4', '203.0.113.7']))).toBe('203.0.113.7');
  });

  it('a forged first entry cannot change the key', () => {
    const honest = clientAddress(request('203.0.113.7'));
    const forged = clientAddress(request('1.2.3.4, 203.0.113.7'));
    expect(forged).toBe(honest);
  });

  it('keys IPv6 on its /64 (one subscriber holds a whole /64) and refuses what is not an address', () => {
    expect(clientAddress(request('2001:db8::1'))).toBe('2001:db8::/64');
    expect(clientAddress(request('2001:db8:0:0:ffff:1:2:3'))).toBe('2001:db8::/64');
    expect(clientAddress(request('2001:db8:aa:bb:1::9'))).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress(request('1.2.3.4, ::ffff:203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(request('1.2.3.4, not-an-ip'))).toBeNull();
    for (const loose of ['1', '0x7f.1', '010.0.0.1', '1.2.3']) {
      expect(clientAddress(request(`1.2.3.4, ${loose}`))).toBeNull();
    }
    expect(clientAddress(request('1.2.3.4, '))).toBeNull();
  });

  it('without the header, the connection address (never req.ip)', () => {
    expect(clientAddress(request(undefined, '198.51.100.9'))).toBe('198.51.100.9');
    expect(clientAddress(request(undefined))).toBeNull();
    expect(clientAddress(undefined)).toBeNull();
  });
});
