import { createHash, timingSafeEqual } from "node:crypto";
import Stripe from "stripe";
import { outboundFetch } from "../foundation/outbound-http.ts";
import type { OrdersConfig } from "./orders-config.ts";

/**
 * The payment providers behind one small interface each: the official `stripe` SDK, PayPal's REST
 * API (v2 orders; OAuth client credentials) through fetch, and LiqPay's documented signature scheme.
 * Tests intercept their HTTP with msw; nothing here is called without keys.
 */

export function stripeClient(config: NonNullable<OrdersConfig["stripe"]>): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

class PayPalError extends Error {}

/** The parts of a PayPal order's purchase unit this server reads (the amount, its captures and holds). */
interface PayPalPurchaseUnit {
  amount?: { currency_code?: string; value?: string };
  payments?: {
    captures?: { id: string; amount?: { currency_code?: string; value?: string } }[];
    authorizations?: { id: string }[];
  };
}

/** PayPal's REST API: an access token per call (tokens last hours; a call a minute needs no cache). */
export class PayPalClient {
  constructor(private readonly config: NonNullable<OrdersConfig["paypal"]>) {}

  async #token(): Promise<string> {
    const response = await outboundFetch(`${this.config.apiBase}/v1/oauth2/token`, {
      destination: "operator",
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new PayPalError(`PayPal sign-in failed: ${response.status}`);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  async #call<T>(method: string, path: string, body: unknown, requestId?: string): Promise<T> {
    const response = await outboundFetch(`${this.config.apiBase}${path}`, {
      destination: "operator",
      method,
      headers: {
        authorization: `Bearer ${await this.#token()}`,
        "content-type": "application/json",
        ...(requestId ? { "paypal-request-id": requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new PayPalError(`PayPal ${method} ${path} failed: ${response.status}`);
    // A void answers 204 with no body.
    return (response.status === 204 ? null : await response.json()) as T;
  }

  /** A PayPal order for the reservation; the PayPal-Request-Id makes a retry return the same order. */
  createOrder(input: { orderNumber: string; amount: string; currency: string; hold: boolean }) {
    return this.#call<{ id: string; status: string; links?: { href: string; rel: string }[] }>(
      "POST",
      "/v2/checkout/orders",
      {
        intent: input.hold ? "AUTHORIZE" : "CAPTURE",
        purchase_units: [
          {
            reference_id: input.orderNumber,
            custom_id: input.orderNumber,
            amount: { currency_code: input.currency, value: input.amount },
          },
        ],
      },
      `${input.orderNumber}:create`,
    );
  }

  capture(paypalOrderId: string) {
    return this.#call<{ id: string; status: string; purchase_units?: PayPalPurchaseUnit[] }>(
      "POST",
      `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
      {},
      `${paypalOrderId}:capture`,
    );
  }

  getOrder(paypalOrderId: string) {
    return this.#call<{
      id: string;
      status: string;
      intent?: string;
      purchase_units?: PayPalPurchaseUnit[];
    }>("GET", `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`, undefined);
  }

  refundCapture(captureId: string, requestId: string) {
    return this.#call<{ id: string; status: string }>(
      "POST",
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      {},
      requestId,
    );
  }

  /** Releases held (authorised, not captured) money. */
  voidAuthorization(authorizationId: string, requestId: string) {
    return this.#call<unknown>(
      "POST",
      `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/void`,
      undefined,
      requestId,
    );
  }

  /** PayPal's own check of a webhook's signature headers against the configured webhook id. */
  async verifyWebhook(headers: Record<string, string | undefined>, event: unknown): Promise<boolean> {
    if (!this.config.webhookId) return false;
    const result = await this.#call<{ verification_status: string }>(
      "POST",
      "/v1/notifications/verify-webhook-signature",
      {
        auth_algo: headers["paypal-auth-algo"],
        cert_url: headers["paypal-cert-url"],
        transmission_id: headers["paypal-transmission-id"],
        transmission_sig: headers["paypal-transmission-sig"],
        transmission_time: headers["paypal-transmission-time"],
        webhook_id: this.config.webhookId,
        webhook_event: event,
      },
    );
    return result.verification_status === "SUCCESS";
  }
}

const LIQPAY_API = "https://www.liqpay.ua/api/request";

/** LiqPay (https://www.liqpay.ua/en/documentation/data_signature): data = base64(JSON), signature = base64(sha1(private + data + private)). */
export class LiqPay {
  constructor(private readonly config: NonNullable<OrdersConfig["liqpay"]>) {}

  get publicKey(): string {
    return this.config.publicKey;
  }

  sign(data: string): string {
    return createHash("sha1")
      .update(this.config.privateKey + data + this.config.privateKey)
      .digest("base64");
  }

  checkout(params: Record<string, unknown>): { data: string; signature: string } {
    const data = Buffer.from(JSON.stringify({ version: 3, public_key: this.config.publicKey, ...params })).toString(
      "base64",
    );
    return { data, signature: this.sign(data) };
  }

  /**
   * LiqPay's refund API (https://www.liqpay.ua/en/documentation/api/callback/refund): the same data
   * and signature scheme, posted server to server. A held payment is released by the same call.
   */
  async refund(orderId: string, amount: string): Promise<{ status: string }> {
    const { data, signature } = this.checkout({ action: "refund", order_id: orderId, amount });
    const response = await outboundFetch(LIQPAY_API, {
      destination: "operator",
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ data, signature }).toString(),
      signal: AbortSignal.timeout(20_000),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      result?: string;
      status?: string;
      err_description?: string;
    };
    if (!response.ok || answer.result !== "ok")
      throw new Error(`LiqPay refund failed: ${answer.err_description ?? answer.status ?? response.status}`);
    return { status: String(answer.status ?? "reversed") };
  }

  /** The callback's decoded data, or null when its signature is not ours. */
  verify(data: string, signature: string): Record<string, unknown> | null {
    const expected = Buffer.from(this.sign(data));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      return JSON.parse(Buffer.from(data, "base64").toString("utf8")) as Record<string, unknown>;
    } catch {
      return null;
    }
  }
}
