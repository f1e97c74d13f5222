import { isIPv4, isIPv6 } from 'node:net';

/** The 16-bit groups of an IPv6 address, `::` expanded (an embedded IPv4 tail becomes two groups). */
function groupsOf(address: string): number[] {
  const [head, tail = ''] = address.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [front, back] = [parse(head), parse(tail)];
  return address.includes('::') ? [...front, ...new Array(8 - front.length - back.length).fill(0), ...back] : front;
}

/**
 * Whom the website's per-visitor limits count: an IPv4 address, or the /64 network of an IPv6
 * address, which one subscriber holds whole (so that walking through its addresses is still one
 * visitor). An IPv4-mapped IPv6 address is its IPv4 address.
 */
export function visitorNetwork(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0];
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare;
  const groups = groupsOf(bare.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
