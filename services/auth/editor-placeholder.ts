import type { FastifyPluginAsync } from "fastify";
import { sendHtml } from "./auth-page-routes.ts";
import { authDocument, escapeHtml } from "./auth-html.ts";
import { signInLocation } from "./page-guard.ts";

/** The paths the editor app will serve; the page guard (page-guard.ts) already protects them. */
export const EDITOR_PATHS = ["/cms", "/cms/*", "/admin", "/admin/*", "/lrdx-navigation-test"];

/**
 * PLACEHOLDER, to be replaced when the server serves the editor app (editor/): a minimal page at the
 * editor's paths, so that the sign-in guard in front of them can be exercised end to end. Remove
 * this module and its one registration in services/app.ts when the editor's routes take over.
 */
export function editorPlaceholderRoutes(): FastifyPluginAsync {
  return async (app) => {
    for (const url of EDITOR_PATHS) {
      app.get(url, { schema: { hide: true } }, async (request, reply) => {
        // The page guard has already sent anyone else away; this only keeps the page safe without it.
        const user = request.user;
        if (!user) return reply.redirect(signInLocation(request), 302);
        return sendHtml(
          reply,
          200,
          authDocument(
            "Editor",
            `<h1>Editor</h1><p>Signed in as ${escapeHtml(user.email)} (${escapeHtml(user.role)}).</p><p>The editor is not served at <code>${escapeHtml(request.url.split("?")[0] ?? "")}</code> yet.</p>` +
              `<form method="post" action="/auth/logout"><button type="submit">Sign out</button></form>`,
          ),
        );
      });
    }
  };
}
