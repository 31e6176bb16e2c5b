import type { Bits } from "./bits.ts";

/** A dictionary code per vehicle, in the narrowest array its number of distinct values allows. */
export type Codes = Uint8Array | Uint16Array | Uint32Array;

/** `codes` (first `n`) copied into the narrowest array for `distinct` values, each mapped through `remap`. */
export function narrowCodes(codes: Uint32Array, n: number, distinct: number, remap?: Uint32Array): Codes {
  const narrow: Codes =
    distinct <= 0x100 ? new Uint8Array(n) : distinct <= 0x10000 ? new Uint16Array(n) : new Uint32Array(n);
  for (let index = 0; index < n; index++) narrow[index] = remap ? remap[codes[index]!]! : codes[index]!;
  return narrow;
}

/**
 * The vehicles whose code is marked in `wanted` (a byte per code), written into `bits` a word at a
 * time: a sequential scan, which at a million vehicles costs a millisecond or two.
 */
export function codesIn(codes: Codes, wanted: Uint8Array, bits: Bits): Bits {
  const n = codes.length;
  for (let word = 0; word < bits.length; word++) {
    const start = word * 32;
    const end = Math.min(start + 32, n);
    let value = 0;
    for (let index = start; index < end; index++) if (wanted[codes[index]!] !== 0) value |= 1 << (index - start);
    bits[word] = value;
  }
  return bits;
}

/** Per code, how many vehicles in `mask` have it: a visit of each set bit (a facet of many values). */
export function countCodes(codes: Codes, mask: Bits, distinct: number): Uint32Array {
  const counts = new Uint32Array(distinct);
  for (let word = 0; word < mask.length; word++) {
    let value = mask[word]!;
    while (value !== 0) {
      const lowest = value & -value;
      counts[codes[word * 32 + 31 - Math.clz32(lowest)]!]!++;
      value ^= lowest;
    }
  }
  return counts;
}
