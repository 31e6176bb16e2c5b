/**
 * LiqPay's checkout widget script (https://static.liqpay.ua/libjs/checkout.js, documented at
 * https://www.liqpay.ua/en/documentation/checkout). LiqPay publishes no npm package for the browser,
 * so the script is added here, once, when the payment step needs it; a failed load is removed so a
 * later attempt loads it again.
 */
const LIQPAY_WIDGET_URL = "https://static.liqpay.ua/libjs/checkout.js";

export interface LiqPayResult {
  status?: string;
  order_id?: string;
  [key: string]: unknown;
}

interface LiqPayInstance {
  on(event: "liqpay.callback", handler: (result: LiqPayResult) => void): LiqPayInstance;
  on(event: string, handler: (result: LiqPayResult) => void): LiqPayInstance;
}

export interface LiqPayWidget {
  init(options: {
    data: string;
    signature: string;
    embedTo: string;
    language: string;
    mode: "embed" | "popup";
  }): LiqPayInstance;
}

declare global {
  interface Window {
    LiqPayCheckout?: LiqPayWidget;
  }
}

let loading: Promise<LiqPayWidget | null> | null = null;

/** The widget, or null when its script cannot be loaded (the visitor is offered Try again). */
export function loadLiqPayWidget(): Promise<LiqPayWidget | null> {
  if (window.LiqPayCheckout) return Promise.resolve(window.LiqPayCheckout);
  loading ??= new Promise<LiqPayWidget | null>((resolve) => {
    const script = document.createElement("script");
    script.src = LIQPAY_WIDGET_URL;
    script.async = true;
    script.addEventListener("load", () => resolve(window.LiqPayCheckout ?? null));
    script.addEventListener("error", () => {
      script.remove();
      resolve(null);
    });
    document.head.appendChild(script);
  }).then((widget) => {
    if (!widget) loading = null;
    return widget;
  });
  return loading;
}
