import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import {
  ORDER_STATES,
  ordersClient,
  type OrderListRow,
  type OrderLockRow,
  type OrderState,
} from "../api/orders-client.ts";
import { noRows, Notice, QueryState, SelectField, type NoticeMessage } from "../ui/index.ts";
import { OrderActionDialog } from "./order-action-dialog.tsx";
import { formatAmount, formatTime, providerLabel, stateLabel } from "./order-format.ts";

export const ORDERS_KEY = ["admin", "orders"] as const;
/** The vendor of a reservation that takes no payment: nothing more is owed than the 0 it shows. */
const FREE_RESERVATION = "NO_PAYMENT_JAPAN";
const PAGE_SIZE = 25;
const ALL = "";

/** Orders, newest first, with a status filter; below them the reservation locks with Release. */
export function OrdersPanel({ canAct }: { canAct: boolean }) {
  const [state, setState] = useState(ALL);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const orders = useQuery({
    queryKey: [...ORDERS_KEY, "list", state, page],
    queryFn: () => ordersClient.list(page, PAGE_SIZE, (state || undefined) as OrderState | undefined),
  });
  return (
    <div className="admin-panel">
      <div className="admin-panel__bar">
        <div>
          <h2>Orders</h2>
          <p className="admin-panel__lead">
            Reservations and purchases from Buy online, newest first.{" "}
            {canAct ? "Open an order to cancel or refund it." : "Only admins may cancel, refund or release."}
          </p>
        </div>
      </div>
      <div className="admin-panel__filters">
        <SelectField
          label="Status"
          name="state_filter"
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          options={[
            { value: ALL, label: "Every status" },
            ...ORDER_STATES.map((candidate) => ({ value: candidate, label: stateLabel(candidate) })),
          ]}
        />
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <QueryState
        query={orders}
        loading="Loading orders…"
        failure="The orders could not be loaded"
        isEmpty={(loaded) => loaded.data.length === 0}
        empty={`No orders${state ? ` with status ${stateLabel(state as OrderState)}` : ""}.`}
      >
        {(list) => (
          <>
            <table className="admin-table" aria-label="Orders">
              <thead>
                <tr>
                  <th scope="col">Order number</th>
                  <th scope="col">Status</th>
                  <th scope="col">Vehicle</th>
                  <th scope="col" className="admin-table__number">
                    Paid
                  </th>
                  <th scope="col">Provider</th>
                  <th scope="col">Created</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((order) => (
                  <tr key={order.order_number}>
                    <th scope="row">
                      <Link to={`/admin/orders/${encodeURIComponent(order.order_number)}`}>{order.order_number}</Link>
                    </th>
                    <td>
                      <span className={`admin-order-state admin-order-state--${order.payment_status}`}>
                        {stateLabel(order.payment_status)}
                      </span>
                    </td>
                    <td>
                      <OrderVehicle order={order} />
                    </td>
                    <td className="admin-table__number">
                      {formatAmount(order.amount_paid, order.currency)}
                      {order.amount_paid !== order.amount && order.vendor !== FREE_RESERVATION ? (
                        <span className="admin-orders__of"> of {formatAmount(order.amount, order.currency)}</span>
                      ) : null}
                    </td>
                    <td>{providerLabel(order.vendor)}</td>
                    <td>{formatTime(order.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <nav className="admin-pager" aria-label="Order pages">
              <button
                type="button"
                className="editor-button editor-button--secondary"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Newer
              </button>
              <span>
                Page {list.meta.page} of {Math.max(list.meta.pages, 1)} ({list.meta.total} order
                {list.meta.total === 1 ? "" : "s"})
              </span>
              <button
                type="button"
                className="editor-button editor-button--secondary"
                disabled={page >= list.meta.pages}
                onClick={() => setPage(page + 1)}
              >
                Older
              </button>
            </nav>
          </>
        )}
      </QueryState>
      <LocksList canAct={canAct} onNotice={setNotice} />
    </div>
  );
}

/** The ordered vehicle: its picture and name, linking to its page on the site, and its stock id. */
function OrderVehicle({ order }: { order: OrderListRow }) {
  const vehicle = order.vehicle;
  return (
    <div className="admin-order-vehicle">
      {vehicle ? (
        <a href={vehicle.link} target="_blank" rel="noopener" className="admin-order-vehicle__link">
          {vehicle.photo ? (
            <img className="admin-order-vehicle__photo" src={vehicle.photo} alt="" width={64} height={36} />
          ) : null}
          <span>{vehicle.title}</span>
        </a>
      ) : (
        <span className="admin-order-vehicle__gone">No longer in stock</span>
      )}
      <code className="admin-order-vehicle__id">{order.vehicle_id}</code>
    </div>
  );
}

function LocksList({ canAct, onNotice }: { canAct: boolean; onNotice: (notice: NoticeMessage) => void }) {
  const queryClient = useQueryClient();
  const locks = useQuery({ queryKey: [...ORDERS_KEY, "locks"], queryFn: ordersClient.locks });
  const [releasing, setReleasing] = useState<OrderLockRow | null>(null);
  return (
    <section className="admin-orders__locks" aria-labelledby="order-locks-title">
      <h3 id="order-locks-title">Reservation locks</h3>
      <p className="admin-panel__lead">
        A lock holds a vehicle for one order. Releasing a stale lock cancels its unpaid order and frees the vehicle; a
        paid order’s lock stays.
      </p>
      <QueryState
        query={locks}
        loading="Loading locks…"
        failure="The locks could not be loaded"
        isEmpty={noRows}
        empty="No vehicle is locked."
      >
        {(rows) => (
          <table className="admin-table" aria-labelledby="order-locks-title">
            <thead>
              <tr>
                <th scope="col">Vehicle</th>
                <th scope="col">Order</th>
                <th scope="col">Expires</th>
                <th scope="col">Taken</th>
                {canAct ? (
                  <th scope="col" className="admin-table__actions">
                    <span className="visually-hidden">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((lock) => (
                <tr key={lock.vehicle_id}>
                  <th scope="row">
                    <code>{lock.vehicle_id}</code>
                  </th>
                  <td>
                    <Link to={`/admin/orders/${encodeURIComponent(lock.order_number)}`}>{lock.order_number}</Link>
                  </td>
                  <td>{lock.expires_at === null ? "Held by a paid order" : formatTime(lock.expires_at)}</td>
                  <td>{formatTime(lock.created_at)}</td>
                  {canAct ? (
                    <td className="admin-table__actions">
                      <button
                        type="button"
                        className="row-button row-button--danger"
                        aria-label={`Release the lock on vehicle ${lock.vehicle_id}`}
                        onClick={() => setReleasing(lock)}
                      >
                        Release
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      {releasing ? (
        <OrderActionDialog
          title={`Release the lock on vehicle ${releasing.vehicle_id}?`}
          confirmLabel="Release lock"
          busyLabel="Releasing…"
          onClose={() => setReleasing(null)}
          onConfirm={async () => {
            await ordersClient.releaseLock(releasing.vehicle_id);
            await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
            onNotice({
              tone: "success",
              text: `Released the lock on vehicle ${releasing.vehicle_id}: order ${releasing.order_number} is cancelled.`,
            });
          }}
        >
          <p>
            Order <strong>{releasing.order_number}</strong> is cancelled and the vehicle can be reserved again.
          </p>
        </OrderActionDialog>
      ) : null}
    </section>
  );
}
