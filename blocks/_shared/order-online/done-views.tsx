import { useEffect, useState } from "react";
import { formatDate } from "../../../renderer/primitives/index.ts";
import { ORDER_ONLINE_ROUTES, loadReservation, type Reservation } from "../../../model/order-journey/index.ts";
import { fetchOrder, type Order } from "./api.ts";
import { Notice, journeyStorage } from "./journey-parts.tsx";
import { OrderChoicesSummary } from "./order-choices-summary.tsx";

/** The success page (/showroom-order-online/success): the reservation this browser just made. */
export function SuccessView({ heading, text }: { heading: string; text: string }) {
  const [reservation, setReservation] = useState<Reservation | null | undefined>(undefined);
  useEffect(() => setReservation(loadReservation(journeyStorage())), []);
  if (reservation === undefined) return <p className="order-online__loading">Loading your order…</p>;
  if (reservation === null)
    return (
      <Notice title="There is no recent reservation in this browser">
        <p>
          Find a vehicle in our <a href="/stock">stock</a>.
        </p>
      </Notice>
    );
  return (
    <div className="order-online__done" role="status">
      {/* The block's own heading is hidden on these pages: this is the page's main heading. */}
      <h1 className="order-online__done-heading">{heading}</h1>
      {reservation.vehicleTitle ? <p className="order-online__done-vehicle">{reservation.vehicleTitle}</p> : null}
      <p className="order-online__order-number">
        Order number <strong>{reservation.orderNumber}</strong>
      </p>
      {text ? <p>{text}</p> : null}
      <p>
        <a
          className="fc-button fc-button--primary"
          href={`${ORDER_ONLINE_ROUTES.confirmation}/${encodeURIComponent(reservation.orderNumber)}`}
        >
          View your order confirmation
        </a>
      </p>
    </div>
  );
}

const STATUS_LABELS: Record<string, string> = {
  initiated: "Started",
  payment_pending: "Awaiting payment",
  paid: "Paid",
  on_hold: "Payment on hold",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  expired: "Expired",
  refunded: "Refunded",
};

/** The order confirmation (/showroom-order-online/confirmation/:orderNumber), read from the server. */
export function ConfirmationView({ orderNumber }: { orderNumber: string }) {
  const [order, setOrder] = useState<Order | null | undefined>(undefined);
  const [message, setMessage] = useState("");
  useEffect(() => {
    let active = true;
    void fetchOrder(orderNumber).then((outcome) => {
      if (!active) return;
      if (outcome.ok) setOrder(outcome.value);
      else {
        setOrder(null);
        setMessage(
          outcome.status === 404
            ? `We could not find order ${orderNumber}. Please check the number.`
            : "We could not load your order. Please try again in a moment.",
        );
      }
    });
    return () => {
      active = false;
    };
  }, [orderNumber]);
  if (order === undefined) return <p className="order-online__loading">Loading your order…</p>;
  if (order === null) return <Notice title={message} />;
  const title = typeof order.metadata.vehicle_title === "string" ? order.metadata.vehicle_title : "";
  return (
    <div className="order-online__done">
      <h1 className="order-online__done-heading">Your order confirmation</h1>
      <dl className="order-online__order">
        <div>
          <dt>Order number</dt>
          <dd data-testid="order-number">{order.order_number}</dd>
        </div>
        {title ? (
          <div>
            <dt>Vehicle</dt>
            <dd>{title}</dd>
          </div>
        ) : null}
        {order.payment_status ? (
          <div>
            <dt>Status</dt>
            <dd>{STATUS_LABELS[order.payment_status] ?? order.payment_status}</dd>
          </div>
        ) : null}
        {order.created_at ? (
          <div>
            <dt>Placed on</dt>
            <dd>{formatDate(order.created_at)}</dd>
          </div>
        ) : null}
        <OrderChoicesSummary choices={order.choices} />
      </dl>
    </div>
  );
}
