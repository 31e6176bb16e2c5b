import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { get } from "node:http";
import { createServer } from "node:net";
import { buildPage, drawsNoShellIsland, isDataBlock, isStatic } from "./page-builder.ts";
import { printTable } from "./measure.ts";
import { processCpuMs, startServer, type ServerProcess } from "./server-process.ts";
import { LOAD_TOOL, measure, type Load } from "./load.ts";

/*
 * `npm run bench -- peers`: the product against Astro 5 (React islands, the Node adapter) on the same
 * pages, one process each, same machine. Astro is installed from the npm registry into a folder of the
 * system's temporary directory (kept between runs, never in our package.json) and built there.
 *
 * The same pages: our server renders the two fixture pages; Astro serves that HTML (head and body,
 * our scripts left out) as static markup, each of our islands (`.fc-island`) becoming a React island
 * of Astro's that renders the same markup and hydrates when ours does (ASTRO_DIRECTIVE). That is how
 * an Astro site is written: static parts as templates, interactive parts as islands. Astro's
 * on-demand page renders the template and the islands per request; its prerendered page is a file
 * its server sends. Astro's Node server compresses nothing, as shipped: "with compression" asks both
 * for `br, gzip`, and only ours does the work.
 *
 * After the load rounds, Lighthouse (mobile, as `npm run lighthouse` runs it) audits each page as our
 * cached server sends it and Astro's two copies, the stylesheets and images they load copied into
 * Astro's public folder so that Astro's server sends those too (PEERS_LIGHTHOUSE_RUNS runs each, 3 by
 * default, 0 for none; decision 192).
 */

/** Versions of the peer, as the issue names them: Astro 5 with its React and Node integrations. */
const ASTRO_PACKAGES = {
  astro: "^5",
  "@astrojs/react": "^4",
  "@astrojs/node": "^9",
  react: "^19",
  "react-dom": "^19",
};
const PAGES = [
  { name: "static", path: "/peer-static", label: "static blocks (30)" },
  { name: "islands", path: "/peer-islands", label: "content blocks with islands (30)" },
] as const;
const ROUNDS = Number(process.env.PEERS_ROUNDS ?? 3);
/** Lighthouse runs of each page and side after the load rounds; 0 leaves Lighthouse out. */
const LIGHTHOUSE_RUNS = Number(process.env.PEERS_LIGHTHOUSE_RUNS ?? 3);
const SECONDS = Number(process.env.PEERS_SECONDS ?? 5);
const WARMUP = 2;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Our two fixture pages, with the demo content beside them (menus, settings), as one seed folder. */
function seedFolder(directory: string): string {
  const pages = path.join(directory, "pages");
  mkdirSync(pages);
  const demo = path.resolve("services/cms/demo-content");
  for (const file of readdirSync(demo)) copyFileSync(path.join(demo, file), path.join(pages, file));
  const documents = {
    static: buildPage(30, isStatic, drawsNoShellIsland),
    islands: buildPage(30, (key) => !isDataBlock(key)),
  };
  for (const page of PAGES)
    writeFileSync(
      path.join(pages, `peer-${page.name}.page.json`),
      JSON.stringify({ path: page.path, title: `Peer ${page.name}`, document: documents[page.name] }),
    );
  return pages;
}

type AstroDirective = "load" | "visible" | "idle";
/**
 * Astro's client directive for each of our islands' hydration (`data-hydrate`): the same where Astro
 * has it; Astro has no directive that waits for the visitor's first interaction, so those (the
 * shell's popups) hydrate when idle, the latest of its own.
 */
const ASTRO_DIRECTIVE: Record<string, AstroDirective> = {
  load: "load",
  visible: "visible",
  idle: "idle",
  interaction: "idle",
};

/** `html` without its scripts: Astro brings its own islands runtime. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link rel="modulepreload"[^>]*>/gi, "");
}

/**
 * Our page split for Astro: the head, the body's static markup between islands, and each island's
 * markup (the outermost `.fc-island` elements; React escapes `<` in text and attributes, so counting
 * div tags finds where each ends).
 */
