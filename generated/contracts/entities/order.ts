// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Orders: types of schemas/order.schema.json (https://forecourt.dev/schemas/order). */

/**
 * model/orders/order-states.ts: the order state machine.
 */
export type OrderState =
  "initiated" | "payment_pending" | "paid" | "on_hold" | "confirmed" | "cancelled" | "expired" | "refunded";

/**
 * POST /buy_online/orders/init.
 */
export type OrderInit = {
  vehicle_id: string;
  company_uuid: string;
};

/**
 * The reservation lock: the journey shows expiry as a countdown.
 */
export type OrderLock = {
  lock_id: string;
  vehicle_id: string;
  company_uuid: string;
  /**
   * ISO time the lock runs out.
   */
  expiry: string;
  /**
   * Seconds the lock lasts from now.
   */
  expires_in: number;
  order_number: string;
  /**
   * Reservation amount, minor units.
   */
  amount: number;
  currency: string;
  vendors: string[];
};

/**
 * The order fields a buyer sends on confirmation.
 */
export type OrderOrderFields = {
  paypal_order_id?: string;
  vendor_uuid?: string;
  lock_id: string;
  rdx_forms_lead_id?: string;
  vehicle_id: string;
  vehicle_vin?: string;
  config_url?: string;
  /**
   * Free data the journey keeps with the order: at most 100 keys, nested at most 5 levels deep (checked on write, 422 with its pointer), 20,000 bytes as JSON.
   */
  metadata?: {
    [k: string]: unknown | undefined;
  };
  finance_option?: unknown;
  stripe_payment_intent_id?: string;
  lead_attributes?: {
    [k: string]: unknown | undefined;
  };
  confirmation_by_link?: boolean;
  customer_email?: string;
  liqpay_order_id?: string;
  /**
   * Default en.
   */
  locale?: string;
  /**
   * How the buyer means to pay: cash, or a finance product the site offers with a deposit and a term. The quote is computed on the server from the vehicle's price.
   */
  finance_choice?:
    | {
        type: "cash";
      }
    | {
        type: "finance";
        product: string;
        deposit_percent: number;
        years: number;
      };
  /**
   * A part-exchange vehicle to value: registration number or VIN (at least one), make, model, year and mileage.
   */
  trade_in?: {
    registration_number?: string;
    vin?: string;
    make: string;
    model: string;
    year: number;
    mileage: number;
  };
  /**
   * The handover booking: a retailer offered for the vehicle, a date (YYYY-MM-DD, from tomorrow) and one of its slots (HH:MM).
   */
  handover?: {
    retailer_id: string;
    date: string;
    slot: string;
  };
  /**
   * The key of a service pack offered for the vehicle (buy_online.service_packs); left out: none. The pack's price comes from the setting, never from the browser.
   */
  service_pack?: string;
};

/**
 * POST /buy_online/orders: the order fields, flat or under `order`.
 */
export type OrderOrderPost =
  | {
      order: OrderOrderFields;
    }
  | OrderOrderFields;

/**
 * An order as its buyer (or anyone with the number) reads it. The lock_id is not in it: it is the key that changes the order.
 */
export type OrderOrder = {
  order_number: string;
  created_at: string;
  payment_status: OrderState;
  metadata: {
    [k: string]: unknown | undefined;
  };
  vehicle_id: string;
  vendor: string | null;
  amount: number;
  currency: string;
  /**
   * When an unpaid order's lock runs out; null once paid.
   */
  expiry: string | null;
  locale: string;
  choices?: OrderJourneyChoices;
};

export type OrderOrderParams = {
  number: string;
};

/**
 * GET /buy_online/providers: the vendors the journey may offer, and the public keys their browser parts need.
 */
export type OrderProviders = {
  vendors: string[];
  amount: number;
  currency: string;
  stripe_publishable_key?: string | null;
  paypal_client_id?: string | null;
  liqpay_public_key?: string | null;
};

/**
 * POST /buy_online/payment. amount and currency must be the order's (minor units); a different one is 422.
 */
export type OrderPaymentPost = {
  payment: {
    amount: number;
    currency: string;
    vehicle_id: string;
    company_uuid: string;
    /**
     * manual when the payment is put on hold.
     */
    capture_method?: "automatic" | "manual";
    stripe_account_id?: string;
    lock_id?: string;
  };
};

