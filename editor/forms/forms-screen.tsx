import { Navigate, NavLink, Route, Routes } from "react-router";
import { hasRole, useSession } from "../api/session.ts";
import { FormBuilderScreen } from "./builder/form-builder.tsx";
import { FormsList } from "./forms-list.tsx";
import { LeadsScreen } from "./leads/leads-screen.tsx";
import "../admin/admin.css";
import "./forms.css";

/** /cms/forms: the forms list, a form's builder and its leads; for editors and admins. */
export function FormsScreen() {
  const session = useSession();
  const user = session.data;
  if (!hasRole(user, "editor")) {
    return (
      <section className="admin" aria-labelledby="forms-title">
        <h1 id="forms-title">Forms</h1>
        <div className="admin__denied" role="alert">
          <p>
            <strong>You do not have permission to see this.</strong>
          </p>
          <p>
            Forms and their leads are managed by editors and admins. Your role is {user?.role ?? "unknown"}; ask an
            admin if you need access.
          </p>
          <p>
            <NavLink to="/cms">Back to the pages</NavLink>
          </p>
        </div>
      </section>
    );
  }
  return (
    <section className="admin forms" aria-label="Forms">
      <Routes>
        <Route index element={<FormsList />} />
        <Route path=":id" element={<FormBuilderScreen />} />
        <Route path=":id/leads" element={<LeadsScreen />} />
        <Route path="*" element={<Navigate to="/cms/forms" replace />} />
      </Routes>
    </section>
  );
}
