import { Navigate, createBrowserRouter } from "react-router";
import { EditorShell } from "./shell/editor-shell.tsx";
import { PageTreeScreen } from "./page-tree/page-tree-screen.tsx";
import { AdminScreen } from "./admin/admin-screen.tsx";

/** The editor app: /cms (page tree), /cms/pages/:id (the page editor, loaded on demand), /cms/forms, /cms/leads, /admin. */
export const editorRouter = createBrowserRouter([
  {
    element: <EditorShell />,
    children: [
      { path: "/cms", element: <PageTreeScreen /> },
      // The server redirects /cms/_ (services/http/editor-app.ts); a link followed inside the app does the same.
      { path: "/cms/_", element: <Navigate to="/cms" replace /> },
      {
        path: "/cms/pages/:id",
        // Puck and the inspector are the heavy part; the page tree does not need them.
        lazy: async () => ({ Component: (await import("./page-editor/page-editor-screen.tsx")).PageEditorScreen }),
      },
      {
        path: "/cms/forms/*",
        // The builder's live preview brings react-jsonschema-form; the page tree does not need it.
        lazy: async () => ({ Component: (await import("./forms/forms-screen.tsx")).FormsScreen }),
      },
      {
        path: "/cms/leads",
        lazy: async () => ({ Component: (await import("./forms/leads/lead-office-screen.tsx")).LeadOfficeScreen }),
      },
      { path: "/admin/*", element: <AdminScreen /> },
    ],
  },
]);