export type OrderPaymentCreated = {
  payment_intent_id: string;
  client_secret: string | null;
  amount: number;
  currency: string;
  capture_method: "automatic" | "manual";
  order_number: string;
};

/**
 * POST /buy_online/paypal/create_order. amount_value is a decimal string in the currency ("1000.00").
 */
export type OrderPaypalOrderPost = {
  order: {
    amount_value: string | number;
    amount_currency_code: string;
    company_uuid: string;
    vehicle_id: string;
    lock_id?: string;
    on_hold?: boolean;
  };
};

export type OrderPaypalOrderCreated = {
  id: string;
  status: string;
  order_number: string;
};

/**
 * GET /buy_online/liqpay/checkout_data, plus the vehicle_id whose reservation is paid. The description, paytypes and result_url LiqPay signs are the server's (the order's vehicle, setting buy_online.liqpay_paytypes, the site's success page): a query naming them is refused.
 */
export type OrderLiqpayQuery = {
  company_uuid: string;
  amount: string;
  currency: string;
  /**
   * LiqPay's checkout languages; default en.
   */
  language?: "en" | "uk" | "ru";
  vehicle_id: string;
  lock_id?: string;
  action?: "pay" | "hold";
};

export type OrderLiqpayCheckout = {
  data: string;
  signature: string;
  order_id: string;
};

export type OrderLiqpayCallback = {
  data: string;
  signature: string;
};

export type OrderWebhookAnswer = {
  received: boolean;
  duplicate: boolean;
  order: OrderOrder | null;
};

export type OrderListQuery = {
  page?: number;
  items?: number;
  state?: OrderState;
};

/**
 * An order as staff read it: the buyer's e-mail, the provider's payment id, the event history and the order's e-mails.
 */
export type OrderAdminOrder = {
  order_number: string;
  created_at: string;
  payment_status: OrderState;
  metadata: {
    [k: string]: unknown | undefined;
  };
  vehicle_id: string;
  lock_id: string;
  vendor: string | null;
  amount: number;
  currency: string;
  /**
   * When an unpaid order's lock runs out; null once paid.
   */
  expiry: string | null;
  locale: string;
  customer_email: string | null;
  payment_ref: string | null;
  capture_method: "automatic" | "manual";
  company_uuid: string;
  updated_at: string;
  events: {
    from_state: OrderState | null;
    to_state: OrderState;
    source: string;
    note: string | null;
    /**
     * The e-mail of the signed-in user who made the change; null for the buyer, a provider or the clock.
     */
    actor: string | null;
    created_at: string;
  }[];
  /**
   * The order's e-mails in the order outbox (decision 042): queued, sent, or failed with the reason.
   */
  deliveries: {
    /**
     * What POST /orders/{number}/deliveries/{id}/resend names.
     */
    id: string;
    kind: "confirmation" | "inquiry";
    status: "pending" | "delivering" | "delivered" | "failed";
    attempts: number;
    last_error: string | null;
    delivered_at: string | null;
    created_at: string;
  }[];
  choices?: OrderJourneyChoices;
  /**
   * What an admin may do to the order now (cancel: an unpaid open order; refund: a paid one, through the provider's API where this server can), and why not.
   */
  actions: {
    cancel: OrderActionCheck;
    refund: OrderActionCheck;
  };
};

export type OrderAdminList = {
  data: {
    order_number: string;
    created_at: string;
    payment_status: OrderState;
    metadata: {
      [k: string]: unknown | undefined;
    };
    vehicle_id: string;
    lock_id: string;
    vendor: string | null;
    amount: number;
    currency: string;
    /**
     * When an unpaid order's lock runs out; null once paid.
     */
    expiry: string | null;
    locale: string;
    customer_email: string | null;
    /**
     * What the buyer actually paid, in minor units: the amount once the payment was captured, 0 for a free reservation or an order not paid yet.
     */
    amount_paid: number;
    /**
     * The vehicle as the list shows it; null when it is no longer in the stock.
     */
    vehicle: {
      title: string;
      /**
       * Its page on the site.
       */
      link: string;
      photo: string | null;
    } | null;
  }[];
  meta: {
    page: number;
    items: number;
    total: number;
    pages: number;
  };
};

export type OrderLockList = {
  data: {
    vehicle_id: string;
    lock_id: string;
    order_number: string;
    company_uuid: string;
    expires_at: string | null;
    created_at: string;
  }[];
};

