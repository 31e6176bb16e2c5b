import type { SaveStatus } from "./draft-store.ts";

export type StatusTone = "ok" | "busy" | "warning" | "error";

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/**
 * The save status in the header, in words. `brokenBlocks` counts the blocks the canvas cannot draw:
 * whatever the server holds, the page on screen is then not as it should be, so it never reads "Saved".
 */
export function statusOf(state: { status: SaveStatus; problems: number; brokenBlocks?: number }): {
  text: string;
  tone: StatusTone;
} {
  if (state.status === "conflict") return { text: "Not saved: conflict", tone: "error" };
  if (state.problems > 0 && state.status !== "saved")
    return { text: `Not saved: ${plural(state.problems, "problem")}`, tone: "warning" };
  const broken = state.brokenBlocks ?? 0;
  if (broken > 0) return { text: `${plural(broken, "block")} cannot be shown`, tone: "error" };
  switch (state.status) {
    case "saving":
      return { text: "Saving…", tone: "busy" };
    case "pending":
      return { text: "Unsaved changes", tone: "busy" };
    case "failed":
      return { text: "Not saved: retrying", tone: "error" };
    case "invalid":
      return { text: "Not saved", tone: "warning" };
    default:
      return { text: "Saved", tone: "ok" };
  }
}

/** Why Publish is unavailable right now, or null when it is available. */
export function publishBlocker(state: { status: SaveStatus; problems: number; publishing: boolean }): string | null {
  if (state.status === "conflict") return "Reload first: someone else changed this page.";
  if (state.problems > 0)
    return `Fix the ${plural(state.problems, "problem")} first: a page with problems cannot be published.`;
  if (state.publishing) return "Publishing…";
  return null;
}
