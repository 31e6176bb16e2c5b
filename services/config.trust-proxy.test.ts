import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, trustProxyOption } from "./config.ts";

describe("TRUST_PROXY", () => {
  it("trusts no proxy by default", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
  });

  it("takes a hop count, or a list of addresses and CIDR ranges", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: " 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
      "fd00::/8",
    ]);
  });

  it("refuses true (anyone could forge their address) and anything that is not an address", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/would let any client forge its address/);
    for (const value of ["proxy.internal", "10.0.0.0/33", "10.0.0.1/8/1", "::1/129", "1.2.3"])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY must be/);
  });

  it("turns a hop count into a function Fastify honours (it reads a bare number as trust nothing)", () => {
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust("10.0.0.1", hop))).toEqual([true, true, false]);
    expect(trustProxyOption(["10.0.0.0/8"])).toEqual(["10.0.0.0/8"]);
  });
});

describe("PUBLIC_URL", () => {
  it("is null unless set, and kept without a trailing slash", () => {
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(loadConfig({ PUBLIC_URL: "https://www.example.com/" }).publicUrl).toBe("https://www.example.com");
    expect(loadConfig({ PUBLIC_URL: "http://localhost:3000" }).publicUrl).toBe("http://localhost:3000");
  });

  it("must be an http(s) origin", () => {
    for (const value of [
      "www.example.com",
      "/site",
      "ftp://example.com",
      "javascript:alert(1)",
      "https://user:pw@example.com",
      "https://example.com/?x=1",
      "https://example.com/site",
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: value }), value).toThrow(/PUBLIC_URL must be the site's origin/);
    }
  });
});