export type OrderLockParams = {
  vehicle_id: string;
};

/**
 * PUT /buy_online/orders/send_inquiry_email: an inquiry about a vehicle, e-mailed through the order outbox to the address the settings give the company (its `email` in buy_online.companies, else buy_online.inquiry_email). The caller never names a recipient: a body with `recipients` is refused.
 */
export type OrderInquiry = {
  /**
   * The retailer asked (setting buy_online.companies); default: the site's first company.
   */
  company_uuid?: string;
  /**
   * The order the inquiry is about, if any: inquiries are rate-limited per order (else per vehicle).
   */
  order_number?: string;
  /**
   * What the buyer entered (name, e-mail, phone, message): shown as a table in the e-mail.
   */
  customer_data: {
    [k: string]: string | number | boolean | null | undefined;
  };
  /**
   * The vehicle asked about (id, name, price): shown as a table in the e-mail.
   */
  vehicle_data: {
    [k: string]: string | number | boolean | null | undefined;
  };
  /**
   * The honeypot field a person never sees (as on lead posts): a filled one is answered 202 and nothing is sent.
   */
  website?: string;
};

/**
 * The inquiry is stored in the outbox; the e-mail is sent by the outbox worker (retried when SMTP is down).
 */
export type OrderInquiryQueued = {
  queued: true;
  id: string;
};

/**
 * POST /orders/{number}/deliveries/{id}/resend.
 */
export type OrderDeliveryParams = {
  number: string;
  id: string;
};

/**
 * The buyer's finance choice (with its quote), trade-in, handover booking and service pack, as stored with the order; null where the buyer made none.
 */
export type OrderJourneyChoices = {
  finance: null | {
    type: "cash" | "finance";
    product?: string;
    product_name?: string;
    deposit_percent?: number;
    years?: number;
    interest_rate?: number;
    currency?: string;
    on_the_road_price?: number;
    total_deposit?: number;
    total_amount_of_credit?: number;
    monthly_payment?: number;
    monthly_payments?: number;
    final_payment?: number;
    total_amount_payable?: number;
  };
  trade_in: null | {
    registration_number?: string;
    vin?: string;
    make: string;
    model: string;
    year: number;
    mileage: number;
  };
  handover: null | {
    retailer_id: string;
    retailer_name: string;
    date: string;
    slot: string;
  };
  service_pack: null | OrderServicePack;
};

/**
 * GET /buy_online/journey_options: what the checkout offers for a vehicle: finance products with their limits and the vehicle's price, and the retailers a handover can be booked at with their weekly hours, and the service packs the vehicle is offered.
 */
export type OrderJourneyOptions = {
  vehicle_id: string;
  /**
   * The vehicle's price in whole currency units, what quotes are computed on.
   */
  price: number;
  finance_products: {
    key: string;
    name: string;
    currency: string;
    interest_rate: number;
  }[];
  retailers: {
    id: string;
    name: string;
    city: string;
    /**
     * Minutes from midnight each weekday opens and closes, Sunday first; null: closed.
     *
     * @minItems 7
     * @maxItems 7
     */
    hours: (null | {
      open: number;
      close: number;
    })[];
  }[];
  earliest_date: string;
  latest_date: string;
  slot_minutes: number;
  service_packs: {
    key: string;
    name: string;
    description: string;
    years: number;
    price: number;
    /**
     * The price as the site writes prices; empty for a free pack.
     */
    price_text: string;
  }[];
};

export type OrderJourneyOptionsQuery = {
  vehicle_id: string;
  /**
   * The checkout's language: the service packs' names and descriptions and the prices in it (decision 181); default the site's main language.
   */
  lang?: string;
};

export type OrderActionCheck = {
  allowed: boolean;
  /**
   * Why not, in the words of the API's refusal; null when allowed.
   */
  reason: string | null;
};

/**
 * The vehicle_locks table. One reservation lock per vehicle (the primary key); `expires_at` null: held by a paid or confirmed order.
 */
export type OrderVehicleLocksTable = {
  vehicle_id: string;
  lock_id: string;
  order_number: string;
  company_uuid: string;
  expires_at: string | null;
  created_at: string;
};

/**
 * The orders table: one row per stored item.
 */
