/**
 * Errors from visitors' browsers: what a report may hold, and how it is scrubbed of personal data
 * before it is kept. The browser scrubs before sending and the server again before storing (the
 * server's copy is the one that counts).
 */
export const BROWSER_ERRORS_PATH = "/api/browser-errors";
/** Reports in one post; a page sends at most twenty over its life (the inline buffer's cap). */
export const MAX_REPORTS_PER_POST = 10;
export const MAX_REPORTS_PER_PAGE = 20;
const MAX_MESSAGE = 500;
const MAX_SOURCE = 300;
const MAX_STACK = 2000;

type BrowserErrorKind = "error" | "rejection";

export interface BrowserErrorReport {
  kind: BrowserErrorKind;
  message: string;
  /** The script's address, without query or fragment. */
  source: string;
  line: number;
  column: number;
  stack: string;
  /** The page's path, without its query. */
  page: string;
}

/**
 * Text without what could name a visitor: URLs lose their query and fragment (search terms, tokens,
 * prefilled form values), e-mail addresses and long digit runs (phone, card numbers) are masked,
 * then the text is cut to `max` characters.
 */
export function scrubText(text: string, max: number): string {
  return text
    .replace(/\b((?:https?|wss?):\/\/[^\s?#"'()<>]*)[?#][^\s"'()<>]*/gi, "$1")
    .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+\.[A-Za-z]{2,}/g, "[e-mail]")
    .replace(/\+?\d[\d\s().-]{5,}\d/g, (digits) => (digits.replace(/\D/g, "").length >= 6 ? "[number]" : digits))
    .slice(0, max);
}

/** A path or URL without query and fragment. */
function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? "";
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function position(value: unknown): number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < 10_000_000 ? value : 0;
}

/** A report as it may be kept, or null for anything that is not one. */
export function scrubReport(raw: unknown): BrowserErrorReport | null {
  if (!raw || typeof raw !== "object") return null;
  const report = raw as Record<string, unknown>;
  const message = scrubText(text(report.message).trim(), MAX_MESSAGE);
  if (message === "") return null;
  return {
    kind: report.kind === "rejection" ? "rejection" : "error",
    message,
    source: scrubText(withoutQuery(text(report.source)), MAX_SOURCE),
    line: position(report.line),
    column: position(report.column),
    stack: scrubText(text(report.stack), MAX_STACK),
    page: scrubText(withoutQuery(text(report.page)), MAX_SOURCE) || "/",
  };
}

/** What makes two reports the same error: its kind, message and script (not the line: builds move it). */
export function errorGroupKey(report: Pick<BrowserErrorReport, "kind" | "message" | "source">): string {
  return `${report.kind}\n${report.message}\n${report.source}`;
}
