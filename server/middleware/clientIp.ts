/**
 * The client address a request counts against: the TCP peer (@hono/node-server),
 * or, behind a reverse proxy that the operator trusts (TRUST_PROXY), the last
 * address of X-Forwarded-For (the one that proxy appended). IPv4-mapped IPv6 is
 * folded to IPv4 and IPv6 is keyed by its /64, the block one subscriber holds.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export const UNKNOWN_CLIENT = 'desconocido';

export interface ClientAddress {
  /** The client key (clientKey) the request counts against. */
  key: string;
  /** True when the key comes from X-Forwarded-For (TRUST_PROXY), not from the TCP peer. */
  forwarded: boolean;
}

/** The client key and where it came from: only a key from the TCP peer may be trusted to be the machine itself. */
export function clientAddress(c: Context, trustProxy = false): ClientAddress {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return { key: clientKey(last), forwarded: true };
  }
  let address: string | undefined;
  try {
    // Throws when the request did not come through the Node server (app.request() in tests).
    address = getConnInfo(c).remote.address;
  } catch {
    address = undefined;
  }
  return { key: address ? clientKey(address) : UNKNOWN_CLIENT, forwarded: false };
}

export function clientIp(c: Context, trustProxy = false): string {
  return clientAddress(c, trustProxy).key;
}

/** A client key (see clientKey) of the machine itself. */
export function isLoopback(key: string): boolean {
  return key.startsWith('127.') || key === '0:0:0:0::/64';
}

/** '::ffff:10.0.0.1' → '10.0.0.1'; '2001:db8:1:2:3:4:5:6' → '2001:db8:1:2::/64'. */
export function clientKey(address: string): string {
  const value = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped) return mapped[1]!;
  if (!value.includes(':')) return value;
  const groups = expandIpv6(value.split('%')[0]!);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : value;
}

function expandIpv6(value: string): string[] | null {
  const halves = value.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  // An embedded IPv4 tail counts as two groups.
  const groupsOf = (parts: string[]) => parts.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0);
  const missing = 8 - groupsOf(head) - groupsOf(tail);
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!all.slice(0, 4).every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? g.replace(/^0+(?=.)/, '') : g));
}
