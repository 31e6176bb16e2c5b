import { createServer, type IncomingMessage, type Server } from "node:http";
import type { TestInfo } from "@playwright/test";

/**
 * A tiny local stand-in for the payment providers' HTTP APIs during the e2e run (this machine cannot
 * reach api.stripe.com or PayPal): the e2e server is pointed at it through STRIPE_API_BASE and
 * PAYPAL_API_BASE (playwright.config.ts). It keeps what a test needs to see: the PaymentIntents the
 * server created (with the amount), their confirmation by the browser's fake Stripe.js, and the PayPal
 * orders. Only the calls the orders service makes are answered.
 */
export const FAKE_PROVIDERS_PORT = Number(
  process.env.E2E_PROVIDERS_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1000,
);

/**
 * The port the project's server expects its fake on (`metadata.providersPort`, playwright.config.ts):
 * each fixture project has its own server and fake, so both can run at once.
 */
export function providersPortOf(testInfo: TestInfo): number {
  return Number(testInfo.project.metadata.providersPort ?? FAKE_PROVIDERS_PORT);
}

export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  capture_method: string;
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
}

/** The card number Stripe's test mode declines. */
export const DECLINED_CARD = "4000000000000002";
/** A card that needs the bank's own page (3D Secure): the fake leaves the site and comes back to return_url. */
export const REDIRECT_CARD = "4000002500003155";

