import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app.ts";

/**
 * deploy/forecourt-nginx.conf lets nginx send a POST that carries an Idempotency-Key to another
 * instance after the first failed, sent or not, only for the routes it lists (decision 175): a route
 * that stores a second write for a retried post must never be on the list, and a route that answers a
 * retry from its key should be, or a rolling restart can fail its posts.
 */
const NGINX_CONF = path.resolve(import.meta.dirname, "..", "..", "deploy", "forecourt-nginx.conf");

/** The `"~^POST /path$" 1;` lines of the $keyed_route map, as regular expressions. */
function keyedRoutePatterns(conf: string): RegExp[] {
  const map = /map "\$request_method \$uri" \$keyed_route \{([^}]*)\}/.exec(conf)?.[1];
  if (!map) throw new Error("deploy/forecourt-nginx.conf has no $keyed_route map");
  return [...map.matchAll(/^\s*"~(.+)" 1;$/gm)].map((match) => new RegExp(match[1]!));
}

/** A request line nginx would see for the route: each parameter filled in. */
function requestLine(method: string, url: string): string {
  return `${method} ${url.replace(/:[A-Za-z]+/g, "x1").replace(/\*/g, "x1/x2")}`;
}

/** nginx retries these only with `non_idempotent` (PUT and DELETE it retries anyway). */
const NON_IDEMPOTENT = new Set(["POST", "PATCH"]);

describe("the balancer's retries of posts", () => {
  let testApp: TestApp;
  const routes: RouteOptions[] = [];
  const patterns = keyedRoutePatterns(readFileSync(NGINX_CONF, "utf8"));

  beforeAll(async () => {
    testApp = await createTestApp("sqlite", { onRoute: (route) => routes.push(route) });
  });
  afterAll(() => testApp.close());

  const lines = (keyed: boolean) =>
    routes.flatMap((route) => {
      const declares = Boolean(
        (route.schema as { headers?: { properties?: Record<string, unknown> } } | undefined)?.headers?.properties?.[
          "idempotency-key"
        ],
      );
      return declares === keyed
        ? [route.method]
            .flat()
            .filter((method) => NON_IDEMPOTENT.has(method))
            .map((method) => requestLine(method, route.url))
        : [];
    });

  it("are allowed for every post route that answers a retry from its Idempotency-Key", () => {
    const keyed = lines(true);
    expect(keyed).toEqual(expect.arrayContaining(["POST /forms/x1/leads", "POST /buy_online/orders/init"]));
    expect(keyed.filter((line) => !patterns.some((pattern) => pattern.test(line)))).toEqual([]);
  });

  it("are never allowed for a post route that would store a retried post twice", () => {
    const unkeyed = lines(false);
    expect(unkeyed).toEqual(expect.arrayContaining(["POST /api/auth/login", "POST /media/api/v2/images"]));
    expect(unkeyed.filter((line) => patterns.some((pattern) => pattern.test(line)))).toEqual([]);
  });

  it("each listed pattern names a route that exists", () => {
    const keyed = lines(true);
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.filter((pattern) => !keyed.some((line) => pattern.test(line))).map(String)).toEqual([]);
  });
});