function splitPage(html: string): {
  htmlAttributes: Record<string, string>;
  head: string;
  segments: string[];
  islands: string[];
  /** Each island's Astro client directive. */
  directives: AstroDirective[];
} {
  // lang, dir and the theme: the stylesheet styles by them.
  const htmlTag = /<html\b([^>]*)>/.exec(html)?.[1] ?? "";
  const htmlAttributes = Object.fromEntries(
    [...htmlTag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
  );
  const head = withoutScripts(/<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? "");
  const body = withoutScripts(/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "");
  const segments: string[] = [];
  const islands: string[] = [];
  const directives: AstroDirective[] = [];
  let from = 0;
  for (;;) {
    const start = body.indexOf('<div class="fc-island"', from);
    if (start < 0) break;
    const tags = /<div\b|<\/div>/g;
    tags.lastIndex = start;
    let depth = 0;
    let end = -1;
    for (let match = tags.exec(body); match; match = tags.exec(body)) {
      depth += match[0] === "</div>" ? -1 : 1;
      if (depth === 0) {
        end = match.index + match[0].length;
        break;
      }
    }
    if (end < 0) throw new Error("an island of the fixture page does not end");
    segments.push(body.slice(from, start));
    islands.push(body.slice(start, end));
    const hydrate = /data-hydrate="([^"]+)"/.exec(body.slice(start, body.indexOf(">", start)))?.[1] ?? "load";
    directives.push(ASTRO_DIRECTIVE[hydrate] ?? "load");
    from = end;
  }
  segments.push(body.slice(from));
  return { htmlAttributes, head, segments, islands, directives };
}

/**
 * Paths of what a page loads from its own server: the stylesheets, preloads and icon its head links,
 * images (src, srcset and poster of any element, image preloads' srcset) and images of inline styles.
 */
function assetPaths(markup: string): string[] {
  const decoded = markup.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  const found: string[] = [];
  for (const [tag] of decoded.matchAll(/<link\b[^>]*>/gi))
    if (/\brel="(stylesheet|preload|icon)"/i.test(tag)) found.push(/\bhref="([^"]*)"/i.exec(tag)?.[1] ?? "");
  for (const [, value] of decoded.matchAll(/\b(?:src|poster)="([^"]*)"/gi)) found.push(value!);
  for (const [, value] of decoded.matchAll(/\b(?:srcset|imagesrcset)="([^"]*)"/gi))
    found.push(...value!.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""));
  for (const [, value] of decoded.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/gi)) found.push(value!);
  return [...new Set(found.filter((url) => url.startsWith("/") && !url.startsWith("//")))];
}

/**
 * What the fixture pages load, fetched from our server (as a visitor would, which also warms it) and put
 * in the Astro project's public folder at the same paths: Astro's server then sends the page and all
 * it loads, so Lighthouse on Astro's page measures Astro alone. A variant the media library redirects to
 * its nearest size is stored at the path asked for (an Astro site holds its files where its pages name
 * them). Stylesheets' own url()s are followed.
 */
