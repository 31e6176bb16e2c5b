import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { puckBuildPatch } from "./editor/puck/puck-build-patch.ts";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { blockStyleFiles, sharedUiStyleFiles } from "./generated/registry/block-style-files.ts";

/**
 * React Router 7's package exports resolve to its development build under every condition (upstream
 * remix-run/react-router#14102): dev-only checks and warnings in production, on every server render.
 * Production builds (site, editor, server bundle) take the production build it ships beside it.
 */
const REACT_ROUTER_PRODUCTION = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)),
  },
];

/**
 * Worker threads of server-side code, each built as its own entry beside the bundle (dist/server,
 * dist/bench) under a fixed name, where the code that starts it looks for it (decision 094: the stock
 * feed parser, services/listings/feed/parse-in-worker.ts). Server builds keep every chunk in the
 * output folder itself, so `new URL("./feed-worker.js", import.meta.url)` resolves from any chunk.
 */
function nodeWorkerEntries(): Plugin {
  return {
    name: "forecourt:node-worker-entries",
    apply: "build",
    buildStart() {
      this.emitFile({
        type: "chunk",
        id: fileURLToPath(new URL("./services/listings/feed/feed-worker.ts", import.meta.url)),
        fileName: "feed-worker.js",
      });
    },
  };
}

/**
 * Two browser builds into dist/client, each with its own manifest:
 * - the public site (default mode): the islands runtime, one chunk per interactive block loaded on
 *   demand, the site shell's stylesheet, and one stylesheet per block (and the showroom's) that a
 *   page links only when it shows that block (docs/decisions/016-css-per-page.md);
 * - the editor (`--mode editor`): the /cms and /admin app.
 * They are built separately so the editor, which imports every block, cannot merge the blocks'
 * island chunks into shared chunks the site would then have to load. (`vite build --ssr` bundles the
 * server; see docs/decisions/003-rendering.md.)
 */
export default defineConfig(({ mode, isSsrBuild }) => ({
  // Browser builds also write <file>.br and <file>.gz (best quality: once per build), which the
  // server sends as they are (@fastify/static preCompressed; docs/decisions/014-http-delivery.md).
  plugins: [
    react(),
    puckBuildPatch(),
    ...(isSsrBuild
      ? [nodeWorkerEntries()]
      : [
          compression({
            algorithms: [defineAlgorithm("brotliCompress"), defineAlgorithm("gzip", { level: 9 })],
            include: /\.(js|mjs|css|html|svg|json)$/,
            exclude: /\.map$/,
            threshold: 1024,
          }),
        ]),
  ],
  publicDir: false,
  resolve: { alias: mode === "production" || mode === "editor" ? REACT_ROUTER_PRODUCTION : [] },
  build: {
    outDir: "dist/client",
    // Only the production site build starts clean: the editor build and watch builds share the folder.
    emptyOutDir: mode === "production",
    manifest: mode === "editor" ? "editor-manifest.json" : true,
    sourcemap: true,
    target: "es2022",
    rollupOptions: {
      input: (mode === "editor" ? { editor: "editor/index.html" } : siteInputs()) as Record<string, string>,
      ...(isSsrBuild ? { output: { chunkFileNames: "[name]-[hash].js" } } : {}),
    },
  },
}));

/**
 * The site build's entries; each block stylesheet is named after its block key, each shared UI's
 * stylesheet (the lead form's) `ui-<name>`.
 */
function siteInputs(): Record<string, string> {
  return {
    islands: "renderer/islands/client.tsx",
    // The consent banner's own script (no React): pages with consent configured (decision 191).
    "consent-client": "renderer/site/consent/consent-client.ts",
    site: "renderer/site/styles/site.css",
    showroom: "renderer/site/styles/showroom.css",
    consent: "renderer/site/styles/consent.css",
    overlays: "renderer/site/styles/overlays.css",
    search: "renderer/site/styles/search.css",
    "build-yours": "renderer/site/styles/build-yours.css",
    "news-back": "renderer/site/styles/news-back.css",
    "header-newer": "renderer/site/styles/header-newer.css",
    ...blockStyleFiles,
    ...Object.fromEntries(Object.entries(sharedUiStyleFiles).map(([name, file]) => [`ui-${name}`, file])),
  };
}
