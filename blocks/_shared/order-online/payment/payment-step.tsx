import { useEffect, useState, type ComponentType } from "react";
import type { PaidVendor } from "./payment-api.ts";
import type { ProviderPaymentProps } from "./provider-props.ts";

type Form = ComponentType<ProviderPaymentProps>;

/**
 * Each provider's form is its own chunk, imported only here: the SDK code (and the provider's script
 * from its own host, which the form loads) reaches no page but the checkout's payment step.
 */
const FORMS: Record<PaidVendor, () => Promise<{ default: Form }>> = {
  stripe: () => import("./stripe-payment.tsx"),
  paypal: () => import("./paypal-payment.tsx"),
  liqpay: () => import("./liqpay-payment.tsx"),
};

const PROVIDER_NAMES: Record<PaidVendor, string> = { stripe: "card payment", paypal: "PayPal", liqpay: "LiqPay" };

type State = { kind: "loading" } | { kind: "ready"; Form: Form } | { kind: "failed" };

/**
 * The checkout's payment step: the vendor's payment form, or, when its code or the provider's script
 * cannot be loaded, an error with Try again. Nothing is charged before the provider's form is used, and
 * the reservation and order stay as they were, so trying again is always safe.
 */
export function PaymentStep({
  vendor,
  ...props
}: Omit<ProviderPaymentProps, "onUnavailable"> & { vendor: PaidVendor }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    let active = true;
    setState({ kind: "loading" });
    FORMS[vendor]().then(
      (module) => active && setState({ kind: "ready", Form: module.default }),
      () => active && setState({ kind: "failed" }),
    );
    return () => {
      active = false;
    };
  }, [vendor, attempt]);

  if (state.kind === "failed")
    return (
      <div className="order-online__payment-error" role="alert">
        <h3 className="order-online__payment-title">The {PROVIDER_NAMES[vendor]} service could not be loaded</h3>
        <p>Nothing has been charged and your reservation is still held. Please check your connection and try again.</p>
        <button type="button" className="fc-button fc-button--primary" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </div>
    );
  return (
    <div className="order-online__payment" aria-busy={state.kind === "loading" || undefined}>
      {state.kind === "loading" ? <p className="order-online__loading">Loading the secure payment form…</p> : null}
      {state.kind === "ready" ? (
        <state.Form key={attempt} {...props} onUnavailable={() => setState({ kind: "failed" })} />
      ) : null}
    </div>
  );
}