export type OrderTable = {
  order_number: string;
  lock_id: string;
  vehicle_id: string;
  company_uuid: string;
  state: OrderState;
  /**
   * NO_PAYMENT_JAPAN, stripe, paypal or liqpay; null until the buyer picks one.
   */
  vendor: string | null;
  /**
   * Minor units, from the vehicle record and settings (never from the browser).
   */
  amount: number;
  currency: string;
  capture_method: "automatic" | "manual";
  /**
   * The provider's id of the payment (PaymentIntent, PayPal order, LiqPay order id).
   */
  payment_ref: string | null;
  /**
   * The Stripe connected account (stripe_account_id) the payment was made on, for webhooks and refunds.
   */
  provider_account: string | null;
  /**
   * JSON: the order fields the buyer sent on confirmation.
   */
  details: string | null;
  customer_email: string | null;
  /**
   * JSON (migration 021): the finance choice with the quote the server computed (model/orders/finance-choice.ts).
   */
  finance: string | null;
  /**
   * JSON (migration 021): the part-exchange vehicle to value (model/orders/trade-in.ts).
   */
  trade_in: string | null;
  /**
   * The handover booking (migration 021): a dealer id, a date YYYY-MM-DD and a slot HH:MM.
   */
  handover_retailer_id: string | null;
  handover_retailer_name: string | null;
  handover_date: string | null;
  handover_slot: string | null;
  /**
   * JSON (migration 029): the service pack chosen, with the total computed (model/orders/service-pack.ts).
   */
  service_pack: string | null;
  /**
   * The site lead the buyer's form created (rdx_forms_lead_id, migration 028); null without one.
   */
  lead_id: string | null;
  locale: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
};

/**
 * The order_events table: one row per stored item.
 */
export type OrderEventsTable = {
  id: string;
  order_number: string;
  from_state: OrderState | null;
  to_state: OrderState;
  /**
   * buyer, admin, stripe, paypal, liqpay, expiry, reconcile.
   */
  source: string;
  note: string | null;
  /**
   * The signed-in user who made the change (migration 025); null for the buyer, a provider or the clock.
   */
  actor_email: string | null;
  created_at: string;
};

/**
 * The order_provider_events table: one row per stored item.
 */
export type OrderProviderEventsTable = {
  provider: string;
  event_id: string;
  order_number: string | null;
  created_at: string;
};

/**
 * The order_idempotency_keys table: one row per stored item.
 */
export type OrderIdempotencyKeysTable = {
  scope: string;
  key: string;
  request_hash: string;
  status: number;
  response: string;
  created_at: string;
};

/**
 * The order_deliveries table. Migration 008: the orders' outbox (confirmation and inquiry e-mails), decision 042.
 */
export type OrderDeliveriesTable = {
  id: string;
  /**
   * Unique: `confirmation:<order number>`, `inquiry:<id or Idempotency-Key>`; a second enqueue is a no-op.
   */
  dedupe_key: string;
  order_number: string | null;
  kind: "confirmation" | "inquiry";
  status: "pending" | "delivering" | "delivered" | "failed";
  /**
   * JSON: the e-mail (to, subject, text, html), rendered when enqueued.
   */
  message: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  response: string | null;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
};

/**
 * The order_lead_calls table. Migration 028: the lead-service calls an order owes (payment intent, cancellation), decision 161.
 */
export type OrderLeadCallsTable = {
  id: string;
  /**
   * Unique: `<kind>:<order number>`; a second enqueue is a no-op.
   */
  dedupe_key: string;
  order_number: string;
  /**
   * The site lead; its lead-service id is looked up when the call is sent.
   */
  lead_id: string;
  kind: "payment_intent" | "cancellation";
  status: "pending" | "delivering" | "delivered" | "failed";
  /**
   * JSON: what the call sends besides the lead-service id.
   */
  payload: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  response: string | null;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
};

/**
 * The service pack an order keeps: its terms as the buyer saw them, and the vehicle's price with it (model/orders/service-pack.ts).
 */
export type OrderServicePack = {
  key: string;
  name: string;
  /**
   * The name in the order's language when the setting translates it (decision 181); absent: the buyer saw `name`.
   */
  local_name?: string;
  years: number;
  /**
   * Whole units of the vehicle prices' currency, from the setting when ordered.
   */
  price: number;
  price_text: string;
  vehicle_price: number;
  /**
   * The vehicle's price with the pack: what the buyer pays for both at handover.
   */
  total: number;
  total_text: string;
};
