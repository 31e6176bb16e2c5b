import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { Readable, Transform } from "node:stream";
import {
  addressAllowed,
  allowListFromEnv,
  hostAllowed,
  OUTBOUND_ALLOW_HOSTS,
  type OutboundAllowList,
} from "./outbound-address-policy.ts";

/**
 * Every server-side HTTP request goes through `outboundFetch` (decision 119): http(s) only; a URL that
 * came from a setting, a form or any other stored input may not reach loopback, private, link-local,
 * unique-local, multicast or unspecified addresses unless OUTBOUND_ALLOW_HOSTS names the host or
 * address; the address checked is the one connected to (the lookup happens inside the connection, so
 * a DNS answer cannot change between check and use); redirects are followed by hand, each hop checked
 * again; connect and total timeouts; answers larger than a byte cap are cut off with an error.
 */

/** Where the URL came from. */
type OutboundDestination =
  /** The environment names it (LEADS_API_URL, PAYPAL_API_BASE, ...): the operator chose it, any address is fine. */
  | "operator"
  /** A setting, a form's integrations, a command-line argument: the address policy applies. */
  | "setting";

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | null;
  signal?: AbortSignal | null;
  /** Default "setting": the address policy applies to every hop. */
  destination?: OutboundDestination;
  /** The whole exchange, answer read included (default 15 s). */
  timeoutMs?: number;
  /** Name lookup and connection (default 5 s). */
  connectTimeoutMs?: number;
  /** The largest answer body read (default 5 MiB). */
  maxBytes?: number;
  /** Redirects followed (default 3). */
  maxRedirects?: number;
  /** Instead of OUTBOUND_ALLOW_HOSTS (tests). */
  allow?: OutboundAllowList;
}

/** The shape every caller's injectable fetch has: `outboundFetch`, or a test's stub. */
export type OutboundFetch = (url: string, init?: OutboundInit) => Promise<Response>;

type OutboundProblem = "scheme" | "refused_address" | "timeout" | "too_large" | "redirects";

/** A request the policy refused or a limit cut off; the message says which, without the remote's answer. */
export class OutboundError extends Error {
  override name = "OutboundError";
  constructor(
    readonly problem: OutboundProblem,
    message: string,
  ) {
    super(message);
  }
}

const DEFAULTS = { timeoutMs: 15_000, connectTimeoutMs: 5000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 };
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
/** Headers that carry credentials: never sent on to another origin by a redirect. */
const CREDENTIAL_HEADERS = ["authorization", "cookie", "proxy-authorization"];

function refusedAddress(host: string, address: string): OutboundError {
  return new OutboundError(
    "refused_address",
    `${host} resolves to ${address}, a loopback, private or link-local address; outbound requests may reach it only when ${OUTBOUND_ALLOW_HOSTS} names it`,
  );
}

/**
 * A DNS lookup that answers only permitted addresses: it refuses the host when any address it
 * resolves to is refused (picking the good ones would let a rebinding answer mix them).
 */
function checkedLookup(allow: OutboundAllowList): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      const bad = addresses.find((entry) => !addressAllowed(entry.address, allow));
      if (bad) return callback(refusedAddress(hostname, bad.address), "", 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), "", 0);
      callback(null, first.address, first.family);
    });
  };
}

/** The host of a URL without IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

function byteCap(maxBytes: number, url: URL): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes)
        done(new OutboundError("too_large", `the answer from ${url.origin} is larger than ${maxBytes} bytes`));
      else done(null, chunk);
    },
  });
}

interface Hop {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | null;
  guarded: boolean;
}

/** One request without following redirects; resolves with the answer's head, its body still to read. */
function send(hop: Hop, allow: OutboundAllowList, connectTimeoutMs: number, signal: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const host = hostOf(hop.url);
    const byName = hostAllowed(host, allow);
    if (hop.guarded && !byName && isIP(host) !== 0 && !addressAllowed(host, allow))
      return reject(refusedAddress(host, host));
    const request = (hop.url.protocol === "https:" ? https : http).request(hop.url, {
      method: hop.method,
      headers: hop.headers,
      signal,
      agent: false,
      ...(hop.guarded && !byName ? { lookup: checkedLookup(allow) } : {}),
    });
    const connectTimer = setTimeout(
      () =>
        request.destroy(
          new OutboundError("timeout", `${hop.url.origin} did not accept a connection within ${connectTimeoutMs} ms`),
        ),
      connectTimeoutMs,
    );
    request.on("socket", (socket) => {
      if (!socket.connecting) clearTimeout(connectTimer);
      else socket.once("connect", () => clearTimeout(connectTimer));
    });
    request.on("response", (response) => {
      clearTimeout(connectTimer);
      resolve(response);
    });
    request.on("error", (error) => {
      clearTimeout(connectTimer);
      reject(error);
    });
    request.end(hop.body ?? undefined);
  });
}

