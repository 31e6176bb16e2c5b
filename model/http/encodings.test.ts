import { describe, expect, it } from "vitest";
import { acceptedEncoding } from "./encodings.ts";

describe("the encoding an answer is sent in", () => {
  it("prefers Brotli, then gzip, honours q=0 and sends plain bytes to a client that names neither", () => {
    expect(acceptedEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(acceptedEncoding("gzip")).toBe("gzip");
    expect(acceptedEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(acceptedEncoding("BR ; q=0.0, GZIP")).toBe("gzip");
    expect(acceptedEncoding("br;q=0.1")).toBe("br");
    expect(acceptedEncoding("deflate, identity")).toBeNull();
    expect(acceptedEncoding("")).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
