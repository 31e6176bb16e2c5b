import { useEffect, useState, type ComponentType } from "react";
import type { PaidVendor } from "./payment-api.ts";
import type { ProviderPaymentProps } from "./provider-props.ts";
import { useJourneyText } from "../journey-text.tsx";

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
  const { t } = useJourneyText();
  const provider = vendor === "stripe" ? t("order.payment_step.card") : vendor === "paypal" ? "PayPal" : "LiqPay";

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
        <h3 className="order-online__payment-title">{t("order.payment_step.unavailable_title", { provider })}</h3>
        <p>{t("order.payment_step.unavailable_text")}</p>
        <button type="button" className="fc-button fc-button--primary" onClick={() => setAttempt((n) => n + 1)}>
          {t("order.payment_step.try_again")}
        </button>
      </div>
    );
  return (
    <div className="order-online__payment" aria-busy={state.kind === "loading" || undefined}>
      {state.kind === "loading" ? <p className="order-online__loading">{t("order.payment_step.loading")}</p> : null}
      {state.kind === "ready" ? (
        <state.Form key={attempt} {...props} onUnavailable={() => setState({ kind: "failed" })} />
      ) : null}
    </div>
  );
}
