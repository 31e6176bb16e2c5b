import { BlockList, isIP } from "node:net";

/** The environment variable naming the hosts, addresses and CIDR ranges outbound requests may reach despite the policy. */
export const OUTBOUND_ALLOW_HOSTS = "OUTBOUND_ALLOW_HOSTS";

/**
 * Addresses a server-side request must not reach unless allow-listed: the machine itself, its
 * private networks and the cloud metadata service (link-local) are where a URL typed into a setting
 * would do harm. IPv4-mapped and IPv4-compatible IPv6 addresses are read as the IPv4 address they carry.
 */
const IPV4_REFUSED: readonly [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT (shared address space)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata 169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];
const IPV6_REFUSED: readonly [string, number][] = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b:1::", 48], // local-use NAT64
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated, still routed by some stacks)
  ["ff00::", 8], // multicast
];

const refused = new BlockList();
for (const [address, prefix] of IPV4_REFUSED) refused.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of IPV6_REFUSED) refused.addSubnet(address, prefix, "ipv6");

/** `::ffff:a.b.c.d`, `::ffff:7f00:1` and `::a.b.c.d` carry an IPv4 address; anything else is itself. */
function embeddedIpv4(address: string): string | null {
  if (isIP(address) !== 6) return null;
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1).toLowerCase();
  const match = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!match || canonical === "::1") return null;
  const high = parseInt(match[1]!, 16);
  const low = parseInt(match[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** An entry of the allow-list: a host name (matched exactly, case-insensitively), an address or a CIDR range. */
export interface OutboundAllowList {
  hosts: ReadonlySet<string>;
  addresses: BlockList;
  /** The entries as written, for messages. */
  entries: readonly string[];
}

/**
 * Parses OUTBOUND_ALLOW_HOSTS: comma-separated host names (`crm.internal`), addresses (`127.0.0.1`,
 * `::1`) and CIDR ranges (`10.20.0.0/16`). Throws, naming the entry, for anything else.
 */
export function parseAllowList(value: string | undefined): OutboundAllowList {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hosts = new Set<string>();
  const addresses = new BlockList();
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split("/");
    const family = isIP(address ?? "");
    if (family !== 0 && rest.length === 0) {
      const type = family === 4 ? "ipv4" : "ipv6";
      if (bits === undefined) addresses.addAddress(address!, type);
      else if (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128))
        addresses.addSubnet(address!, Number(bits), type);
      else throw new Error(`${OUTBOUND_ALLOW_HOSTS}: ${JSON.stringify(entry)} has an invalid prefix length`);
    } else if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(entry)) {
      hosts.add(entry.toLowerCase());
    } else {
      throw new Error(
        `${OUTBOUND_ALLOW_HOSTS} must list host names, addresses or CIDR ranges separated by commas; ${JSON.stringify(entry)} is none of these`,
      );
    }
  }
  return { hosts, addresses, entries };
}

let cached: { value: string | undefined; list: OutboundAllowList } | null = null;

/** The allow-list from the process environment, parsed once per value (the server checks it at start, services/config.ts). */
export function allowListFromEnv(): OutboundAllowList {
  const value = process.env[OUTBOUND_ALLOW_HOSTS];
  if (!cached || cached.value !== value) cached = { value, list: parseAllowList(value) };
  return cached.list;
}

function familyOf(address: string): "ipv4" | "ipv6" {
  return isIP(address) === 4 ? "ipv4" : "ipv6";
}

/** Whether `address` (an IP literal) may be connected to: public, or named by the allow-list. */
export function addressAllowed(address: string, allow: OutboundAllowList): boolean {
  const ipv4 = isIP(address) === 4 ? address : embeddedIpv4(address);
  if (allow.addresses.check(address, familyOf(address))) return true;
  if (ipv4 !== null) {
    if (allow.addresses.check(ipv4, "ipv4")) return true;
    return !refused.check(ipv4, "ipv4");
  }
  return !refused.check(address, "ipv6");
}

/** Whether a host name is allow-listed by name (then its addresses are not checked). */
export function hostAllowed(hostname: string, allow: OutboundAllowList): boolean {
  return allow.hosts.has(hostname.toLowerCase().replace(/\.$/, ""));
}
