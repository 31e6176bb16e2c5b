import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaRefOf, type EntityRef, type RouteContract } from "../../model/api/route-contract.ts";
import { routes as contracts } from "../../model/api/routes.ts";
import { createTestApp, type TestApp } from "../support/app.ts";

interface RouteSchema {
  params?: { $ref?: string };
  querystring?: { $ref?: string };
  body?: { $ref?: string };
  response?: Record<string, { $ref?: string } | undefined>;
}

/** `"order#lock"` as the `$ref` a route schema holds. */
function refOf(entity: EntityRef | undefined): string | undefined {
  return entity === undefined ? undefined : schemaRefOf(entity).$ref;
}

/** What differs between a contract and the route the server registered at its method and path. */
function differences(contract: RouteContract, registered: RouteOptions | undefined): string[] {
  if (!registered) return ["no such route"];
  const schema = (registered.schema ?? {}) as RouteSchema;
  const problems: string[] = [];
  const parts = [
    ["params", contract.params, schema.params],
    ["query", contract.query, schema.querystring],
    ["body", contract.body, schema.body],
  ] as const;
  for (const [part, entity, registeredSchema] of parts) {
    // A contract without a params ref types its params from the path; the server may still check them inline.
    if (entity === undefined && part === "params") continue;
    if (refOf(entity) !== registeredSchema?.$ref) problems.push(`${part}: ${String(registeredSchema?.$ref)}`);
  }
  const status = contract.status ?? 200;
  const answer = schema.response?.[String(status)];
  if (contract.response !== undefined && answer?.$ref !== refOf(contract.response))
    problems.push(`${status}: ${String(answer?.$ref)}`);
  return problems;
}

describe("the browser's route contracts (model/api/routes.ts)", () => {
  let testApp: TestApp;
  const registered: RouteOptions[] = [];

  beforeAll(async () => {
    testApp = await createTestApp("sqlite", { onRoute: (route) => registered.push(route) });
  });
  afterAll(() => testApp.close());

  it("are the server's routes: same method, path, params, query, body and success answer schemas", () => {
    const mismatches = Object.entries(contracts as Record<string, RouteContract>)
      .map(([name, contract]) => {
        const route = registered.find(
          (candidate) => candidate.url === contract.path && [candidate.method].flat().includes(contract.method),
        );
        return { name, problems: differences(contract, route) };
      })
      .filter((entry) => entry.problems.length > 0);
    expect(mismatches).toEqual([]);
  });
});