async function copyAssets(project: string, base: string, markup: string): Promise<number> {
  const publicFolder = path.join(project, "public");
  rmSync(publicFolder, { recursive: true, force: true });
  const queue = assetPaths(markup);
  const seen = new Set(queue);
  for (const asset of queue) {
    const response = await fetch(`${base}${asset}`);
    if (!response.ok) throw new Error(`${asset}, which a fixture page loads, answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    const file = path.join(publicFolder, decodeURIComponent(new URL(asset, base).pathname));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
    if (response.headers.get("content-type")?.startsWith("text/css"))
      for (const more of assetPaths(body.toString("utf8")))
        if (!seen.has(more)) {
          seen.add(more);
          queue.push(more);
        }
  }
  return queue.length;
}

/** The Astro project: on-demand pages at our paths, prerendered copies under /pre. */
function writeAstroProject(directory: string, pages: Record<string, ReturnType<typeof splitPage>>): void {
  mkdirSync(path.join(directory, "src", "pages", "pre"), { recursive: true });
  mkdirSync(path.join(directory, "src", "components"), { recursive: true });
  mkdirSync(path.join(directory, "src", "fixture"), { recursive: true });
  writeFileSync(
    path.join(directory, "package.json"),
    JSON.stringify({ name: "forecourt-peer-astro", private: true, type: "module", dependencies: ASTRO_PACKAGES }),
  );
  writeFileSync(
    path.join(directory, "astro.config.mjs"),
    `import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
export default defineConfig({
  output: "server",
  adapter: node({ mode: "standalone" }),
  integrations: [react()],
  build: { format: "file" },
  trailingSlash: "never",
  devToolbar: { enabled: false },
});
`,
  );
  writeFileSync(
    path.join(directory, "src", "components", "Island.jsx"),
    `import { useState } from "react";
/** One of the fixture's islands: its markup, interactive (a click counts) once hydrated. */
export default function Island({ html }) {
  const [clicks, setClicks] = useState(0);
  return <div data-clicks={clicks} onClick={() => setClicks(clicks + 1)} dangerouslySetInnerHTML={{ __html: html }} />;
}
`,
  );
  for (const [name, page] of Object.entries(pages)) {
    writeFileSync(path.join(directory, "src", "fixture", `${name}.js`), `export default ${JSON.stringify(page)};\n`);
    for (const [folder, prerender, fixture] of [
      ["src/pages", false, "../fixture"],
      ["src/pages/pre", true, "../../fixture"],
    ] as const) {
      const components = folder === "src/pages" ? "../components" : "../../components";
      writeFileSync(
        path.join(directory, folder, `peer-${name}.astro`),
        `---
export const prerender = ${prerender};
import Island from "${components}/Island.jsx";
import page from "${fixture}/${name}.js";
---
<html {...page.htmlAttributes}>
  <head><Fragment set:html={page.head} /></head>
  <body>
    {page.segments.map((segment, index) => (
      <>
        <Fragment set:html={segment} />
        {index < page.islands.length &&
          (page.directives[index] === "visible" ? (
            <Island client:visible html={page.islands[index]} />
          ) : page.directives[index] === "idle" ? (
            <Island client:idle html={page.islands[index]} />
          ) : (
            <Island client:load html={page.islands[index]} />
          ))}
      </>
    ))}
  </body>
</html>
`,
      );
    }
  }
}

function runIn(directory: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    cwd: directory,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${directory}`);
}

/** Astro's standalone server on a free port; resolves once it answers. */
async function startAstro(directory: string): Promise<{ base: string; pid: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/server/entry.mjs"], {
    cwd: directory,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}${PAGES[0].path}`)).ok) return { base, pid: child.pid!, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error("Astro's server did not answer within 30 s");
}

interface Measured extends Load {
  /** CPU time of the server's processes per request, ms. */
  cpuMs: number;
}

async function measureServer(pid: number, url: string, acceptEncoding: string | null): Promise<Measured> {
  await measure(LOAD_TOOL, url, process.env, { acceptEncoding, seconds: WARMUP, warmup: 0 });
  const before = processCpuMs(pid);
  const result = await measure(LOAD_TOOL, url, process.env, { acceptEncoding, seconds: SECONDS, warmup: 0 });
  return { ...result, cpuMs: (processCpuMs(pid) - before) / Math.max(1, result.rps * SECONDS) };
}

export async function runPeersBench(): Promise<void> {
  const directory = mkdtempSync(path.join(tmpdir(), "forecourt-peers-"));
  const seed = seedFolder(directory);
  const servers: ServerProcess[] = [];
  let astro: { base: string; pid: number; child: ChildProcess } | null = null;
  try {
    // One process each (the peer's server is one process): ours rendering every request, and with its HTML cache.
    const common = {
      ...process.env,
      NODE_ENV: "production",
      SEED_PAGES_DIR: seed,
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: "1",
    };
    const ours = {
      uncached: await startServer(
        {
          ...common,
          DATA_DIR: path.join(directory, "u"),
          DATABASE_URL: `sqlite:${path.join(directory, "u.db")}`,
          RENDER_CACHE_MB: "0",
        },
        120_000,
      ),
      cached: await startServer(
        {
          ...common,
          DATA_DIR: path.join(directory, "c"),
          DATABASE_URL: `sqlite:${path.join(directory, "c.db")}`,
          RENDER_CACHE_MB: "64",
        },
        120_000,
      ),
    };
    servers.push(ours.uncached, ours.cached);
    const split: Record<string, ReturnType<typeof splitPage>> = {};
    for (const page of PAGES) {
      const response = await fetch(`${ours.uncached.base}${page.path}`);
      if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
      split[page.name] = splitPage(await response.text());
    }
    // The peer's project: installed once into the temporary directory (npm's cache makes a rerun quick), built each run.
    const project = path.join(tmpdir(), "forecourt-peer-astro");
    mkdirSync(project, { recursive: true });
    rmSync(path.join(project, "src"), { recursive: true, force: true });
    writeAstroProject(project, split);
    const assets = await copyAssets(
      project,
      ours.cached.base,
      Object.values(split)
        .flatMap((page) => [page.head, ...page.segments, ...page.islands])
        .join("\n"),
    );
    if (!existsSync(path.join(project, "node_modules", "astro")))
      runIn(project, "npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"]);
    runIn(project, "npx", ["astro", "build", "--silent"]);
    astro = await startAstro(project);
    const version = spawnSync(process.execPath, ["-p", "require('astro/package.json').version"], { cwd: project })
      .stdout.toString()
      .trim();

    // The same bytes? What each side sends for each page, plain and asked for `br, gzip` (decision 179).
    const bytes = (url: string, encoding: string | null) =>
      new Promise<string>((resolve, reject) => {
        // node:http, not fetch: fetch decodes the body, and the bytes as sent are the point.
        get(url, { headers: encoding ? { "accept-encoding": encoding } : {} }, (response) => {
          let length = 0;
          response.on("data", (chunk: Buffer) => (length += chunk.length));
          response.on("end", () => {
            const coding = response.headers["content-encoding"];
            resolve(`${(length / 1024).toFixed(1)} KB${coding ? ` ${coding}` : ""}`);
          });
        }).on("error", reject);
      });
    const sizes: string[][] = [];
    for (const page of PAGES)
      for (const mode of ["uncached", "cached"] as const) {
        const astroUrl = mode === "cached" ? `${astro.base}/pre${page.path}.html` : `${astro.base}${page.path}`;
        const oursUrl = `${ours[mode].base}${page.path}`;
        sizes.push([
          page.name,
          mode,
          `${await bytes(oursUrl, null)} / ${await bytes(astroUrl, null)}`,
          `${await bytes(oursUrl, "br, gzip")} / ${await bytes(astroUrl, "br, gzip")}`,
        ]);
      }
    printTable(
      "Bytes on the wire, ours / Astro: the bodies as sent",
      ["page", "mode", "no Accept-Encoding", "br, gzip"],
      sizes,
    );

    const rows: string[][] = [];
    const ratios = new Map<string, number[]>();
    for (let round = 1; round <= ROUNDS; round++)
      for (const page of PAGES)
        for (const mode of ["uncached", "cached"] as const)
          for (const encoding of ["br, gzip", null] as const) {
            // Alternate who goes first, so neither always gets the quieter moment.
            // The prerendered page is the file the build wrote (format "file"), sent as it is.
            const astroUrl = mode === "cached" ? `${astro.base}/pre${page.path}.html` : `${astro.base}${page.path}`;
            const oursServer = ours[mode];
            const first = round % 2 === 1;
            const a = first ? await measureServer(oursServer.pid, `${oursServer.base}${page.path}`, encoding) : null;
            const peer = await measureServer(astro.pid, astroUrl, encoding);
            const us = a ?? (await measureServer(oursServer.pid, `${oursServer.base}${page.path}`, encoding));
            const ratio = us.rps / peer.rps;
            const key = `${page.name} ${mode} ${encoding ? "compressed" : "plain"}`;
            ratios.set(key, [...(ratios.get(key) ?? []), ratio]);
            const row = [
              `${round}`,
              page.name,
              mode === "cached" ? "cached / prerendered" : "uncached / on demand",
              encoding ? "br, gzip" : "none",
              `${us.rps.toFixed(0)} / ${peer.rps.toFixed(0)}`,
              `${us.p99} / ${peer.p99}`,
              `${us.cpuMs.toFixed(2)} / ${peer.cpuMs.toFixed(2)}`,
              `${ratio.toFixed(2)}x`,
            ];
            rows.push(row);
            // Progress: a full run takes some minutes.
            console.log(row.join("  "));
          }
    printTable(
      `Forecourt vs Astro ${version} (React islands, @astrojs/node standalone), one process each, ${LOAD_TOOL}, 32 connections, ${SECONDS} s after ${WARMUP} s, rounds alternating`,
      [
        "round",
        "page",
        "mode",
        "accept-encoding",
        "req/s ours / Astro",
        "p99 ours / Astro",
        "CPU ms/req ours / Astro",
        "ratio",
      ],
      rows,
    );
    printTable(
      `Median ratio of req/s (ours / Astro) over ${ROUNDS} rounds; pages: ${PAGES.map((page) => page.label).join(", ")}`,
      ["page, mode, encoding", "median ratio", "per round"],
      [...ratios].map(([key, values]) => {
        const sorted = [...values].sort((x, y) => x - y);
        return [
          key,
          `${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)}x`,
          values.map((v) => v.toFixed(2)).join(" "),
        ];
      }),
    );

    if (LIGHTHOUSE_RUNS > 0) {
      // After the load rounds, never during them: Chrome and the load tool would share the two cores.
      console.log(
        `\nLighthouse: ${LIGHTHOUSE_RUNS} runs of each page; Astro's server sends the page and the ${assets} files it loads`,
      );
      const { comparePeersWithLighthouse } = await import("./peers-lighthouse.ts");
      await comparePeersWithLighthouse(
        PAGES.flatMap((page) => [
          { page: page.name, side: "ours (cached)", url: `${ours.cached.base}${page.path}` },
          { page: page.name, side: "Astro prerendered", url: `${astro!.base}/pre${page.path}.html` },
          { page: page.name, side: "Astro on demand", url: `${astro!.base}${page.path}` },
        ]),
        LIGHTHOUSE_RUNS,
        "ours (cached)",
      );
    }
  } finally {
    astro?.child.kill();
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(directory, { recursive: true, force: true });
  }
}
