import { useEffect, useState, type FormEvent } from "react";
import { loadStripe } from "@stripe/stripe-js/pure";
import type { Stripe, StripeElementLocale } from "@stripe/stripe-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { ORDER_ONLINE_ROUTES } from "../../../../model/order-journey/index.ts";
import { createStripePayment, type StripePayment } from "./payment-api.ts";
import { preparationError, type ProviderPaymentProps } from "./provider-props.ts";
import { stripeLocale } from "./provider-locales.ts";
import { useJourneyText } from "../journey-text.tsx";

/**
 * Card payment with Stripe's Payment Element (@stripe/react-stripe-js). Stripe.js comes from
 * js.stripe.com only when this form mounts (the `pure` entry injects nothing on import). The
 * PaymentIntent is created by our server (POST /buy_online/payment) for the order's own amount; the
 * order fields naming it are sent before the card is charged; the webhook, or confirm asking Stripe,
 * then confirms the order.
 */
export default function StripePaymentForm(props: ProviderPaymentProps) {
  const { publicKey, reservation, price, submitOrder, onUnavailable, locale } = props;
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [payment, setPayment] = useState<StripePayment | null>(null);
  const [error, setError] = useState("");
  const text = useJourneyText();

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
      if (!created.ok) return setError(preparationError(created, text));
      const submitted = await submitOrder({ stripe_payment_intent_id: created.value.payment_intent_id });
      if (!active) return;
      if (!submitted.ok) return setError(preparationError(submitted, text));
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
  if (!stripe || !payment) return <p className="order-online__loading">{text.t("order.payment_step.preparing")}</p>;
  return (
    // Stripe's own texts (card fields, its errors) in the page's language.
    <Elements
      stripe={stripe}
      options={{
        clientSecret: payment.client_secret ?? undefined,
        locale: stripeLocale(locale) as StripeElementLocale,
      }}
    >
      <CardForm {...props} orderNumber={payment.order_number} />
    </Elements>
  );
}

function CardForm({ amountText, finish, orderNumber }: ProviderPaymentProps & { orderNumber: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState("");
  const { t, path } = useJourneyText();

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setPaying(true);
    setError("");
    const result = await stripe.confirmPayment({
      elements,
      redirect: "if_required",
      // Payment methods that leave the site come back to the checkout, which confirms the order.
      confirmParams: { return_url: returnUrl(path(ORDER_ONLINE_ROUTES.checkout), orderNumber) },
    });
    if (result.error) {
      setPaying(false);
      // Stripe's message is in the Elements' locale (the page's language).
      return setError(result.error.message ?? t("order.payment_step.failed"));
    }
    await finish(orderNumber);
    setPaying(false);
  }

  return (
    <form
      className="order-online__card"
      onSubmit={(event) => void pay(event)}
      aria-label={t("order.payment_step.card_form")}
    >
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
          {paying ? t("order.payment_step.paying") : t("order.payment_step.pay", { amount: amountText })}
        </button>
      </div>
    </form>
  );
}

/** Where a payment method that leaves the site returns: the checkout, naming the order to confirm. */
function returnUrl(checkoutPath: string, orderNumber: string): string {
  const url = new URL(checkoutPath, window.location.href);
  url.searchParams.set("order", orderNumber);
  return url.toString();
}
