import { lazy, Suspense } from "react";
import { Navigate, NavLink, Route, Routes } from "react-router";
import { hasRole, useSession } from "../api/session.ts";
import { LocationsPanel } from "./locations-panel.tsx";
import { MetaheadsPanel } from "./metaheads-panel.tsx";
import { NavigationPanel } from "./navigation-panel.tsx";
import { OffersPanel } from "./offers-panel.tsx";
import { OrderDetail } from "./order-detail.tsx";
import { OrdersPanel } from "./orders-panel.tsx";
import { SettingsPanel } from "./settings-panel.tsx";
import { StockImportPanel } from "./stock-import-panel.tsx";
import { UsersPanel } from "./users-panel.tsx";
import { VinListPanel } from "./vin-list-panel.tsx";
import { VinsPanel } from "./vins-panel.tsx";
import { ErrorsPanel } from "./errors-panel.tsx";
import "./admin.css";

// The footer form brings react-jsonschema-form; the other admin screens do not need it.
const FooterPanel = lazy(() => import("./footer-panel.tsx"));

const TABS = [
  { path: "users", label: "Users" },
  { path: "settings", label: "Settings" },
  { path: "metaheads", label: "Metaheads" },
  { path: "navigation", label: "Navigation" },
  { path: "footer", label: "Footer" },
  { path: "locations", label: "Locations" },
  { path: "orders", label: "Orders" },
  { path: "vins", label: "VIN lists" },
  { path: "offers", label: "Offers" },
  { path: "stock-import", label: "Stock import" },
  { path: "errors", label: "Errors" },
] as const;

/** What editors may read in /admin (the page guard lets them into these paths alone). */
const EDITOR_TABS = [
  { path: "orders", label: "Orders" },
  { path: "vins", label: "VIN lists" },
  { path: "offers", label: "Offers" },
] as const;

/** /admin/orders, /admin/vins and /admin/offers for editors, read-only; any other admin path leads to the orders. */
function EditorsAdminScreen() {
  return (
    <section className="admin" aria-labelledby="admin-title">
      <header className="admin__header">
        <h1 id="admin-title" tabIndex={-1} data-focus-fallback>
          Orders, VIN lists and offers
        </h1>
        <p className="admin__read-only">
          Read-only: cancelling, refunding, releasing locks, uploading VIN lists and changing offers are for admins.
        </p>
        <nav className="admin__tabs" aria-label="Admin sections">
          {EDITOR_TABS.map((tab) => (
            <NavLink key={tab.path} to={`/admin/${tab.path}`} className="admin__tab">
              {tab.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <Routes>
        <Route path="orders" element={<OrdersPanel canAct={false} />} />
        <Route path="orders/:number" element={<OrderDetail canAct={false} />} />
        <Route path="vins" element={<VinsPanel canUpload={false} />} />
        <Route path="vins/:list" element={<VinListPanel canWrite={false} />} />
        <Route path="offers" element={<OffersPanel canWrite={false} />} />
        <Route path="*" element={<Navigate to="/admin/orders" replace />} />
      </Routes>
    </section>
  );
}

/** /admin: users, settings, metaheads, navigation, footer, locations, orders, VIN lists, offers, the stock import and browser errors for admins; orders, VIN lists and offers, read-only, for editors. */
export function AdminScreen() {
  const session = useSession();
  const user = session.data;
  // Editors read orders, VIN lists and offers (never act on them): those screens alone, without buttons (decisions 047, 081).
  if (!hasRole(user, "admin") && hasRole(user, "editor")) return <EditorsAdminScreen />;
  if (!hasRole(user, "admin")) {
    return (
      <section className="admin" aria-labelledby="admin-title">
        <h1 id="admin-title">Admin</h1>
        <div className="admin__denied" role="alert">
          <p>
            <strong>You do not have permission to see this.</strong>
          </p>
          <p>
            Users, settings and metaheads are managed by admins. Your role is {user?.role ?? "unknown"}; ask an admin if
            you need a change made.
          </p>
          <p>
            <NavLink to="/cms">Back to the pages</NavLink>
          </p>
        </div>
      </section>
    );
  }
  // Orders: editors may read them at the API, only admins act; the panels draw no buttons without this.
  const canAct = hasRole(user, "admin");
  return (
    <section className="admin" aria-labelledby="admin-title">
      <header className="admin__header">
        <h1 id="admin-title" tabIndex={-1} data-focus-fallback>
          Admin
        </h1>
        <nav className="admin__tabs" aria-label="Admin sections">
          {TABS.map((tab) => (
            <NavLink key={tab.path} to={`/admin/${tab.path}`} className="admin__tab">
              {tab.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <Routes>
        <Route index element={<Navigate to="users" replace />} />
        <Route path="users" element={<UsersPanel currentUserId={user!.id} />} />
        <Route path="settings" element={<SettingsPanel />} />
        <Route path="metaheads" element={<MetaheadsPanel />} />
        <Route path="navigation" element={<NavigationPanel />} />
        <Route path="locations" element={<LocationsPanel />} />
        <Route path="orders" element={<OrdersPanel canAct={canAct} />} />
        <Route path="orders/:number" element={<OrderDetail canAct={canAct} />} />
        <Route path="vins" element={<VinsPanel canUpload />} />
        <Route path="vins/:list" element={<VinListPanel canWrite />} />
        <Route path="stock-import" element={<StockImportPanel />} />
        <Route path="offers" element={<OffersPanel canWrite />} />
        <Route path="errors" element={<ErrorsPanel />} />
        <Route
          path="footer"
          element={
            <Suspense fallback={<p>Loading the footer form…</p>}>
              <FooterPanel />
            </Suspense>
          }
        />
        <Route path="*" element={<Navigate to="/admin/users" replace />} />
      </Routes>
    </section>
  );
}
