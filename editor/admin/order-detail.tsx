import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ordersClient, type OrderAdminOrder } from "../api/orders-client.ts";
import { Notice, type NoticeMessage } from "../ui/index.ts";
import { OrderActionDialog } from "./order-action-dialog.tsx";
import { OrderJourneyChoices } from "./order-journey-choices.tsx";
import { OrderServicePack } from "./order-service-pack.tsx";
import { formatAmount, formatTime, isFinal, providerLabel, stateLabel } from "./order-format.ts";
import { ORDERS_KEY } from "./orders-panel.tsx";

type Action = "cancel" | "refund";

const ACTIONS: Record<
  Action,
  { button: string; title: string; confirm: string; busy: string; done: string; body: string }
> = {
  cancel: {
    button: "Cancel order",
    title: "Cancel order",
    confirm: "Cancel order",
    busy: "Cancelling…",
    done: "is cancelled",
    body: "The buyer’s reservation ends and the vehicle can be reserved again. A paid order is refunded instead.",
  },
  refund: {
    button: "Refund",
    title: "Refund order",
    confirm: "Refund payment",
    busy: "Refunding…",
    done: "is refunded",
    body: "The payment is refunded through its provider (a held payment is released). This cannot be undone.",
  },
};

/** /admin/orders/:number: one order, its buyer, its payment and its event history; Cancel and Refund for admins. */
export function OrderDetail({ canAct }: { canAct: boolean }) {
  const number = useParams().number ?? "";
  const queryClient = useQueryClient();
  const key = [...ORDERS_KEY, "detail", number];
  const order = useQuery({ queryKey: key, queryFn: () => ordersClient.detail(number) });
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  const run = async (chosen: Action) => {
    const changed = await (chosen === "cancel" ? ordersClient.cancel(number) : ordersClient.refund(number));
    queryClient.setQueryData<OrderAdminOrder>(key, changed);
    await queryClient.invalidateQueries({ queryKey: ORDERS_KEY, refetchType: "none" });
    setNotice({ tone: "success", text: `Order ${number} ${ACTIONS[chosen].done}.` });
  };

  const resend = async (deliveryId: string, kind: string) => {
    setNotice(null);
    try {
      const changed = await ordersClient.resend(number, deliveryId);
      queryClient.setQueryData<OrderAdminOrder>(key, changed);
      setNotice({ tone: "success", text: `The ${kind} e-mail is queued to be sent again.` });
    } catch (error) {
      setNotice({ tone: "error", text: `The e-mail could not be queued again: ${(error as Error).message}` });
    }
  };

  return (
    <div className="admin-panel admin-order">
      <p>
        <Link to="/admin/orders">← All orders</Link>
      </p>
      <h2>Order {number}</h2>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      {order.isPending ? <p className="editor-loading">Loading the order…</p> : null}
      {order.isError ? (
        <p className="editor-error" role="alert">
          The order could not be loaded: {order.error.message}
        </p>
      ) : null}
      {order.data ? (
        <>
          <dl className="admin-order__facts">
            <dt>Status</dt>
            <dd data-testid="order-status">
              <span className={`admin-order-state admin-order-state--${order.data.payment_status}`}>
                {stateLabel(order.data.payment_status)}
              </span>
            </dd>
            <dt>Vehicle</dt>
            <dd>
              <code>{order.data.vehicle_id}</code>
            </dd>
            <dt>Amount</dt>
            <dd>{formatAmount(order.data.amount, order.data.currency)}</dd>
            <dt>Provider</dt>
            <dd>
              {providerLabel(order.data.vendor)}
              {order.data.payment_ref ? (
                <>
                  {" "}
                  <code>{order.data.payment_ref}</code>
                </>
              ) : null}
              {order.data.capture_method === "manual" ? <span className="admin-tag">payment on hold</span> : null}
            </dd>
            <dt>Buyer’s e-mail</dt>
            <dd>{order.data.customer_email ?? "—"}</dd>
            <dt>Created</dt>
            <dd>{formatTime(order.data.created_at)}</dd>
            <dt>Lock expires</dt>
            <dd>{order.data.expiry === null ? "—" : formatTime(order.data.expiry)}</dd>
          </dl>
          {canAct && !isFinal(order.data.payment_status) ? (
            <OrderActions actions={order.data.actions} onChoose={setAction} />
          ) : null}
          <OrderJourneyChoices choices={order.data.choices} />
          <OrderServicePack pack={order.data.choices?.service_pack} />
          <h3 id="order-history-title">History</h3>
          <ol className="admin-order__history" aria-labelledby="order-history-title">
            {order.data.events.map((event, at) => (
              <li key={at}>
                <strong>{stateLabel(event.to_state)}</strong>
                {event.from_state ? <> (from {stateLabel(event.from_state).toLowerCase()})</> : null}
                {" by "}
                {event.source}
                {event.actor ? ` (${event.actor})` : null}, {formatTime(event.created_at)}
                {event.note ? <span className="admin-order__note">: {event.note}</span> : null}
              </li>
            ))}
          </ol>
          <OrderEmails deliveries={order.data.deliveries} canAct={canAct} onResend={resend} />
        </>
      ) : null}
      {action ? (
        <OrderActionDialog
          title={`${ACTIONS[action].title} ${number}?`}
          confirmLabel={ACTIONS[action].confirm}
          busyLabel={ACTIONS[action].busy}
          onClose={() => setAction(null)}
          onConfirm={() => run(action)}
        >
          <p>{ACTIONS[action].body}</p>
        </OrderActionDialog>
      ) : null}
    </div>
  );
}

