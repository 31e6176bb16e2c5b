import { useEffect, useRef, useState } from "react";
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from "@paypal/react-paypal-js";
import { createPayPalOrder } from "./payment-api.ts";
import { preparationError, type ProviderPaymentProps } from "./provider-props.ts";

/**
 * PayPal's buttons (@paypal/react-paypal-js): the SDK comes from www.paypal.com with the client id the
 * server publishes, only when this form mounts. createOrder asks our server for the PayPal order
 * (POST /buy_online/paypal/create_order, the order's own amount) and sends the order fields naming it;
 * onApprove hands over to the server's capture (the approval webhook) and confirm path.
 */
export default function PayPalPaymentForm(props: ProviderPaymentProps) {
  return (
    <PayPalScriptProvider
      options={{ clientId: props.publicKey, currency: props.price.currency, intent: "capture", components: "buttons" }}
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

  useEffect(() => {
    if (isRejected) onUnavailable();
  }, [isRejected, onUnavailable]);

  return (
    <div className="order-online__paypal" aria-busy={busy || !isResolved || undefined}>
      {!isResolved ? <p className="order-online__loading">Loading PayPal…</p> : null}
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
            setError(preparationError(failure));
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
        onCancel={() => setError("You cancelled the PayPal payment. Nothing has been charged.")}
        onError={() =>
          setError((current) => current || "PayPal could not complete the payment. Nothing has been charged.")
        }
      />
      {error ? (
        <p className="order-online__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
