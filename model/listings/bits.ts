/** A set of vehicle positions, 32 to a word: what the listing index filters and counts with. */
export type Bits = Uint32Array;

function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function countOf(bits: Bits): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) total += popcount(bits[i]!);
  return total;
}

export function countAnd(a: Bits, b: Bits): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    const word = a[i]! & b[i]!;
    if (word !== 0) total += popcount(word);
  }
  return total;
}

export function and(target: Bits, other: Bits): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
}

export function has(bits: Bits, index: number): boolean {
  return (bits[index >>> 5]! & (1 << (index & 31))) !== 0;
}

export function set(bits: Bits, index: number): void {
  bits[index >>> 5]! |= 1 << (index & 31);
}
