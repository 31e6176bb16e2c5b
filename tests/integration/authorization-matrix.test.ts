import type { HTTPMethods, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, type Permission } from "../../services/auth/permissions.ts";
import type { Role } from "../../services/db/schema.ts";
import { createTestApp, type TestApp } from "../support/app.ts";
import { STORAGE_NEUTRAL_KINDS } from "../support/databases.ts";

const WRITE_METHODS = new Set<string>(["POST", "PUT", "PATCH", "DELETE"]);
const ROLES: Role[] = ["viewer", "editor", "admin"];
/** inject()'s default Host is localhost:80, so this is the app's own origin (forms must come from it). */
const ORIGIN = "http://localhost";

interface WriteRoute {
  method: string;
  url: string;
  permission?: Permission;
  public: boolean;
  csrf?: string;
}

/** Every write route the app registered, as its onRoute hook saw them (HEAD twins of GETs are not writes). */
function writeRoutesOf(routes: RouteOptions[]): WriteRoute[] {
  return routes.flatMap((route) =>
    ([] as HTTPMethods[])
      .concat(route.method)
      .filter((method) => WRITE_METHODS.has(method))
      .map((method) => ({
        method,
        url: route.url,
        permission: route.config?.permission,
        public: route.config?.public === true,
        csrf: route.config?.csrf,
      })),
  );
}

/** A concrete URL for a route pattern: parameters name nothing that exists, which is fine past the guard. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, "matrix-missing").replace(/\*$/, "matrix");
}

const describeRoute = (route: WriteRoute) => `${route.method} ${route.url}`;

describe.each(STORAGE_NEUTRAL_KINDS)("the authorization matrix on %s", (kind) => {
  const routes: RouteOptions[] = [];
  let testApp: TestApp;
  const users = {} as Record<Role, string>;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { onRoute: (route) => routes.push(route) });
    for (const role of ROLES)
      users[role] = (await testApp.services.users.create({ email: `matrix-${role}@example.com`, name: role, role })).id;
  });
  afterAll(() => testApp.close());

  /** What a browser of `role` sends: a fresh session (a write may end it, e.g. sign-out) with its CSRF token. */
  async function headersFor(role: Role | "anonymous", withCsrf = true): Promise<Record<string, string>> {
    if (role === "anonymous") return { origin: ORIGIN };
    const session = await testApp.services.sessions.create(users[role]);
    return {
      origin: ORIGIN,
      cookie: `fc_session=${session.token}`,
      ...(withCsrf ? { "x-csrf-token": session.csrfToken } : {}),
    };
  }

  function call(route: WriteRoute, headers: Record<string, string>) {
    return testApp.app.inject({
      method: route.method as HTTPMethods,
      url: concrete(route.url),
      headers,
      ...(route.method === "DELETE" ? {} : { payload: {} }),
    });
  }

  it("finds the write routes, the users admin API and the pages API among them", () => {
    const names = writeRoutesOf(routes).map(describeRoute);
    expect(names).toEqual(
      expect.arrayContaining([
        "POST /api/users",
        "PATCH /api/users/:id",
        "DELETE /api/users/:id",
        "POST /api/cms/pages",
        "POST /auth/login",
        "POST /api/auth/login",
        "POST /forms",
        "PUT /forms/:id",
        "DELETE /forms/:id",
        "PUT /forms/:id/integrations",
        "POST /forms/import",
        "POST /forms/:id/duplicate",
        "POST /locations",
        "DELETE /forms/:id/leads/:leadId",
        "POST /forms/:id/leads/:leadId/integrations/fix",
        "POST /forms/:id/lead_exports",
        "POST /forms/:id/leads",
        "POST /twilio/create_verification",
        "POST /twilio/check_verification",
        "PUT /api/navigation/:page_set",
        "POST /buy_online/orders/init",
        "POST /buy_online/orders",
        "PUT /buy_online/orders/:number/confirm",
        "POST /buy_online/payment",
        "POST /buy_online/paypal/create_order",
        "POST /buy_online/liqpay/callback",
        "POST /buy_online/webhooks/stripe",
        "POST /buy_online/webhooks/paypal",
        "POST /orders/:number/cancel",
        "POST /orders/:number/refund",
        "DELETE /order_locks/:vehicle_id",
      ]),
    );
  });

  it("every write route declares a permission or is marked public", () => {
    const undeclared = writeRoutesOf(routes).filter((route) => !route.permission && !route.public);
    expect(
      undeclared.map(describeRoute),
      "write routes with neither config.permission (guard()) nor config.public",
    ).toEqual([]);
  });

  it("answers each role as its permission says: 401 anonymous, 403 without it, past the guard with it", async () => {
    const failures: string[] = [];
    for (const route of writeRoutesOf(routes)) {
      for (const role of ["anonymous", ...ROLES] as const) {
        const response = await call(route, await headersFor(role));
        const status = response.statusCode;
        const where = `${describeRoute(route)} as ${role}: ${status} ${response.body.slice(0, 160)}`;
        if (route.public) {
          if (status === 401 || status === 403) failures.push(`${where} (public: expected no 401/403)`);
        } else if (role === "anonymous") {
          if (status !== 401) failures.push(`${where} (expected 401)`);
        } else if (!can(role, route.permission!)) {
          if (status !== 403 || response.json<{ error: string }>().error !== "forbidden")
            failures.push(`${where} (expected 403 forbidden for ${route.permission})`);
        } else if (status === 401 || status === 403) {
          failures.push(`${where} (expected to pass the guard: ${role} has ${route.permission})`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses a cookie-authenticated write without the CSRF token (or, for HTML forms, from another origin) with 403 csrf", async () => {
    const failures: string[] = [];
    for (const route of writeRoutesOf(routes)) {
      const headers = await headersFor("admin", false);
      // A plain HTML form cannot send the header; its defence is the Origin check instead.
      if (route.csrf === "same-origin") headers.origin = "https://evil.example";
      const response = await call(route, headers);
      if (response.statusCode !== 403 || response.json<{ error: string }>().error !== "csrf")
        failures.push(`${describeRoute(route)}: ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });

  it("accepts the same write from a bearer token without a CSRF token (scripts cannot be forged cross-site)", async () => {
    const session = await testApp.services.sessions.create(users.admin);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/users",
      headers: { authorization: `Bearer ${session.token}` },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });
});
