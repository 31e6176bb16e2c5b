import { routeUrl, type RouteContract, type RouteInput, type RouteResponse } from "../../model/api/route-contract.ts";
import { ApiError, type ApiIssue } from "./api-error.ts";

/**
 * The one fetch wrapper of the editor: JSON in and out, the session's CSRF token on every write,
 * errors as ApiError. 401 sends the browser to sign in; 403 to /no-access.
 */
let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  /** A file sent as it is, with its own content type (uploads), instead of a JSON body. */
  file?: Blob;
  /** The ETag the change is based on (sent as If-Match). */
  ifMatch?: string;
  /** One per user action, the same on every retry of it: the server applies the action once. */
  idempotencyKey?: string;
  /**
   * False: a 403 is thrown as an ApiError for the screen to explain (e.g. "only admins write script
   * metaheads") instead of sending the browser to /no-access.
   */
  redirectOnForbidden?: boolean;
  /**
   * Let the request outlive the page (fetch keepalive), so a save started as the author leaves or
   * reloads still reaches the server. Browsers refuse keepalive bodies above 64 KiB: a larger body
   * goes out as an ordinary request (see fitsKeepalive).
   */
  keepalive?: boolean;
}

/** The most a keepalive request may carry (the Fetch standard's quota, shared by all of a page's keepalive requests). */
const KEEPALIVE_BODY_LIMIT = 64 * 1024;

/** Whether a body this size can be sent with keepalive. */
function fitsKeepalive(body: string): boolean {
  return new TextEncoder().encode(body).byteLength <= KEEPALIVE_BODY_LIMIT;
}

export interface ApiResponse<T> {
  data: T;
  etag: string | null;
}

async function request<T>(url: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.file) headers["content-type"] = options.file.type || "application/octet-stream";
  else if (options.body !== undefined) headers["content-type"] = "application/json";
  if (method !== "GET" && csrfToken) headers["x-csrf-token"] = csrfToken;
  if (options.ifMatch) headers["if-match"] = options.ifMatch;
  if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
  const json = options.body === undefined ? undefined : JSON.stringify(options.body);
  const response = await fetch(url, {
    method,
    headers,
    credentials: "same-origin",
    body: options.file ?? json,
    keepalive: options.keepalive === true && !options.file && (json === undefined || fitsKeepalive(json)),
  });
  if (response.status === 401 && !url.startsWith("/api/auth/")) {
    window.location.assign(
      `/auth/login?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`,
    );
  }
  if (response.status === 403 && !url.startsWith("/api/auth/") && options.redirectOnForbidden !== false) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { error?: string } | null;
    if (body?.error !== "csrf") window.location.assign("/no-access");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as {
      error?: string;
      message?: string;
      issues?: ApiIssue[];
      revision?: number;
    };
    throw new ApiError(
      response.status,
      body.error ?? "http_error",
      body.message ?? `Request failed (${response.status})`,
      body.issues ?? [],
      body.revision,
    );
  }
  const data = response.status === 204 ? (undefined as T) : ((await response.json()) as T);
  return { data, etag: response.headers.get("etag") };
}

/**
 * A route of model/api/routes.ts, called with its typed params, query and body: the answer is typed by the
 * route's schema, and the editor's session rules (CSRF, sign-in, /no-access) apply as to every request.
 */
export function call<Contract extends RouteContract>(
  contract: Contract,
  input: RouteInput<Contract>,
  options: Omit<RequestOptions, "method" | "body"> = {},
): Promise<ApiResponse<RouteResponse<Contract>>> {
  return request<RouteResponse<Contract>>(routeUrl(contract, input), {
    ...options,
    method: contract.method,
    body: input.body,
  });
}
