/** Helpers for settings whose text holds JSON: detect, check and pretty-print it before it is sent. */

/** Text that starts like a JSON object or array is edited as JSON. */
export function looksLikeJson(text: string): boolean {
  return /^\s*[[{]/.test(text);
}

/** Null when `text` parses as JSON; otherwise the parser's complaint, with the line and column when known. */
export function jsonProblem(text: string): string | null {
  if (text.trim() === "") return "is empty; JSON needs a value, e.g. {} or []";
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message)?.[1];
    if (position === undefined || /\(line \d+ column \d+\)/.test(message)) return `is not valid JSON: ${message}`;
    const before = text.slice(0, Number(position)).split("\n");
    return `is not valid JSON: ${message} (line ${before.length}, column ${before[before.length - 1]!.length + 1})`;
  }
}

/** The JSON pretty-printed with two spaces, or null when it does not parse. */
export function formatJson(text: string): string | null {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return null;
  }
}

/** One line for a table cell: JSON compacted, any text shortened to `max` characters. */
export function previewOf(text: string, max = 120): string {
  let line = text;
  if (looksLikeJson(text)) {
    try {
      line = JSON.stringify(JSON.parse(text));
    } catch {
      // shown as typed
    }
  }
  line = line.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