function responseHeaders(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** The next hop of a redirect: GET without a body after 303 (and 301/302 of a POST), credentials only to the same origin. */
function redirected(hop: Hop, status: number, location: URL, operatorOrigin: string | null): Hop {
  const keepMethod = status === 307 || status === 308 || (hop.method === "GET" && status !== 303);
  const headers = { ...hop.headers };
  if (location.origin !== hop.url.origin) for (const name of CREDENTIAL_HEADERS) delete headers[name];
  if (!keepMethod) {
    delete headers["content-type"];
    delete headers["content-length"];
  }
  return {
    url: location,
    method: keepMethod ? hop.method : "GET",
    headers,
    body: keepMethod ? hop.body : null,
    // The operator chose an origin, not wherever it redirects to.
    guarded: location.origin !== operatorOrigin,
  };
}

function lowerCaseKeys(headers: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
}

/**
 * A `fetch`-like request under the outbound policy. Resolves with a standard Response whose body is
 * capped at `maxBytes` (reading past it rejects with OutboundError "too_large"); the total timeout
 * runs until the body has been read (or the body is cancelled).
 */
export async function outboundFetch(input: string | URL, init: OutboundInit = {}): Promise<Response> {
  const options = { ...DEFAULTS, ...init };
  const allow = init.allow ?? allowListFromEnv();
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new OutboundError("scheme", `${JSON.stringify(String(input))} is not a URL`);
  }
  const operatorOrigin = init.destination === "operator" ? url.origin : null;
  const controller = new AbortController();
  const timeout = new OutboundError("timeout", `${url.origin} did not answer within ${options.timeoutMs} ms`);
  const timer = setTimeout(() => controller.abort(timeout), options.timeoutMs);
  const onAbort = () => controller.abort(init.signal?.reason);
  if (init.signal?.aborted) onAbort();
  init.signal?.addEventListener("abort", onAbort, { once: true });
  const finish = () => {
    clearTimeout(timer);
    init.signal?.removeEventListener("abort", onAbort);
  };
  const headers = lowerCaseKeys(init.headers);
  if (init.body != null && headers["content-length"] === undefined)
    headers["content-length"] = String(Buffer.byteLength(init.body));
  let hop: Hop = {
    url,
    method: (init.method ?? "GET").toUpperCase(),
    headers,
    body: init.body ?? null,
    guarded: operatorOrigin === null,
  };
  try {
    for (let redirects = 0; ; redirects++) {
      if (hop.url.protocol !== "http:" && hop.url.protocol !== "https:")
        throw new OutboundError("scheme", `only http and https URLs may be requested, not ${hop.url.protocol}`);
      if (hop.url.username || hop.url.password) hop.url = new URL(hop.url.href.replace(/\/\/[^@/]*@/, "//"));
      const message = await send(hop, allow, options.connectTimeoutMs, controller.signal).catch((error: unknown) => {
        throw controller.signal.aborted && controller.signal.reason instanceof Error ? controller.signal.reason : error;
      });
      const status = message.statusCode ?? 0;
      const location = message.headers.location;
      if (status >= 300 && status < 400 && status !== 304 && location) {
        message.resume();
        if (redirects >= options.maxRedirects)
          throw new OutboundError("redirects", `${url.origin} redirected more than ${options.maxRedirects} times`);
        hop = redirected(hop, status, new URL(location, hop.url), operatorOrigin);
        continue;
      }
      const declared = Number(message.headers["content-length"]);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        message.destroy();
        throw new OutboundError(
          "too_large",
          `the answer from ${hop.url.origin} is larger than ${options.maxBytes} bytes`,
        );
      }
      const capped = message.pipe(byteCap(options.maxBytes, hop.url));
      message.on("error", (error) =>
        capped.destroy(controller.signal.reason instanceof Error ? controller.signal.reason : error),
      );
      // Past the cap (or a reader's cancel) nothing more is read: close the connection at once.
      capped.on("error", () => message.destroy());
      capped.on("close", () => {
        finish();
        message.destroy();
      });
      const body = NULL_BODY_STATUSES.has(status) ? null : (Readable.toWeb(capped) as ReadableStream<Uint8Array>);
      if (body === null) {
        message.resume();
        finish();
      }
      return new Response(body, { status: Math.max(200, status), headers: responseHeaders(message) });
    }
  } catch (error) {
    finish();
    throw error;
  }
}
