import type { EntityDefTypes, EntityRootTypes } from "../../generated/contracts/entity-types.ts";

/**
 * An entity schema by the name routes use: `"user"` (its root) or `"order#lock"` (one of its `$defs`).
 * Checked against schemas/ at compile time through the map codegen emits (decision 183).
 */
export type EntityRef =
  | (keyof EntityRootTypes & string)
  | { [Name in keyof EntityDefTypes]: `${Name & string}#${keyof EntityDefTypes[Name] & string}` }[keyof EntityDefTypes];

/** The generated TypeScript type of the values an entity schema admits. */
type EntityType<Ref> = Ref extends `${infer Name}#${infer Def}`
  ? Name extends keyof EntityDefTypes
    ? Def extends keyof EntityDefTypes[Name]
      ? EntityDefTypes[Name][Def]
      : never
    : never
  : Ref extends keyof EntityRootTypes
    ? EntityRootTypes[Ref]
    : never;

/**
 * One HTTP route as both sides see it, declared once in model/api/routes.ts with the refs the server's
 * route names (a test holds them equal); the browser calls it with api.call, and both sides read the same
 * generated types. `status` is the success answer's status; `response` its body (none: 204 or a body that
 * is not JSON).
 */
export interface RouteContract {
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Fastify's path: `:name` segments filled from `params`. */
  readonly path: string;
  readonly params?: EntityRef;
  readonly query?: EntityRef;
  readonly body?: EntityRef;
  /**
   * The body is a file sent as it is with its own content type (a CSV, a stock feed), not JSON: the caller
   * passes it as the call's `file` option, and the input has no `body`.
   */
  readonly upload?: true;
  readonly status?: number;
  readonly response?: EntityRef;
}

/** Declares a route contract, keeping its literal refs (so its types follow from them). */
export function route<const Contract extends RouteContract>(contract: Contract): Contract {
  return contract;
}

type Part<Contract, Key extends "params" | "query" | "body"> = Contract extends { readonly [K in Key]: infer Ref }
  ? { [K in Key]: EntityType<Ref> }
  : { [K in Key]?: never };

/** `"/orders/:number/admin"` -> `"number"`: the params of a path whose route names no params schema. */
type PathParamNames<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type Params<Contract extends RouteContract> = Contract extends { readonly params: EntityRef }
  ? Part<Contract, "params">
  : [PathParamNames<Contract["path"]>] extends [never]
    ? { params?: never }
    : { params: Record<PathParamNames<Contract["path"]>, string> };

/**
 * What a caller sends: the route's params, query and body, each typed from its schema (absent when it has
 * none; the query may be left out, as a URL without one).
 */
export type RouteInput<Contract extends RouteContract> = Params<Contract> &
  Partial<Part<Contract, "query">> &
  (Contract extends { readonly upload: true } ? { body?: never } : Part<Contract, "body">);

/** The success answer's body. */
export type RouteResponse<Contract extends RouteContract> = Contract extends { readonly response: infer Ref }
  ? EntityType<Ref>
  : undefined;

/** The base of every entity schema's `$id`: routes refer to `${SCHEMA_ID}<name>` and `${SCHEMA_ID}<name>#/$defs/<def>`. */
export const SCHEMA_ID = "https://forecourt.dev/schemas/";

/** `"order#lock"` as the `$id` reference a route's schema holds (`ref("order", "lock")` on the server). */
export function schemaRefOf(entity: EntityRef): { $ref: string } {
  const [name, def] = entity.split("#");
  return { $ref: `${SCHEMA_ID}${name}${def === undefined ? "" : `#/$defs/${def}`}` };
}

/** The route's URL for these params and query: params percent-encoded into the path, the query after `?`. */
export function routeUrl(contract: RouteContract, input: { params?: object; query?: object }): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = contract.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  // Percent-encoded as encodeURIComponent does (a space is %20, not URLSearchParams' +).
  const search = Object.entries(input.query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((item) => [key, String(item)] as const))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&");
  return search === "" ? path : `${path}?${search}`;
}
