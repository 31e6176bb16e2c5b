/**
 * Many short strings (vehicle ids, VINs) as one string, each followed by a newline, and the offset of
 * each: at a million vehicles about 20 bytes per entry, where an array of a million strings costs
 * some 50 (a heap object and a pointer each). A search can run `indexOf` over the whole text and map
 * a hit back to its entry, since no entry holds a newline (decision 096).
 */
export class PackedStrings {
  readonly length: number;
  readonly #text: string;
  /** starts[i] is where entry i begins; starts[length] is the text's length. */
  readonly #starts: Uint32Array;

  constructor(text: string, starts: Uint32Array) {
    this.#text = text;
    this.#starts = starts;
    this.length = starts.length - 1;
  }

  at(index: number): string {
    return this.#text.slice(this.#starts[index]!, this.#starts[index + 1]! - 1);
  }

  /** Calls `found` once per entry containing `term` (which holds no newline), in entry order. */
  forEachContaining(term: string, found: (index: number) => void): void {
    if (term === "") {
      for (let index = 0; index < this.length; index++) found(index);
      return;
    }
    let from = 0;
    for (;;) {
      const at = this.#text.indexOf(term, from);
      if (at < 0) return;
      const index = this.#entryAt(at);
      found(index);
      from = this.#starts[index + 1]!;
    }
  }

  /** The entry holding text position `at` (the last start not after it). */
  #entryAt(at: number): number {
    let low = 0;
    let high = this.length;
    while (high - low > 1) {
      const middle = (low + high) >>> 1;
      if (this.#starts[middle]! <= at) low = middle;
      else high = middle;
    }
    return low;
  }
}

/** Collects strings one at a time into a PackedStrings, in chunks (never one string per entry kept). */
export class PackedStringsBuilder {
  #chunks: string[] = [];
  #pending: string[] = [];
  #starts: Uint32Array;
  #length = 0;
  #textLength = 0;

  constructor(expected = 1024) {
    this.#starts = new Uint32Array(Math.max(2, expected + 1));
  }

  push(value: string): void {
    if (value.includes("\n")) throw new Error(`a packed string holds a newline: ${JSON.stringify(value)}`);
    if (this.#length + 1 >= this.#starts.length) {
      const bigger = new Uint32Array(this.#starts.length * 2);
      bigger.set(this.#starts);
      this.#starts = bigger;
    }
    this.#starts[this.#length++] = this.#textLength;
    this.#textLength += value.length + 1;
    this.#pending.push(value);
    // Joined per thousand entries: a few thousand short-lived strings at a time, not a million.
    if (this.#pending.length === 1000) this.#flush();
  }

  #flush(): void {
    if (this.#pending.length === 0) return;
    this.#chunks.push(this.#pending.join("\n") + "\n");
    this.#pending = [];
  }

  finish(): PackedStrings {
    this.#flush();
    const starts = this.#starts.slice(0, this.#length + 1);
    starts[this.#length] = this.#textLength;
    // Written out flat: a joined string is one sequential buffer, not a tree of pieces.
    const text = this.#chunks.join("");
    this.#chunks = [];
    return new PackedStrings(text, starts);
  }
}
