import { useEffect, useState, type FormEvent } from "react";
import { loadStripe } from "@stripe/stripe-js/pure";
import type { Stripe } from "@stripe/stripe-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { ORDER_ONLINE_ROUTES } from "../../../../model/order-journey/index.ts";
import { createStripePayment, type StripePayment } from "./payment-api.ts";
import { preparationError, type ProviderPaymentProps } from "./provider-props.ts";

/**
 * Card payment with Stripe's Payment Element (@stripe/react-stripe-js). Stripe.js comes from
 * js.stripe.com only when this form mounts (the `pure` entry injects nothing on import). The
 * PaymentIntent is created by our server (POST /buy_online/payment) for the order's own amount; the
 * order fields naming it are sent before the card is charged; the webhook, or confirm asking Stripe,
 * then confirms the order.
 */
export default function StripePaymentForm(props: ProviderPaymentProps) {
  const { publicKey, reservation, price, submitOrder, onUnavailable } = props;
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [payment, setPayment] = useState<StripePayment | null>(null);
  const [error, setError] = useState("");

  useEffect(() => {
    let active = true;
    loadStripe(publicKey).then(
      (loaded) => {
        if (!active) return;
        if (loaded) setStripe(loaded);
        else onUnavailable();
      },
      () => active && onUnavailable(),
    );
    return () => {
      active = false;
    };
    // Loaded once per mount; Try again mounts a new form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!stripe) return;
    let active = true;
    void (async () => {
      const created = await createStripePayment(reservation, price);
      if (!active) return;
      if (!created.ok) return setError(preparationError(created));
      const submitted = await submitOrder({ stripe_payment_intent_id: created.value.payment_intent_id });
      if (!active) return;
      if (!submitted.ok) return setError(preparationError(submitted));
      setPayment(created.value);
    })();
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stripe]);

  if (error)
    return (
      <p className="order-online__error" role="alert">
        {error}
      </p>
    );
  if (!stripe || !payment) return <p className="order-online__loading">Preparing your payment…</p>;
  return (
    <Elements stripe={stripe} options={{ clientSecret: payment.client_secret }}>
      <CardForm {...props} orderNumber={payment.order_number} />
    </Elements>
  );
}

function CardForm({ amountText, finish, orderNumber }: ProviderPaymentProps & { orderNumber: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState("");

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setPaying(true);
    setError("");
    const result = await stripe.confirmPayment({
      elements,
      redirect: "if_required",
      // Payment methods that leave the site come back to the checkout, which confirms the order.
      confirmParams: { return_url: returnUrl(orderNumber) },
    });
    if (result.error) {
      setPaying(false);
      return setError(result.error.message ?? "Your payment could not be completed. Please try again.");
    }
    await finish(orderNumber);
    setPaying(false);
  }

  return (
    <form className="order-online__card" onSubmit={(event) => void pay(event)} aria-label="Card payment">
      <PaymentElement />
      {error ? (
        <p className="order-online__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="order-online__actions">
        <button
          type="submit"
          className="fc-button fc-button--primary"
          disabled={!stripe || !elements || paying}
          aria-busy={paying || undefined}
        >
          {paying ? "Paying…" : `Pay ${amountText}`}
        </button>
      </div>
    </form>
  );
}

/** Where a payment method that leaves the site returns: the checkout, naming the order to confirm. */
function returnUrl(orderNumber: string): string {
  const url = new URL(ORDER_ONLINE_ROUTES.checkout, window.location.href);
  url.searchParams.set("order", orderNumber);
  return url.toString();
}
