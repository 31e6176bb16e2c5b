import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { authDocument, signInLocation } from "../auth/index.ts";
import { escapeHtml } from "../../model/html/escape-html.ts";
import { editorPolicy } from "../../model/http/content-security-policy.ts";
import { newNonce, setContentSecurityPolicy } from "./security-headers.ts";

/** Where the editor app (editor/, a single-page app with its own router) answers. */
const EDITOR_APP_PATHS = ["/cms", "/cms/*", "/admin", "/admin/*"];

/**
 * Guarded by the page guard like the editor, but not part of it (a navigation test page,
 * still to be built by the site); it answers with a placeholder until then.
 */
const NAVIGATION_TEST_PATH = "/lrdx-navigation-test";

/**
 * Sends the page under the editor's Content-Security-Policy with a fresh nonce, given to every
 * <script> element of the page (Vite writes only module scripts with src into index.html).
 */
function sendHtml(reply: FastifyReply, html: string): FastifyReply {
  const nonce = newNonce();
  setContentSecurityPolicy(reply, editorPolicy(nonce));
  const withNonces = html.replace(/<script(?=[\s>])/gi, `<script nonce="${nonce}"`);
  return reply.code(200).type("text/html; charset=utf-8").header("cache-control", "no-store").send(withNonces);
}

/**
 * Serves the built editor (`dist/client/editor/index.html`; its scripts and styles are under
 * /assets/) at the editor's paths. The page guard (services/auth/page-guard.ts) has already sent
 * anonymous browsers to sign in and users without permission away; the check here only keeps the
 * page safe should the guard ever be missing. The file is read per request: it is small, and a
 * rebuild (`npm run dev`) shows without a restart. Without a build, a short page says what to do.
 */
export function editorAppRoutes({ clientDir }: { clientDir: string }): FastifyPluginAsync {
  const file = path.resolve(clientDir, "editor", "index.html");
  return async (app) => {
    for (const url of EDITOR_APP_PATHS) {
      app.get(url, { schema: { hide: true } }, async (request, reply) => {
        const user = request.user;
        if (!user) return reply.header("cache-control", "no-store").redirect(signInLocation(request), 302);
        const html = await readFile(file, "utf8").catch(() => null);
        if (html !== null) return sendHtml(reply, html);
        return sendHtml(
          reply,
          authDocument(
            "Editor",
            `<h1>Editor</h1><p>Signed in as ${escapeHtml(user.email)} (${escapeHtml(user.role)}).</p><p>The editor has not been built: run <code>npm run build</code> (or <code>npm run dev</code>).</p>`,
          ),
        );
      });
    }
    app.get(NAVIGATION_TEST_PATH, { schema: { hide: true } }, async (request, reply) => {
      const user = request.user;
      if (!user) return reply.header("cache-control", "no-store").redirect(signInLocation(request), 302);
      return sendHtml(
        reply,
        authDocument(
          "Navigation test",
          `<h1>Navigation test</h1><p>Signed in as ${escapeHtml(user.email)} (${escapeHtml(user.role)}). This page is not built yet.</p>`,
        ),
      );
    });
  };
}
