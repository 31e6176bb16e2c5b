import { useEffect, useState } from "react";
import { formatDate } from "../../../renderer/primitives/index.ts";
import { ORDER_ONLINE_ROUTES, loadReservation, type Reservation } from "../../../model/order-journey/index.ts";
import { fetchOrder, type Order } from "./api.ts";
import { ORDER_STRINGS_EN } from "../../../model/i18n/ui-strings-order.ts";
import { FindInStock, Notice, journeyStorage } from "./journey-parts.tsx";
import { useJourneyText } from "./journey-text.tsx";
import { OrderChoicesSummary } from "./order-choices-summary.tsx";

/** The success page (/showroom-order-online/success): the reservation this browser just made. */
export function SuccessView({ heading, text }: { heading: string; text: string }) {
  const [reservation, setReservation] = useState<Reservation | null | undefined>(undefined);
  const { t, path } = useJourneyText();
  useEffect(() => setReservation(loadReservation(journeyStorage())), []);
  if (reservation === undefined) return <p className="order-online__loading">{t("order.loading")}</p>;
  if (reservation === null)
    return (
      <Notice title={t("order.no_reservation")}>
        <FindInStock textKey="order.find_a_vehicle" />
      </Notice>
    );
  return (
    <div className="order-online__done" role="status">
      {/* The block's own heading is hidden on these pages: this is the page's main heading. */}
      <h1 className="order-online__done-heading">{heading}</h1>
      {reservation.vehicleTitle ? <p className="order-online__done-vehicle">{reservation.vehicleTitle}</p> : null}
      <p className="order-online__order-number">
        {t("order.order_number")} <strong>{reservation.orderNumber}</strong>
      </p>
      {text ? <p>{text}</p> : null}
      <p>
        <a
          className="fc-button fc-button--primary"
          href={path(`${ORDER_ONLINE_ROUTES.confirmation}/${encodeURIComponent(reservation.orderNumber)}`)}
        >
          {t("order.view_confirmation")}
        </a>
      </p>
    </div>
  );
}

const STATUSES = new Set(Object.keys(ORDER_STRINGS_EN.status));

/** The order confirmation (/showroom-order-online/confirmation/:orderNumber), read from the server. */
export function ConfirmationView({ orderNumber }: { orderNumber: string }) {
  const [order, setOrder] = useState<Order | null | undefined>(undefined);
  const [message, setMessage] = useState("");
  const { t, locale } = useJourneyText();
  useEffect(() => {
    let active = true;
    void fetchOrder(orderNumber).then((outcome) => {
      if (!active) return;
      if (outcome.ok) setOrder(outcome.value);
      else {
        setOrder(null);
        setMessage(
          outcome.status === 404 ? t("order.order_not_found", { number: orderNumber }) : t("order.order_failed"),
        );
      }
    });
    return () => {
      active = false;
    };
  }, [orderNumber, t]);
  if (order === undefined) return <p className="order-online__loading">{t("order.loading")}</p>;
  if (order === null) return <Notice title={message} />;
  const title = typeof order.metadata.vehicle_title === "string" ? order.metadata.vehicle_title : "";
  return (
    <div className="order-online__done">
      <h1 className="order-online__done-heading">{t("order.confirmation_heading")}</h1>
      <dl className="order-online__order">
        <div>
          <dt>{t("order.order_number")}</dt>
          <dd data-testid="order-number">{order.order_number}</dd>
        </div>
        {title ? (
          <div>
            <dt>{t("order.vehicle")}</dt>
            <dd>{title}</dd>
          </div>
        ) : null}
        {order.payment_status ? (
          <div>
            <dt>{t("order.status_label")}</dt>
            <dd>
              {STATUSES.has(order.payment_status)
                ? t(`order.status.${order.payment_status as keyof typeof ORDER_STRINGS_EN.status}`)
                : order.payment_status}
            </dd>
          </div>
        ) : null}
        {order.created_at ? (
          <div>
            <dt>{t("order.placed_on")}</dt>
            <dd>{formatDate(order.created_at, locale)}</dd>
          </div>
        ) : null}
        <OrderChoicesSummary choices={order.choices ?? null} />
      </dl>
    </div>
  );
}
