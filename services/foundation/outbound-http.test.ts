import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressAllowed, parseAllowList } from "./outbound-address-policy.ts";
import { OutboundError, outboundFetch } from "./outbound-http.ts";

const NOTHING = parseAllowList("");

/** A real HTTP server on 127.0.0.1 that records every request it receives. */
async function localServer(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  const seen: { url: string; headers: IncomingMessage["headers"] }[] = [];
  const server: Server = createServer((request, response) => {
    seen.push({ url: request.url ?? "", headers: request.headers });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    seen,
    close: () => new Promise<void>((resolve) => server.closeAllConnections() ?? server.close(() => resolve())),
  };
}

async function refusal(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => null,
    (problem: unknown) => problem,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe("the outbound address policy", () => {
  it.each([
    "127.0.0.1",
    "127.3.4.5",
    "0.0.0.0",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fd00::1",
    "fc00::5",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "::ffff:10.0.0.1",
    "::127.0.0.1",
  ])("refuses %s", (address) => {
    expect(addressAllowed(address, NOTHING)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"])(
    "allows the public address %s",
    (address) => {
      expect(addressAllowed(address, NOTHING)).toBe(true);
    },
  );

  it("allows what the allow-list names: an address, a CIDR range, an IPv4-mapped form of a listed address", () => {
    const allow = parseAllowList("127.0.0.1, 10.20.0.0/16, fd12::/16");
    expect(addressAllowed("127.0.0.1", allow)).toBe(true);
    expect(addressAllowed("::ffff:127.0.0.1", allow)).toBe(true);
    expect(addressAllowed("10.20.3.4", allow)).toBe(true);
    expect(addressAllowed("10.21.3.4", allow)).toBe(false);
    expect(addressAllowed("fd12::9", allow)).toBe(true);
    expect(addressAllowed("127.0.0.2", allow)).toBe(false);
  });

  it("refuses an allow-list entry that is neither a host, an address nor a range, naming it", () => {
    expect(() => parseAllowList("127.0.0.1, http://crm.internal")).toThrow(/"http:\/\/crm.internal"/);
    expect(() => parseAllowList("10.0.0.0/33")).toThrow(/10.0.0.0\/33/);
  });
});

describe("outboundFetch against real local servers", () => {
  let server: Awaited<ReturnType<typeof localServer>>;
  beforeAll(async () => {
    server = await localServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://x");
      if (url.pathname === "/hello") return response.end(JSON.stringify({ hello: "world" }));
      if (url.pathname === "/redirect") {
        response.writeHead(302, { location: url.searchParams.get("to") ?? "/hello" });
        return response.end();
      }
      if (url.pathname === "/loop") {
        response.writeHead(302, { location: "/loop" });
        return response.end();
      }
      if (url.pathname === "/big") {
        response.writeHead(200, { "content-length": "4000" });
        return response.end("x".repeat(4000));
      }
      if (url.pathname === "/big-chunked") {
        response.writeHead(200);
        response.write("x".repeat(3000));
        return response.end("x".repeat(3000));
      }
      if (url.pathname === "/stall") return; // never answers
      if (url.pathname === "/stall-body") {
        response.writeHead(200);
        return response.write("partial"); // never ends
      }
      response.writeHead(404).end();
    });
  });
  afterAll(() => server.close());

  const at = (path: string, host = "127.0.0.1") => `http://${host}:${server.port}${path}`;

  it("refuses a loopback address that the allow-list does not name; the server hears nothing", async () => {
    const before = server.seen.length;
    const error = await refusal(outboundFetch(at("/hello"), { allow: NOTHING }));
    expect(error.problem).toBe("refused_address");
    expect(error.message).toContain("OUTBOUND_ALLOW_HOSTS");
    expect(server.seen.length).toBe(before);
  });

  it("refuses a host name that resolves to 127.0.0.1 (the resolved address is what is checked)", async () => {
    const before = server.seen.length;
    const error = await refusal(outboundFetch(at("/hello", "localhost"), { allow: NOTHING }));
    expect(error.problem).toBe("refused_address");
    expect(server.seen.length).toBe(before);
  });

  it("refuses IPv6 loopback and the IPv4-mapped form of 127.0.0.1 written as a URL", async () => {
    expect((await refusal(outboundFetch(`http://[::1]:${server.port}/hello`, { allow: NOTHING }))).problem).toBe(
      "refused_address",
    );
    expect(
      (await refusal(outboundFetch(`http://[::ffff:127.0.0.1]:${server.port}/hello`, { allow: NOTHING }))).problem,
    ).toBe("refused_address");
    // WHATWG URL parsing turns 2130706433 into 127.0.0.1: still refused.
    expect((await refusal(outboundFetch(`http://2130706433:${server.port}/hello`, { allow: NOTHING }))).problem).toBe(
      "refused_address",
    );
  });

  it("reaches an address, a range or a host name the allow-list names", async () => {
    for (const entry of ["127.0.0.1", "127.0.0.0/8", "localhost"]) {
      const host = entry === "localhost" ? "localhost" : "127.0.0.1";
      const response = await outboundFetch(at("/hello", host), { allow: parseAllowList(entry) });
      expect(await response.json()).toEqual({ hello: "world" });
    }
  });

  it("reaches an operator-configured destination (from the environment) on any address", async () => {
    const response = await outboundFetch(at("/hello"), { destination: "operator", allow: NOTHING });
    expect(response.status).toBe(200);
  });

  it("refuses only http and https", async () => {
    for (const url of ["file:///etc/passwd", "ftp://example.com/x", "gopher://127.0.0.1/"])
      expect((await refusal(outboundFetch(url, { allow: NOTHING }))).problem).toBe("scheme");
  });

  it("checks every redirect hop: an allowed host redirecting to a loopback address is refused before the request", async () => {
    const allow = parseAllowList("localhost");
    const before = server.seen.length;
    const error = await refusal(
      outboundFetch(at(`/redirect?to=${encodeURIComponent(at("/hello"))}`, "localhost"), { allow }),
    );
    expect(error.problem).toBe("refused_address");
    expect(server.seen.slice(before).map((request) => request.url)).toEqual([
      `/redirect?to=${encodeURIComponent(at("/hello"))}`,
    ]);
  });

  it("an operator destination that redirects to another origin loses its credentials and the policy applies", async () => {
    const error = await refusal(
      outboundFetch(at(`/redirect?to=${encodeURIComponent(at("/hello", "localhost"))}`), {
        destination: "operator",
        headers: { authorization: "Bearer secret" },
        allow: NOTHING,
      }),
    );
    expect(error.problem).toBe("refused_address");
    const allowed = await outboundFetch(at(`/redirect?to=${encodeURIComponent(at("/hello", "localhost"))}`), {
      destination: "operator",
      headers: { authorization: "Bearer secret" },
      allow: parseAllowList("localhost"),
    });
    expect(allowed.status).toBe(200);
    const last = server.seen.at(-1)!;
    expect(last.headers.host).toBe(`localhost:${server.port}`);
    expect(last.headers.authorization).toBeUndefined();
  });

  it("follows a same-origin redirect and stops after the redirect limit", async () => {
    const allow = parseAllowList("127.0.0.1");
    expect(await (await outboundFetch(at("/redirect?to=/hello"), { allow })).json()).toEqual({ hello: "world" });
    const error = await refusal(outboundFetch(at("/loop"), { allow, maxRedirects: 2 }));
    expect(error.problem).toBe("redirects");
  });

  it("cuts off an answer past the byte cap, declared or streamed", async () => {
    const allow = parseAllowList("127.0.0.1");
    expect((await refusal(outboundFetch(at("/big"), { allow, maxBytes: 1000 }))).problem).toBe("too_large");
    const response = await outboundFetch(at("/big-chunked"), { allow, maxBytes: 4000 });
    const error = await refusal(response.text());
    expect(error.problem).toBe("too_large");
    expect(error.message).toContain("larger than 4000 bytes");
    expect((await (await outboundFetch(at("/big"), { allow, maxBytes: 4000 })).text()).length).toBe(4000);
  });

  it("gives up on a server that never answers, and on an answer that never ends, after the timeout", async () => {
    const allow = parseAllowList("127.0.0.1");
    const started = Date.now();
    expect((await refusal(outboundFetch(at("/stall"), { allow, timeoutMs: 300 }))).problem).toBe("timeout");
    const response = await outboundFetch(at("/stall-body"), { allow, timeoutMs: 300 });
    expect((await refusal(response.text())).problem).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("passes the caller's abort signal on", async () => {
    const allow = parseAllowList("127.0.0.1");
    const error = await outboundFetch(at("/stall"), { allow, signal: AbortSignal.timeout(100) }).then(
      () => null,
      (problem: unknown) => problem as Error,
    );
    expect(error?.name).toBe("TimeoutError");
  });
});
