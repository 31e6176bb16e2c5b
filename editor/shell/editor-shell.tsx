import { NavLink, Outlet } from "react-router";
import { hasRole, useSession } from "../api/session.ts";

/** Top bar and the signed-in user around every editor screen. */
export function EditorShell() {
  const session = useSession();
  if (session.isPending) return <p className="editor-loading">Loading…</p>;
  if (session.isError)
    return <p className="editor-error">Could not load your session. Reload the page or sign in again.</p>;
  const user = session.data;
  return (
    <div className="editor-app">
      <header className="editor-topbar">
        <a className="editor-topbar__brand" href="/cms">
          Forecourt
        </a>
        <nav aria-label="Editor">
          <NavLink to="/cms" end>
            Pages
          </NavLink>
          {hasRole(user, "editor") ? <NavLink to="/cms/forms">Forms</NavLink> : null}
          {hasRole(user, "editor") ? <NavLink to="/cms/leads">Leads</NavLink> : null}
          {hasRole(user, "admin") ? (
            <NavLink to="/admin">Admin</NavLink>
          ) : hasRole(user, "editor") ? (
            <NavLink to="/admin/orders">Orders</NavLink>
          ) : null}
          <a href="/">View site</a>
        </nav>
        <span className="editor-topbar__user">
          {user.email} ({user.role})
        </span>
        <form method="post" action="/auth/logout">
          <button type="submit" className="editor-button editor-button--quiet">
            Sign out
          </button>
        </form>
      </header>
      <main className="editor-main">
        <Outlet />
      </main>
    </div>
  );
}
