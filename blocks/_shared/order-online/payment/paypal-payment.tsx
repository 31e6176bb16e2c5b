import { useEffect, useRef, useState } from "react";
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from "@paypal/react-paypal-js";
import { createPayPalOrder } from "./payment-api.ts";
import { preparationError, type ProviderPaymentProps } from "./provider-props.ts";
import { paypalLocale } from "./provider-locales.ts";
import { useJourneyText } from "../journey-text.tsx";

/**
 * PayPal's buttons (@paypal/react-paypal-js): the SDK comes from www.paypal.com with the client id the
 * server publishes, only when this form mounts. createOrder asks our server for the PayPal order
 * (POST /buy_online/paypal/create_order, the order's own amount) and sends the order fields naming it;
 * onApprove hands over to the server's capture (the approval webhook) and confirm path.
 */
export default function PayPalPaymentForm(props: ProviderPaymentProps) {
  const locale = paypalLocale(props.locale);
  return (
    <PayPalScriptProvider
      options={{
        clientId: props.publicKey,
        currency: props.price.currency,
        intent: "capture",
        components: "buttons",
        // The buttons and PayPal's window in the page's language.
        ...(locale ? { locale } : {}),
      }}
    >
      <PayPalArea {...props} />
    </PayPalScriptProvider>
  );
}

function PayPalArea({ reservation, price, submitOrder, finish, onUnavailable }: ProviderPaymentProps) {
  const [{ isRejected, isResolved }] = usePayPalScriptReducer();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const orderNumber = useRef("");
  const text = useJourneyText();
  const { t } = text;

  useEffect(() => {
    if (isRejected) onUnavailable();
  }, [isRejected, onUnavailable]);

  return (
    <div className="order-online__paypal" aria-busy={busy || !isResolved || undefined}>
      {!isResolved ? (
        <p className="order-online__loading">{t("order.payment_step.loading_provider", { provider: "PayPal" })}</p>
      ) : null}
      <PayPalButtons
        style={{ layout: "vertical", label: "pay" }}
        disabled={busy}
        createOrder={async () => {
          setError("");
          const created = await createPayPalOrder(reservation, price);
          const failure = !created.ok
            ? created
            : await submitOrder({ paypal_order_id: created.value.id }).then((sent) => (sent.ok ? null : sent));
          if (failure) {
            setError(preparationError(failure, text));
            throw new Error(failure.message || "PayPal order refused");
          }
          orderNumber.current = created.ok ? created.value.order_number : "";
          return created.ok ? created.value.id : "";
        }}
        onApprove={async () => {
          setBusy(true);
          await finish(orderNumber.current);
          setBusy(false);
        }}
        onCancel={() => setError(t("order.payment_step.paypal_cancelled"))}
        onError={() => setError((current) => current || t("order.payment_step.paypal_failed"))}
      />
      {error ? (
        <p className="order-online__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