/**
 * The actions the server would take on the order now (the provider allows a refund; only an unpaid
 * order is cancelled); for the others, why not, so an admin is not left guessing.
 */
function OrderActions({
  actions,
  onChoose,
}: {
  actions: OrderAdminOrder["actions"];
  onChoose: (action: Action) => void;
}) {
  const refused = (["cancel", "refund"] as const).filter((name) => !actions[name].allowed);
  return (
    <>
      <div className="admin-order__actions">
        {actions.cancel.allowed ? (
          <button type="button" className="editor-button editor-button--danger" onClick={() => onChoose("cancel")}>
            {ACTIONS.cancel.button}
          </button>
        ) : null}
        {actions.refund.allowed ? (
          <button type="button" className="editor-button editor-button--secondary" onClick={() => onChoose("refund")}>
            {ACTIONS.refund.button}
          </button>
        ) : null}
      </div>
      {refused.length > 0 ? (
        <ul className="admin-order__refused" aria-label="Not possible now">
          {refused.map((name) => (
            <li key={name}>
              {ACTIONS[name].button}: {actions[name].reason}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

const DELIVERY_STATUS: Record<OrderAdminOrder["deliveries"][number]["status"], string> = {
  pending: "Queued",
  delivering: "Sending",
  delivered: "Sent",
  failed: "Failed",
};

/** The order's e-mails in the outbox; an admin may send a failed one again. */
function OrderEmails({
  deliveries,
  canAct,
  onResend,
}: {
  deliveries: OrderAdminOrder["deliveries"];
  canAct: boolean;
  onResend: (id: string, kind: string) => Promise<void>;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  if (deliveries.length === 0) return null;
  return (
    <>
      <h3 id="order-emails-title">E-mails</h3>
      <ul className="admin-order__emails" aria-labelledby="order-emails-title">
        {deliveries.map((delivery) => (
          <li key={delivery.id} data-testid={`order-email-${delivery.kind}`}>
            <strong>{delivery.kind === "confirmation" ? "Confirmation" : "Inquiry"}</strong>:{" "}
            {DELIVERY_STATUS[delivery.status]}
            {delivery.delivered_at ? <>, {formatTime(delivery.delivered_at)}</> : null}
            {delivery.status === "failed" && delivery.last_error ? (
              <span className="admin-order__note"> ({delivery.last_error})</span>
            ) : null}{" "}
            {canAct && delivery.status === "failed" ? (
              <button
                type="button"
                className="editor-button editor-button--secondary"
                disabled={busy === delivery.id}
                onClick={() => {
                  setBusy(delivery.id);
                  void onResend(delivery.id, delivery.kind).finally(() => setBusy(null));
                }}
              >
                {busy === delivery.id ? "Queuing…" : "Send again"}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
