import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The browser build: the islands runtime (one chunk per interactive block, loaded on demand), the
 * site stylesheet and the editor app (/cms, /admin). Server code is not bundled; it runs from source (docs/decisions/003-rendering.md).
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: "es2022",
    rollupOptions: {
      input: {
        islands: "renderer/islands/client.tsx",
        site: "renderer/site/styles/site.css",
        editor: "editor/index.html",
      },
    },
  },
});
