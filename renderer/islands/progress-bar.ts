import { LOADING_BAR_TIMING, subscribeLoading, type LoadingState } from "../../model/loading/loading-progress.ts";

/**
 * The top progress bar: drawn by the islands runtime, so only pages that ship JavaScript
 * have it. A burst of loads shows it only if it lasts longer than the throttle (200 ms); it creeps
 * towards the end over the duration (5000 ms), fills when the last load ends and is removed after the
 * hide delay (500 ms). A failed load turns it red (shown even when the failure was quick).
 * Decorative (aria-hidden): the islands announce their own loading and errors in live regions.
 */
/**
 * Styled from here rather than the site stylesheet: pages without islands never draw the bar, so its CSS
 * would be bytes for nothing there (the static page's CSS budget). CSSOM styles are allowed by the CSP.
 */
const BAR_STYLE: Partial<CSSStyleDeclaration> = {
  position: "fixed",
  top: "0",
  left: "0",
  zIndex: "1000",
  height: "3px",
  width: "0",
  background: "#1f6feb",
  pointerEvents: "none",
};
const CREEP = "cubic-bezier(0.1, 0.7, 0.3, 1)";
const FAILED_COLOUR = "#d0021b";

export function startProgressBar(timing: typeof LOADING_BAR_TIMING = LOADING_BAR_TIMING): () => void {
  let bar: HTMLDivElement | null = null;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let wasActive = false;

  const show = () => {
    clearTimeout(hideTimer);
    bar?.remove();
    const created = document.createElement("div");
    bar = created;
    created.className = "fc-progress";
    created.setAttribute("aria-hidden", "true");
    created.dataset.state = "loading";
    Object.assign(created.style, BAR_STYLE, { transition: `width ${timing.durationMs}ms ${CREEP}` });
    document.body.append(created);
    // Next frame: the width change from 0 animates.
    requestAnimationFrame(() => {
      if (created.dataset.state === "loading") created.style.width = "90%";
    });
  };

  const finish = (failed: boolean) => {
    if (!bar) return;
    const finished = bar;
    finished.dataset.state = failed ? "failed" : "done";
    Object.assign(finished.style, { transition: "width 150ms ease-out", width: "100%" });
    if (failed) finished.style.background = FAILED_COLOUR;
    hideTimer = setTimeout(() => {
      finished.remove();
      if (bar === finished) bar = null;
    }, timing.hideDelayMs);
  };

  const onChange = ({ active, failed }: LoadingState) => {
    if (active > 0 && !wasActive) {
      wasActive = true;
      clearTimeout(showTimer);
      showTimer = setTimeout(show, timing.throttleMs);
    } else if (active === 0 && wasActive) {
      wasActive = false;
      clearTimeout(showTimer);
      if (!bar && failed) show();
      finish(failed);
    }
  };
  return subscribeLoading(onChange);
}
