import { useEffect, useId, useState } from "react";
import { fetchLiqPayCheckout, type LiqPayCheckout } from "./payment-api.ts";
import { preparationError, type ProviderPaymentProps } from "./provider-props.ts";
import { loadLiqPayWidget, type LiqPayResult } from "./liqpay-widget.ts";
import { liqpayLanguage } from "./provider-locales.ts";
import { useJourneyText } from "../journey-text.tsx";

/** LiqPay statuses that mean the money is taken or held: the server's callback confirms the order. */
const TAKEN = new Set(["success", "hold_wait", "wait_accept", "sandbox"]);

/**
 * LiqPay's checkout widget (https://www.liqpay.ua/en/documentation/checkout), embedded: its script
 * comes from static.liqpay.ua only when this form mounts, and is given the data and signature our
 * server made (GET /buy_online/liqpay/checkout_data). LiqPay's server callback moves the order; the
 * widget's own callback only tells the browser to go on.
 */
export default function LiqPayPaymentForm({
  reservation,
  price,
  submitOrder,
  finish,
  onUnavailable,
  locale,
}: ProviderPaymentProps) {
  const containerId = `liqpay-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const [checkout, setCheckout] = useState<LiqPayCheckout | null>(null);
  const [error, setError] = useState("");
  const text = useJourneyText();
  const language = liqpayLanguage(locale);

  useEffect(() => {
    let active = true;
    void (async () => {
      const widget = await loadLiqPayWidget();
      if (!active) return;
      if (!widget) return onUnavailable();
      // LiqPay's checkout page in the page's language, as far as LiqPay has it (Ukrainian or English).
      const data = await fetchLiqPayCheckout(reservation, price, { language });
      if (!active) return;
      if (!data.ok) return setError(preparationError(data, text));
      const sent = await submitOrder({ liqpay_order_id: data.value.order_id });
      if (!active) return;
      if (!sent.ok) return setError(preparationError(sent, text));
      setCheckout(data.value);
      widget
        .init({
          data: data.value.data,
          signature: data.value.signature,
          embedTo: `#${containerId}`,
          language,
          mode: "embed",
        })
        .on("liqpay.callback", (result: LiqPayResult) => {
          if (TAKEN.has(String(result.status))) void finish(data.value.order_id);
          else setError(text.t("order.payment_step.liqpay_failed"));
        });
    })();
    return () => {
      active = false;
    };
    // Prepared once per mount; Try again mounts a new form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="order-online__liqpay">
      {!checkout && !error ? (
        <p className="order-online__loading">{text.t("order.payment_step.loading_provider", { provider: "LiqPay" })}</p>
      ) : null}
      <div id={containerId} className="order-online__liqpay-widget" />
      {error ? (
        <p className="order-online__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
