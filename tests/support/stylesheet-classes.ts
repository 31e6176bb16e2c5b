import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../../codegen/paths.ts";

/** The site shell's stylesheet: every page loads it. */
const SITE_STYLESHEET = "renderer/site/styles/site.css";

const IMPORT = /@import\s+["']([^"']+)["']\s*;/g;

function read(source: string): string {
  return readFileSync(path.join(ROOT, source), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
}

/** A selector's class names: it can match only markup that uses all of them. */
interface StyledSelector {
  classes: string[];
  file: string;
}

/** The selectors of a stylesheet's own rules (not of the files it imports) that name a class. */
function selectorsIn(source: string): StyledSelector[] {
  const selectors: StyledSelector[] = [];
  const rules = read(source).replace(IMPORT, "");
  // The text before each `{` is a selector list (or an at-rule's prelude); declarations end at `}`.
  for (const [, list = ""] of rules.matchAll(/([^{}]+)\{/g)) {
    if (list.trim().startsWith("@")) continue;
    for (const selector of list.split(",")) {
      const classes = [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? "");
      if (classes.length > 0) selectors.push({ classes, file: source });
    }
  }
  return selectors;
}

/** A stylesheet and every file it imports, however deep: what loading it brings. */
function importClosure(source: string, seen = new Set<string>()): Set<string> {
  if (seen.has(source)) return seen;
  seen.add(source);
  for (const [, imported = ""] of read(source).matchAll(IMPORT)) {
    importClosure(path.posix.normalize(path.posix.join(path.posix.dirname(source), imported)), seen);
  }
  return seen;
}

/** The stylesheet files a page has when it links these stylesheets (and the site's, always). */
function filesLoadedBy(sources: Iterable<string>): Set<string> {
  const files = new Set<string>();
  for (const source of [SITE_STYLESHEET, ...sources]) importClosure(source, files);
  return files;
}

function cssFilesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".css"))
    .map((file) => path.posix.join(folder, file.split(path.sep).join("/")));
}

/** Every selector of the site's stylesheets (the blocks' and the renderer's; the editor's are not the site's). */
function siteSelectors(): StyledSelector[] {
  return [...cssFilesUnder("blocks"), ...cssFilesUnder("renderer")]
    .filter((file) => file !== "renderer/site/styles/canvas.css")
    .flatMap(selectorsIn);
}

/** Every class name used in markup: an HTML string's class attributes or a DOM's elements. */
function classesUsedIn(markup: string | ParentNode): Set<string> {
  const classes = new Set<string>();
  const lists =
    typeof markup === "string"
      ? [...markup.matchAll(/\sclass="([^"]*)"/g)].map((match) => match[1] ?? "")
      : [...markup.querySelectorAll("[class]")].map((element) => element.getAttribute("class") ?? "");
  for (const list of lists) for (const name of list.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * The rules that would style this markup (every class of the selector is used in it) but sit in a
 * stylesheet the page does not load: "<classes> (<file>)", sorted. Empty when the page is complete.
 */
export function unstyledClasses(markup: string | ParentNode, pageStylesheets: Iterable<string>): string[] {
  const used = classesUsedIn(markup);
  const loaded = filesLoadedBy(pageStylesheets);
  const missing = new Set<string>();
  for (const selector of siteSelectors()) {
    if (loaded.has(selector.file) || !selector.classes.every((name) => used.has(name))) continue;
    missing.add(`${selector.classes.map((name) => `.${name}`).join(" ")} (${selector.file})`);
  }
  return [...missing].sort();
}