export interface FakeProviders {
  intents: Map<string, FakeIntent>;
  paypalOrders: Map<string, { id: string; status: string; amount: string; currency: string; custom_id: string }>;
  /** Twilio Verify: the numbers codes were sent to; the right code is always FAKE_SMS_CODE. */
  smsSentTo: string[];
  /** reCAPTCHA: the tokens the server asked about, and whether the fake answers success: false. */
  recaptcha: { checked: string[]; refuse: boolean; scriptLoads: number };
  /** The PaymentIntents refunded through POST /v1/refunds (an admin's Refund). */
  refunds: string[];
  /** The browser's confirmation of an intent (what Stripe.js would send to api.stripe.com). */
  confirmIntent(id: string, clientSecret: string, card: string): { status: number; body: unknown };
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The code the fake Twilio Verify accepts. */
export const FAKE_SMS_CODE = "123456";

/** The fake reCAPTCHA v3 script (served as RECAPTCHA_SCRIPT_URL): every execute gives a fresh token. */
const FAKE_RECAPTCHA_JS = `(function () {
  var count = 0;
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback); },
    execute: function (key, options) { count += 1; return Promise.resolve("e2e-token-" + key + "-" + options.action + "-" + count); }
  };
})();`;

export async function startFakeProviders(port = FAKE_PROVIDERS_PORT): Promise<FakeProviders> {
  const intents = new Map<string, FakeIntent>();
  const smsSentTo: string[] = [];
  const recaptcha = { checked: [] as string[], refuse: false, scriptLoads: 0 };
  const paypalOrders: FakeProviders["paypalOrders"] = new Map();
  const refunds: string[] = [];
  let count = 0;

  function confirmIntent(id: string, clientSecret: string, card: string) {
    const intent = intents.get(id);
    if (!intent || intent.client_secret !== clientSecret)
      return { status: 404, body: { error: { type: "invalid_request_error", message: "No such payment_intent" } } };
    if (card.replace(/\s/g, "") === DECLINED_CARD)
      return {
        status: 402,
        body: { error: { type: "card_error", code: "card_declined", message: "Your card was declined." } },
      };
    intent.status = intent.capture_method === "manual" ? "requires_capture" : "succeeded";
    return { status: 200, body: intent };
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const text = await bodyOf(request);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      const verify = /^\/twilio\/v2\/Services\/[^/]+\/(Verifications|VerificationCheck)$/.exec(url.pathname);
      if (verify && request.method === "POST") {
        const form = new URLSearchParams(text);
        if (verify[1] === "Verifications") {
          smsSentTo.push(form.get("To") ?? "");
          return send(201, { sid: "VE_e2e", status: "pending", to: form.get("To"), channel: "sms" });
        }
        return send(200, { sid: "VE_e2e", status: form.get("Code") === FAKE_SMS_CODE ? "approved" : "pending" });
      }
      if (request.method === "GET" && url.pathname === "/recaptcha/api.js") {
        recaptcha.scriptLoads += 1;
        response.writeHead(200, { "content-type": "text/javascript" });
        return response.end(FAKE_RECAPTCHA_JS);
      }
      if (request.method === "POST" && url.pathname === "/recaptcha/siteverify") {
        const token = new URLSearchParams(text).get("response") ?? "";
        recaptcha.checked.push(token);
        return send(
          200,
          recaptcha.refuse ? { success: false, "error-codes": ["invalid-input-response"] } : { success: true },
        );
      }
      const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(url.pathname);
      if (request.method === "POST" && url.pathname === "/v1/payment_intents") {
        const form = new URLSearchParams(text);
        const key = String(request.headers["idempotency-key"] ?? `k${++count}`);
        const id = `pi_e2e_${key.replace(/[^A-Za-z0-9]/g, "")}`;
        if (!intents.has(id)) {
          const metadata: Record<string, string> = {};
          for (const [name, value] of form) {
            const match = /^metadata\[(.+)\]$/.exec(name);
            if (match) metadata[match[1]!] = value;
          }
          intents.set(id, {
            id,
            object: "payment_intent",
            amount: Number(form.get("amount")),
            currency: String(form.get("currency")),
            capture_method: form.get("capture_method") ?? "automatic",
            client_secret: `${id}_secret_e2e`,
            status: "requires_payment_method",
            metadata,
          });
        }
        return send(200, intents.get(id));
      }
      if (request.method === "POST" && url.pathname === "/v1/refunds") {
        const intent = new URLSearchParams(text).get("payment_intent") ?? "";
        if (!intents.has(intent)) return send(404, { error: { message: "No such payment_intent" } });
        refunds.push(intent);
        return send(200, {
          id: `re_e2e_${refunds.length}`,
          object: "refund",
          status: "succeeded",
          payment_intent: intent,
        });
      }
      if (intentPath && request.method === "GET") {
        const intent = intents.get(intentPath[1]!);
        return intent ? send(200, intent) : send(404, { error: { message: "No such payment_intent" } });
      }
      if (intentPath?.[2] && request.method === "POST") {
        const form = new URLSearchParams(text);
        const answer = confirmIntent(intentPath[1]!, form.get("client_secret") ?? "", form.get("card") ?? "");
        return send(answer.status, answer.body);
      }
      if (request.method === "POST" && url.pathname === "/paypal/v1/oauth2/token")
        return send(200, { access_token: "fake-paypal-token", expires_in: 3600 });
      if (request.method === "POST" && url.pathname === "/paypal/v2/checkout/orders") {
        const order = JSON.parse(text) as {
          purchase_units: { custom_id: string; amount: { value: string; currency_code: string } }[];
        };
        const unit = order.purchase_units[0]!;
        const id = `PP${unit.custom_id.replace(/[^A-Za-z0-9]/g, "")}`;
        paypalOrders.set(id, {
          id,
          status: "CREATED",
          amount: unit.amount.value,
          currency: unit.amount.currency_code,
          custom_id: unit.custom_id,
        });
        return send(201, { id, status: "CREATED" });
      }
      const paypalOrder = /^\/paypal\/v2\/checkout\/orders\/([^/]+)$/.exec(url.pathname);
      if (paypalOrder && request.method === "GET") {
        const found = paypalOrders.get(paypalOrder[1]!);
        // PayPal's shape: the amount inside the purchase unit (what binds the payment to its order).
        return found
          ? send(200, {
              ...found,
              purchase_units: [
                { custom_id: found.custom_id, amount: { currency_code: found.currency, value: found.amount } },
              ],
            })
          : send(404, { name: "RESOURCE_NOT_FOUND" });
      }
      send(404, { error: { message: `fake providers: no route ${request.method} ${url.pathname}` } });
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    intents,
    paypalOrders,
    smsSentTo,
    recaptcha,
    refunds,
    confirmIntent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A small fake of Stripe.js (served for https://js.stripe.com/** with page.route): the surface
 * @stripe/react-stripe-js and our form use. Its Payment Element is a labelled card field; confirmPayment
 * posts the card to api.stripe.com as Stripe.js would (the test answers that request from the fake API).
 */
export const FAKE_STRIPE_JS = `
(function () {
  function paymentElement() {
    var handlers = {};
    var root = null;
    return {
      mount: function (node) {
        var target = typeof node === "string" ? document.querySelector(node) : node;
        root = document.createElement("div");
        root.innerHTML = '<label for="fake-stripe-card">Card number</label> <input id="fake-stripe-card" data-fake-stripe-card inputmode="numeric" autocomplete="cc-number">';
        target.appendChild(root);
        setTimeout(function () { (handlers.ready || []).forEach(function (h) { h({ elementType: "payment" }); }); });
      },
      on: function (name, handler) { (handlers[name] = handlers[name] || []).push(handler); return this; },
      off: function (name, handler) { handlers[name] = (handlers[name] || []).filter(function (h) { return h !== handler; }); return this; },
      update: function () {},
      collapse: function () {},
      unmount: function () { if (root) root.remove(); },
      destroy: function () { if (root) root.remove(); }
    };
  }
  function Stripe(key) {
    window.__fakeStripeKey = key;
    var fail = function () { return Promise.resolve({ error: { message: "not in the fake" } }); };
    return {
      elements: function (options) {
        var element = null;
        return {
          __clientSecret: options && options.clientSecret,
          create: function () { element = paymentElement(); return element; },
          getElement: function () { return element; },
          update: function () {},
          fetchUpdates: function () { return Promise.resolve({}); },
          submit: function () { return Promise.resolve({}); }
        };
      },
      confirmPayment: function (args) {
        var secret = args.elements.__clientSecret;
        var id = secret.split("_secret_")[0];
        var card = document.querySelector("[data-fake-stripe-card]").value;
        return fetch("https://api.stripe.com/v1/payment_intents/" + id + "/confirm", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "client_secret=" + encodeURIComponent(secret) + "&card=" + encodeURIComponent(card)
        }).then(function (response) { return response.json(); }).then(function (answer) {
          if (answer.error) return { error: answer.error };
          if (card.replace(/\\s/g, "") === "${REDIRECT_CARD}") {
            var back = new URL(args.confirmParams.return_url);
            back.searchParams.set("payment_intent", id);
            back.searchParams.set("payment_intent_client_secret", secret);
            back.searchParams.set("redirect_status", "succeeded");
            window.location.assign(back.toString());
            return new Promise(function () {});
          }
          return { paymentIntent: answer };
        });
      },
      createToken: fail,
      createPaymentMethod: fail,
      confirmCardPayment: fail,
      registerAppInfo: function () {},
      _registerWrapper: function () {}
    };
  }
  Stripe.version = "clover";
  window.Stripe = Stripe;
})();
`;

/** A fake of PayPal's JS SDK buttons: one button that runs createOrder and shows the PayPal order it got. */
export const FAKE_PAYPAL_JS = `
(function () {
  var src = document.currentScript && document.currentScript.src;
  window.paypal = {
    version: "5.0.0-fake",
    Buttons: function (options) {
      return {
        isEligible: function () { return true; },
        render: function (container) {
          var button = document.createElement("button");
          button.type = "button";
          button.textContent = "Pay with PayPal";
          button.setAttribute("data-sdk-src", src || "");
          button.addEventListener("click", function () {
            Promise.resolve(options.createOrder({}, {})).then(function (id) {
              var note = document.createElement("p");
              note.setAttribute("data-testid", "paypal-order");
              note.textContent = id;
              container.appendChild(note);
            }, function () {});
          });
          container.appendChild(button);
          return Promise.resolve();
        },
        close: function () { return Promise.resolve(); },
        updateProps: function () { return Promise.resolve(); }
      };
    }
  };
})();
`;

/** A fake of LiqPay's checkout widget: it shows the data and signature it was given. */
export const FAKE_LIQPAY_JS = `
(function () {
  window.LiqPayCheckout = {
    init: function (options) {
      var target = document.querySelector(options.embedTo);
      var box = document.createElement("div");
      box.setAttribute("data-testid", "liqpay-widget");
      box.setAttribute("data-data", options.data);
      box.setAttribute("data-signature", options.signature);
      box.setAttribute("data-language", options.language);
      box.textContent = "LiqPay checkout";
      target.appendChild(box);
      return { on: function () { return this; } };
    }
  };
})();
`;
