import type { ApiError as ApiErrorBody } from "../../generated/contracts/entities/api-error.ts";
import { routeUrl, type RouteContract, type RouteInput, type RouteResponse } from "./route-contract.ts";

/**
 * A refused call: the status and the body every API answers errors with (schemas/api-error.schema.json).
 * A body that is not one (a proxy's HTML page, say) is read as `http_error` with a sentence naming the status.
 */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }

  /** The machine code (`not_found`, `conflict`, `vehicle_reserved`...). */
  get code(): string {
    return this.body.error;
  }
}

/** What a caller may add to a call: headers (CSRF, If-Match, Idempotency-Key), a file body, abort, keepalive. */
export interface CallOptions {
  headers?: Record<string, string>;
  /** Sent as it is with its own content type (uploads), instead of the JSON body. */
  file?: Blob;
  signal?: AbortSignal;
  keepalive?: boolean;
  credentials?: RequestCredentials;
  /** What makes the request: `fetch`, or one that reports it to the page's progress bar (trackedFetch). */
  fetcher?: (url: string, init: RequestInit) => Promise<Response>;
}

/** An error body as the schema has it, or the generic one when the answer is not one. */
function errorBodyOf(status: number, json: unknown): ApiErrorBody {
  const body = (json ?? {}) as Partial<ApiErrorBody>;
  if (typeof body.error === "string" && typeof body.message === "string") return body as ApiErrorBody;
  return {
    ...body,
    error: typeof body.error === "string" ? body.error : "http_error",
    message: typeof body.message === "string" ? body.message : `Request failed (${status})`,
  };
}

/** The fetch a call makes: method, URL, JSON body and headers from the contract and the input. */
function requestOf(
  contract: RouteContract,
  input: { params?: object; query?: object; body?: unknown },
  options: CallOptions = {},
): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.file) headers["content-type"] = options.file.type || "application/octet-stream";
  else if (input.body !== undefined) headers["content-type"] = "application/json";
  return {
    url: routeUrl(contract, input),
    init: {
      method: contract.method,
      headers,
      credentials: options.credentials ?? "same-origin",
      body: options.file ?? (input.body === undefined ? undefined : JSON.stringify(input.body)),
      signal: options.signal,
      keepalive: options.keepalive,
    },
  };
}

/**
 * Reads an answer: the typed success body (undefined for 204 or a route that answers no schema, such as a
 * 202 with an empty body), or throws ApiCallError with the error body.
 */
async function answerOf<Contract extends RouteContract>(
  contract: Contract,
  response: Response,
): Promise<RouteResponse<Contract>> {
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null);
    throw new ApiCallError(response.status, errorBodyOf(response.status, json));
  }
  if (response.status === 204 || contract.response === undefined) return undefined as RouteResponse<Contract>;
  return (await response.json()) as RouteResponse<Contract>;
}

/**
 * The one typed browser client: calls a route of model/api/routes.ts with its typed params, query and body,
 * and returns its typed answer. Network failures reject as fetch's own TypeError.
 */
export const api = {
  async call<Contract extends RouteContract>(
    contract: Contract,
    input: RouteInput<Contract>,
    options?: CallOptions,
  ): Promise<RouteResponse<Contract>> {
    const { url, init } = requestOf(contract, input, options);
    return answerOf(contract, await (options?.fetcher ?? fetch)(url, init));
  },
};
