// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch, type FetchStub } from "../page-tree/testing/fetch-stub.ts";
import { renderScreen } from "../page-tree/testing/render-screen.tsx";
import { OrdersPanel } from "./orders-panel.tsx";

let api: FetchStub;

const row = {
  created_at: "2026-03-04T05:06:07Z",
  metadata: {},
  lock_id: "lock-1",
  currency: "EUR",
  expiry: null,
  locale: "en",
  customer_email: "buyer@example.com",
};
const free = {
  ...row,
  order_number: "FC-FREE01",
  payment_status: "confirmed",
  vehicle_id: "v000101",
  vendor: "NO_PAYMENT_JAPAN",
  amount: 100000,
  amount_paid: 0,
  vehicle: {
    title: "Range Rover Sport Dynamic SE",
    link: "/showroom/approved-range-rover-sport-2023-v000101",
    photo: "/media/images/p1/640x360.jpg",
  },
};
const paid = {
  ...free,
  order_number: "FC-PAID02",
  vehicle_id: "v000102",
  vendor: "stripe",
  amount_paid: 100000,
  vehicle: null,
};
const unpaid = { ...paid, order_number: "FC-OPEN03", payment_status: "payment_pending", amount_paid: 0 };

beforeEach(() => {
  api = stubFetch();
  api.on("GET", /^\/orders\?/, {
    body: { data: [free, paid, unpaid], meta: { page: 1, items: 25, total: 3, pages: 1 } },
  });
  api.on("GET", /^\/order_locks$/, { body: { data: [] } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the orders list", () => {
  it("shows each vehicle by name and picture, linked to its page, and what was actually paid", async () => {
    renderScreen(<OrdersPanel canAct={false} />, { path: "/admin/orders", route: "/admin/orders" });
    const table = await screen.findByRole("table", { name: "Orders" });
    const rowOf = (number: string) => within(table).getByText(number).closest("tr")!;

    const freeRow = rowOf("FC-FREE01");
    const link = within(freeRow).getByRole("link", { name: "Range Rover Sport Dynamic SE" });
    expect(link.getAttribute("href")).toBe(free.vehicle.link);
    expect(link.querySelector("img")?.getAttribute("src")).toBe(free.vehicle.photo);
    expect(freeRow.textContent).toContain("€0.00");
    expect(freeRow.textContent).not.toContain("€1,000.00");
    expect(freeRow.textContent).toContain("Free reservation");

    expect(rowOf("FC-PAID02").textContent).toContain("€1,000.00");
    expect(rowOf("FC-PAID02").textContent).toContain("No longer in stock");
    // An order not paid yet shows 0 of its amount.
    expect(rowOf("FC-OPEN03").textContent).toContain("€0.00 of €1,000.00");
  });
});
