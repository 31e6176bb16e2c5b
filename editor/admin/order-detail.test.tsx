// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch, type FetchStub } from "../page-tree/testing/fetch-stub.ts";
import { renderScreen } from "../page-tree/testing/render-screen.tsx";
import { OrderDetail } from "./order-detail.tsx";

let api: FetchStub;

const order = {
  order_number: "FC-ABC123",
  created_at: "2026-03-04T05:06:07Z",
  payment_status: "initiated",
  metadata: {},
  vehicle_id: "veh-1",
  lock_id: "lock-1",
  vendor: "NO_PAYMENT_JAPAN",
  amount: 100000,
  currency: "EUR",
  expiry: "2026-03-04T05:21:07Z",
  locale: "en",
  customer_email: "buyer@example.com",
  payment_ref: null,
  capture_method: "automatic",
  company_uuid: "default",
  updated_at: "2026-03-04T05:06:07Z",
  events: [
    {
      from_state: null,
      to_state: "initiated",
      source: "buyer",
      note: null,
      actor: null,
      created_at: "2026-03-04T05:06:07Z",
    },
  ],
  deliveries: [
    {
      id: "del-1",
      kind: "confirmation",
      status: "failed",
      attempts: 1,
      last_error: "SMTP_URL is not set",
      delivered_at: null,
      created_at: "2026-03-04T05:06:07Z",
    },
  ],
  actions: {
    cancel: { allowed: true, reason: null },
    refund: { allowed: false, reason: "This order has no payment to refund." },
  },
};

const route = { path: "/admin/orders/FC-ABC123", route: "/admin/orders/:number" };

beforeEach(() => {
  api = stubFetch();
  api.on("GET", /^\/orders\/FC-ABC123\/admin$/, { body: order });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the order detail", () => {
  it("shows the order, its amount and history, and no actions to a reader", async () => {
    renderScreen(<OrderDetail canAct={false} />, route);
    expect(await screen.findByText("€1,000.00")).toBeTruthy();
    expect(screen.getByTestId("order-status").textContent).toBe("Initiated");
    expect(within(screen.getByRole("list", { name: "History" })).getByText("Initiated")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
    // The failed e-mail is shown with its reason, but only admins may send it again.
    expect(screen.getByTestId("order-email-confirmation").textContent).toContain("Failed (SMTP_URL is not set)");
    expect(screen.queryByRole("button", { name: "Send again" })).toBeNull();
  });

  it("lets an admin send a failed e-mail again and shows it queued", async () => {
    api.on("POST", /^\/orders\/FC-ABC123\/deliveries\/del-1\/resend$/, {
      body: { ...order, deliveries: [{ ...order.deliveries[0], status: "pending", attempts: 0, last_error: null }] },
    });
    renderScreen(<OrderDetail canAct />, route);
    (await screen.findByRole("button", { name: "Send again" })).click();
    expect(await screen.findByText("The confirmation e-mail is queued to be sent again.")).toBeTruthy();
    expect(screen.getByTestId("order-email-confirmation").textContent).toContain("Queued");
    expect(screen.queryByRole("button", { name: "Send again" })).toBeNull();
  });

  it("keeps a refused cancel's reason in the confirm dialog and shows a done one's new state", async () => {
    let refuse = true;
    api.on("POST", /^\/orders\/FC-ABC123\/cancel$/, () =>
      refuse
        ? { status: 409, body: { error: "illegal_transition", message: "An initiated order cannot become cancelled." } }
        : {
            body: {
              ...order,
              payment_status: "cancelled",
              events: [
                ...order.events,
                {
                  from_state: "initiated",
                  to_state: "cancelled",
                  source: "admin",
                  note: null,
                  actor: "ops@example.com",
                  created_at: order.created_at,
                },
              ],
            },
          },
    );
    renderScreen(<OrderDetail canAct />, route);
    // Only what the server would do is offered; the rest says why not.
    expect(await screen.findByText("Refund: This order has no payment to refund.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel order FC-ABC123?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Not possible in the order's current state: An initiated order cannot become cancelled.",
    );

    refuse = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await screen.findByText("Order FC-ABC123 is cancelled.")).toBeTruthy();
    expect(screen.getByTestId("order-status").textContent).toBe("Cancelled");
    // Who did it, not only "admin".
    expect(
      within(screen.getByRole("list", { name: "History" })).getByText(/by admin \(ops@example\.com\)/),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
  });
});
