import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app.ts";

interface RouteSchema {
  hide?: boolean;
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
  response?: Record<string, unknown>;
}

/**
 * Writes that take no JSON body: an upload is the image's own bytes (its content types are the API),
 * and signing out, publishing and restoring act on what the URL names.
 */
const WITHOUT_JSON_BODY = new Set([
  "/media/api/v2/images",
  // A stock feed is NDJSON or CSV, streamed as it is (decision 090).
  "/api/stock/imports",
  // Switches the refused import the URL names, from its kept feed.
  "/api/stock/imports/:id/switch_anyway",
  // The offers import reads mena.offers_api_url; the request carries nothing.
  "/api/offers/import",
  "/api/auth/logout",
  "/api/cms/pages/:id/publish",
  "/api/cms/pages/:id/versions/:versionId/restore",
  // Duplicate takes the new name as ?name, a lead export its filter and sort as query parameters.
  "/forms/:id/duplicate",
  "/forms/:id/lead_exports",
  // Re-sends the lead's failed deliveries: the URL names all it acts on.
  "/forms/:id/leads/:leadId/integrations/fix",
  // Confirms the order the URL names (PUT /buy_online/orders/{number}/confirm).
  "/buy_online/orders/:number/confirm",
  // An admin cancels or refunds the order the URL names.
  "/orders/:number/cancel",
  "/orders/:number/refund",
  // An admin sends the order e-mail the URL names again.
  "/orders/:number/deliveries/:id/resend",
  // Provider webhooks: the signed raw bytes are the body (a parsed and re-serialised one fails the check).
  "/buy_online/webhooks/stripe",
  "/buy_online/webhooks/paypal",
]);

const ENTITY_REF = /^https:\/\/forecourt\.dev\/schemas\/[a-z0-9-]+(#\/\$defs\/[a-z0-9_-]+)?$/;

/** Whether a schema is a `$ref` to an entity schema of schemas/ (registered by $id). */
function isEntityRef(schema: unknown): boolean {
  return (
    typeof schema === "object" &&
    schema !== null &&
    typeof (schema as { $ref?: unknown }).$ref === "string" &&
    ENTITY_REF.test((schema as { $ref: string }).$ref)
  );
}

/** What is missing from one route's schema; empty when it declares everything it takes and answers. */
function missing(route: RouteOptions): string[] {
  const schema = (route.schema ?? {}) as RouteSchema;
  const methods = [route.method].flat();
  const problems: string[] = [];
  const takesBody = methods.some((method) => ["POST", "PUT", "PATCH"].includes(method));
  if (takesBody && !WITHOUT_JSON_BODY.has(route.url) && !schema.body) problems.push("no body schema");
  if (schema.body !== undefined && !isEntityRef(schema.body)) problems.push("body is not a $ref to an entity schema");
  if ((route.url.includes(":") || route.url.includes("*")) && !schema.params) problems.push("no params schema");
  const responses = schema.response ?? {};
  const codes = Object.keys(responses).map(Number);
  if (!codes.some((code) => code >= 200 && code < 300)) problems.push("no 2xx response schema");
  for (const [code, response] of Object.entries(responses)) {
    const status = Number(code);
    if (status >= 400 && (response as { $ref?: string }).$ref !== "https://forecourt.dev/schemas/api-error")
      problems.push(`${code} is not the api-error schema`);
  }
  const guarded = typeof (route.config as { permission?: unknown } | undefined)?.permission === "string";
  if (guarded) for (const status of [401, 403]) if (!codes.includes(status)) problems.push(`no ${status} response`);
  if ((schema.body || schema.params || schema.querystring) && !codes.includes(400)) problems.push("no 400 response");
  return problems;
}

describe("route schemas", () => {
  let testApp: TestApp;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    testApp = await createTestApp("sqlite", { onRoute: (route) => routes.push(route) });
  });
  afterAll(() => testApp.close());

  const api = () =>
    routes.filter(
      (route) => ![route.method].flat().every((method) => method === "HEAD") && !(route.schema as RouteSchema)?.hide,
    );

  it("sees the API's routes", () => {
    const urls = api().map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining(["/api/cms/pages", "/api/users", "/settings", "/metaheads", "/dealers"]),
    );
  });

  it("gives every non-hidden route its params, body and response schemas by $ref", () => {
    const problems = api()
      .map((route) => ({ route: `${[route.method].flat().join(",")} ${route.url}`, problems: missing(route) }))
      .filter((entry) => entry.problems.length > 0);
    expect(problems).toEqual([]);
  });

  it("compiles every route's request validators and response serializers (each is compiled at its first request)", async () => {
    await testApp.app.ready();
    // An invalid schema throws here, naming it, instead of answering 500 at that route's first request.
    expect(testApp.app.compileRouteSchemas()).toBeGreaterThan(200);
    expect(testApp.app.compileRouteSchemas()).toBe(0);
    // All of them at once: the few seconds of CPU a boot used to spend, far longer on a busy machine.
  }, 120_000);

  it("publishes request and response schemas for every operation of the OpenAPI document", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown; responses?: object }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(20);
    const lacking = operations.filter(({ path, method, operation }) => {
      const responses = Object.keys(operation.responses ?? {});
      const twoHundreds = responses.some((code) => /^2\d\d$/.test(code));
      const pathParams = path.includes("{") && !(operation.parameters ?? []).length;
      const openApiPath = path.replace(/\{([^}]+)\}/g, ":$1");
      const body =
        ["post", "put", "patch"].includes(method) && !WITHOUT_JSON_BODY.has(openApiPath) && !operation.requestBody;
      return !twoHundreds || pathParams || body;
    });
    expect(lacking.map(({ path, method }) => `${method} ${path}`)).toEqual([]);
  });
});
