// The key under which the attempt limits count a client address. An IPv6 host usually holds a
// whole /64 and can pick a new address in it for every request, so IPv6 addresses count by their
// /64 prefix; IPv4 (also when written as ::ffff:a.b.c.d) counts by the full address.
import net from 'node:net';

export function addressKey(address: string): string {
  if (net.isIPv4(address)) return address;
  if (!net.isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, "::" expanded and a trailing IPv4 part folded in. */
function ipv6Groups(address: string): string[] {
  const plain = address.split('%')[0]!.toLowerCase();
  const withoutV4 = plain.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_m, a, b, c, d) => {
    const hex = (x: string, y: string) => ((Number(x) << 8) | Number(y)).toString(16);
    return `${hex(a, b)}:${hex(c, d)}`;
  });
  const [head = '', tail] = withoutV4.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}
