import ipaddr from 'ipaddr.js';

/** The part of an incoming request the address is read from (Express's request has it). */
export interface AddressSource {
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string | undefined } | undefined;
}

/**
 * The client address to key rate limits on (hashed before it is stored anywhere).
 *
 * Deployed, callables run on Cloud Run behind Google's front end, which APPENDS the address it
 * received the connection from to `X-Forwarded-For`. Everything before that last entry was
 * sent by the client and can say anything, so only the last entry counts. Express's `req.ip`
 * is NOT used: the Functions runtime (and the emulator) turn on `trust proxy`, which makes
 * `req.ip` the FIRST entry, the one a client writes. (Should a load balancer ever sit in front
 * of the functions, it appends its own entry after the client's; revisit this then.)
 *
 * On the emulators nothing sits in front: the Functions emulator hands the caller's headers
 * unchanged to a worker on a local socket. They are read the same way, so the caller plays the
 * front end: tests send `X-Forwarded-For: <forged>, <address>` and are keyed by `<address>`,
 * exactly as a deployed function would key them. Without the header: the connection's address,
 * which on the emulators is none (null; callers fall back to their other keys).
 *
 * The answer is the client's network rather than its exact address where one host holds many:
 * an IPv6 address counts as its /64 (a single subscriber is usually given a whole /64 and could
 * rotate through it to dodge every limit), and an IPv4-mapped IPv6 address as its IPv4 address.
 */
export function clientAddress(request: AddressSource | undefined): string | null {
  if (!request) return null;
  const header = request.headers?.['x-forwarded-for'];
  const list = Array.isArray(header) ? header.join(',') : header;
  if (list === undefined || list.trim() === '') return valid(request.socket?.remoteAddress);
  return valid(list.split(',').at(-1)?.trim());
}

function valid(address: string | undefined): string | null {
  // Dotted-quad IPv4 only: ipaddr.isValid also takes "1", "0x7f.1" and octal "010.0.0.1".
  const valid =
    address && (ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address));
  if (!valid) return null;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 comes back as IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}
