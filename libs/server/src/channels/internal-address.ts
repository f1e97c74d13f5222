import { isIP } from 'node:net';

/**
 * Which addresses Innkeep may connect to on a user's behalf. `internal` (loopback, private and
 * the like) is closed unless an installation opens private addresses; `never` (link-local, which
 * holds the clouds' metadata services, and the metadata addresses outside it) stays closed even
 * then: no feed or webhook lives there, and a request to it hands out the machine's credentials.
 */
export type AddressReach = 'public' | 'internal' | 'never';

/** The four bytes of a dotted IPv4 address. */
function ipv4Bytes(address: string): number[] {
  return address.split('.').map(Number);
}

/** Link-local 169.254.0.0/16, and Alibaba Cloud's metadata service, which sits in 100.64.0.0/10. */
function isNeverIpv4([a, b, c, d]: number[]): boolean {
  return (a === 169 && b === 254) || (a === 100 && b === 100 && c === 100 && d === 200);
}

/** Loopback, private, carrier-grade NAT, benchmarking, 6to4 relays, multicast and reserved IPv4. */
function isInternalIpv4([a, b, c]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 0 && c === 0) ||
    (a === 192 && b === 88 && c === 99) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

function ipv4Reach(bytes: number[]): AddressReach {
  if (isNeverIpv4(bytes)) return 'never';
  return isInternalIpv4(bytes) ? 'internal' : 'public';
}

/** The eight 16-bit groups of an IPv6 address, a trailing dotted IPv4 part and `::` expanded. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = ipv4Bytes(dotted[1]);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : new Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
}

/** The IPv4 address two 16-bit groups hold. */
function bytesOf(high: number, low: number): number[] {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff];
}

const zero = (groups: number[]) => groups.every((group) => group === 0);

/**
 * The IPv4 addresses an IPv6 address leads to, by every form that embeds one: IPv4-compatible
 * `::a.b.c.d`, IPv4-mapped `::ffff:a.b.c.d`, IPv4-translated `::ffff:0:a.b.c.d`, NAT64
 * `64:ff9b::a.b.c.d`, 6to4 `2002:aabb:ccdd::`, Teredo `2001:0:<server>::<client inverted>` and an
 * ISATAP interface id `…:0:5efe:a.b.c.d`. Such an address is judged by the IPv4 inside, whatever
 * notation the URL parser normalised it to.
 */
function embeddedIpv4s(groups: number[]): number[][] {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups;
  const last = bytesOf(g6, g7);
  const found: number[][] = [];
  if (zero(groups.slice(0, 5)) && (g5 === 0 || g5 === 0xffff)) found.push(last);
  if (zero(groups.slice(0, 4)) && g4 === 0xffff && g5 === 0) found.push(last);
  if (g0 === 0x64 && g1 === 0xff9b && zero(groups.slice(2, 6))) found.push(last);
  if (g0 === 0x2002) found.push(bytesOf(g1, g2));
  if (g0 === 0x2001 && g1 === 0) found.push(bytesOf(g2, g3), bytesOf(~g6 & 0xffff, ~g7 & 0xffff));
  if ((g4 & 0xfdff) === 0 && g5 === 0x5efe) found.push(last);
  return found;
}

/** `fd00:ec2::254`, the AWS metadata service over IPv6 (unique-local, so internal besides). */
const IPV6_METADATA = ['fd00:ec2::254'].map(ipv6Groups);

function ipv6Reach(address: string): AddressReach {
  const groups = ipv6Groups(address);
  if (groups.length !== 8 || groups.some((group) => !Number.isInteger(group))) return 'never';
  const first = groups[0];
  // Link-local fe80::/10.
  if ((first & 0xffc0) === 0xfe80) return 'never';
  if (IPV6_METADATA.some((metadata) => metadata.every((group, index) => group === groups[index]))) return 'never';
  const inside = embeddedIpv4s(groups).map(ipv4Reach);
  if (inside.includes('never')) return 'never';
  // Unspecified :: and loopback ::1, beside the compatible form's 0.0.0.0 and 0.0.0.1.
  if (zero(groups.slice(0, 7)) && groups[7] <= 1) return 'internal';
  if (inside.includes('internal')) return 'internal';
  // Local-use NAT64 64:ff9b:1::/48: a network's own translator, its IPv4 placed as it chooses.
  if (first === 0x64 && groups[1] === 0xff9b && groups[2] === 1) return 'internal';
  // Unique-local fc00::/7, site-local fec0::/10, multicast ff00::/8.
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfec0 || (first & 0xff00) === 0xff00 ? 'internal' : 'public';
}

/** How far an IP address is from the public internet; anything that is not an IP address is `never`. */
export function addressReach(address: string): AddressReach {
  const version = isIP(address);
  if (version === 4) return ipv4Reach(ipv4Bytes(address));
  if (version === 6) return ipv6Reach(address);
  return 'never';
}

/** Whether an address is anything but public: closed unless private addresses are allowed. */
export function isInternalAddress(address: string): boolean {
  return addressReach(address) !== 'public';
}

/** Whether an address may be reached under this rule: public always, internal only when private addresses are allowed. */
export function isReachable(address: string, allowPrivate: boolean): boolean {
  const reach = addressReach(address);
  return reach === 'public' || (reach === 'internal' && allowPrivate);
}
