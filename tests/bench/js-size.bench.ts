import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";
import { DEFAULT_SETTINGS } from "../../model/site/site-data.ts";
import { loadSiteAssets, type SiteAssets } from "../../renderer/site/assets.ts";
import { createSiteRenderer } from "../../renderer/site/render-site.server.tsx";
import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { buildPage, drawsNoShellIsland, isStatic, sitePageOf } from "./page-builder.ts";
import { consentSettings } from "../../model/consent/index.ts";
import { exitPopupSettings } from "../../model/overlays/index.ts";
import type { SiteSettings } from "../../model/site/site-data.ts";
import { printTable } from "./measure.ts";

const CLIENT_DIR = "dist/client";
/** The demo page that uses every presentation block (issue 13), as `npm start` seeds it. */
const MODEL_LAUNCH_PAGE = "services/cms/demo-content/model-launch.page.json";

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** Shell island name -> its source module, as renderer/islands/shell-islands.ts lazily imports it. */
const SHELL_ISLAND_SOURCES = new Map(
  [
    ...readFileSync("renderer/islands/shell-islands.ts", "utf8").matchAll(
      /"([\w-]+)":\s*\{\s*load:\s*\(\)\s*=>\s*import\("([^"]+)"\)/g,
    ),
  ].map(([, name, relative]) => [name!, path.posix.join("renderer/islands", relative!)] as const),
);

/**
 * Files a page's scripts pull in: the script tags and preloads, the chunks of every island on the page
 * (those hydrating when idle or visible are not preloaded, but load all the same), plus every static
 * import of those.
 */
function javascriptOf(html: string, manifest: Record<string, ManifestChunk>, assets: SiteAssets): string[] {
  const urls = [...html.matchAll(/<(?:script[^>]*src|link rel="modulepreload" href)="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  for (const [, type] of html.matchAll(/data-island="([^"]+)"/g)) {
    urls.push(...(assets.islandChunks[type!] ?? []));
    // Shell islands (consent banner, exit popup, ...) are not in islandChunks (nothing preloads them): their
    // chunk is the one built from the module shell-islands.ts imports for the name.
    const source = SHELL_ISLAND_SOURCES.get(type!.replace(/^shell:/, ""));
    if (type!.startsWith("shell:") && source && manifest[source]) urls.push(`/${manifest[source].file}`);
  }
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const seen = new Set<string>();
  const visit = (url: string): void => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const imported of byFile.get(url)?.imports ?? []) {
      const dependency = manifest[imported];
      if (dependency) visit(`/${dependency.file}`);
    }
  };
  urls.forEach(visit);
  return [...seen];
}

function gzipBytes(url: string): number {
  return gzipSync(readFileSync(path.join(CLIENT_DIR, url))).length;
}

/** Gzipped CSS a page takes: its linked stylesheets plus its inline <style> text. */
function cssBytesOf(html: string): number {
  const linked = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].reduce(
    (sum, match) => sum + gzipBytes(match[1]!),
    0,
  );
  const inline = [...html.matchAll(/<style data-href="[^"]*">([^<]*)<\/style>/g)].map((match) => match[1]!).join("\n");
  return linked + (inline === "" ? 0 : gzipSync(inline).length);
}

/** The site-wide shell widgets as an admin configures them (settings consent.banner, exit_popup.config, floating_action_button.config). */
const SHELL_SETTINGS = (() => {
  const consent = consentSettings({ title: "Cookies on this site", accept_label: "Accept all" });
  const exitPopup = exitPopupSettings({
    title: "You are leaving this site",
    go_label: "Continue",
    whitelist: ["^https?://(?!127\\.0\\.0\\.1)"],
  });
  const floatingAction = { items: [{ link: { url: "/contact-us", link_text: "Contact us" } }] };
  return {
    consent: { ...DEFAULT_SETTINGS, consent },
    exitPopup: { ...DEFAULT_SETTINGS, exitPopup },
    fab: { ...DEFAULT_SETTINGS, floatingAction },
    all: { ...DEFAULT_SETTINGS, consent, exitPopup, floatingAction },
  } satisfies Record<string, SiteSettings>;
})();

/** Gzipped JavaScript a static page and a page with one island load (from the `npm run build` output). */
export async function runJsSizeBench(): Promise<Record<string, number>> {
  const assets = loadSiteAssets(CLIENT_DIR);
  const manifest = JSON.parse(readFileSync(path.join(CLIENT_DIR, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const interactive = blockKeys.filter((key) => !isStatic(key));
  const staticPage = buildPage(10, isStatic, drawsNoShellIsland);
  const pages: [string, ReturnType<typeof buildPage>, SiteSettings?][] = [
    ["static blocks only (10 blocks)", staticPage],
    ["static blocks, cookie consent configured", staticPage, SHELL_SETTINGS.consent],
    ["static blocks, exit popup configured", staticPage, SHELL_SETTINGS.exitPopup],
    ["static blocks, floating action button", staticPage, SHELL_SETTINGS.fab],
    ["static blocks, consent + exit popup + FAB", staticPage, SHELL_SETTINGS.all],
  ];
  for (const key of interactive)
    pages.push([
      `one island: ${blockMeta[key].name}`,
      {
        ...buildPage(3, isStatic, drawsNoShellIsland),
        content: [
          ...buildPage(3, isStatic, drawsNoShellIsland).content,
          ...buildPage(1, (k) => k === key).content.map((node) => ({
            ...node,
            props: { ...node.props, id: "island-1" },
          })),
        ],
      } as ReturnType<typeof buildPage>,
    ]);
  const modelLaunch = JSON.parse(readFileSync(MODEL_LAUNCH_PAGE, "utf8")) as { document: PageDocument };
  pages.push(["the Model launch demo page", modelLaunch.document]);
  const rows: string[][] = [];
  const figures: Record<string, number> = {};
  for (const [label, document, settings = DEFAULT_SETTINGS] of pages) {
    const page = sitePageOf(document, "/size");
    const render = createSiteRenderer({
      data: { lookupPage: async () => ({ kind: "page", page }), settings: async () => settings },
      assets,
    });
    const html = (await render({ url: "/size" })).body;
    const files = javascriptOf(html, manifest, assets);
    const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    const css = cssBytesOf(html);
    figures[label] = bytes;
    figures[`${label} (CSS)`] = css;
    rows.push([label, String(files.length), `${(bytes / 1024).toFixed(1)} KB`, `${(css / 1024).toFixed(1)} KB`]);
  }
  printTable(
    "Gzipped JavaScript and CSS shipped per page (budgets: tests/e2e/budgets.spec.ts)",
    ["page", "JS requests", "gzipped JS", "gzipped CSS"],
    rows,
  );
  console.log("");
  return figures;
}
