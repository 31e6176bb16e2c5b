import { vi } from "vitest";

/** A recorded request: what the component sent. */
interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface StubReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: SentRequest, match: RegExpMatchArray) => StubReply | Promise<StubReply>;

/**
 * A small fetch stand-in for component tests: routes by method and URL pattern, records every
 * request (headers lower-cased, JSON bodies parsed) and answers 404 for anything unrouted.
 */
export function stubFetch() {
  const routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    const request: SentRequest = {
      method: (init.method ?? "GET").toUpperCase(),
      url,
      headers,
      body: typeof init.body === "string" ? JSON.parse(init.body) : (init.body ?? undefined),
    };
    sent.push(request);
    for (const route of [...routes].reverse()) {
      const match = route.method === request.method ? url.match(route.pattern) : null;
      if (match) {
        const reply = await route.handler(request, match);
        const status = reply.status ?? 200;
        return new Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), {
          status,
          headers: { "content-type": "application/json", ...reply.headers },
        });
      }
    }
    return new Response(JSON.stringify({ error: "not_found", message: `No stub for ${request.method} ${url}` }), {
      status: 404,
    });
  });
  vi.stubGlobal("fetch", fetchStub);
  return {
    sent,
    /** Adds a route; later routes win over earlier ones for the same request. */
    on(method: string, pattern: RegExp, handler: Handler | StubReply) {
      routes.push({ method, pattern, handler: typeof handler === "function" ? handler : () => handler });
    },
    /** Requests with this method whose URL matches. */
    requests(method: string, pattern: RegExp) {
      return sent.filter((request) => request.method === method && pattern.test(request.url));
    },
  };
}

export type FetchStub = ReturnType<typeof stubFetch>;
