import { LOADING_BAR_TIMING, subscribeLoading, type LoadingState } from "../../model/loading/loading-progress.ts";

/**
 * The top progress bar (seed 000): drawn by the islands runtime, so only pages that ship JavaScript
 * have it. A burst of loads shows it only if it lasts longer than the throttle (200 ms); it creeps
 * towards the end over the duration (5000 ms), fills when the last load ends and is removed after the
 * hide delay (500 ms). A failed load turns it red (shown even when the failure was quick).
 * Decorative (aria-hidden): the islands announce their own loading and errors in live regions.
 */
export function startProgressBar(timing: typeof LOADING_BAR_TIMING = LOADING_BAR_TIMING): () => void {
  let bar: HTMLDivElement | null = null;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let wasActive = false;

  const show = () => {
    clearTimeout(hideTimer);
    bar?.remove();
    bar = document.createElement("div");
    bar.className = "fc-progress";
    bar.setAttribute("aria-hidden", "true");
    bar.dataset.state = "loading";
    bar.style.transitionDuration = `${timing.durationMs}ms`;
    document.body.append(bar);
    // Next frame: the width change from 0 animates.
    requestAnimationFrame(() => bar?.classList.add("fc-progress--running"));
  };

  const finish = (failed: boolean) => {
    if (!bar) return;
    const finished = bar;
    finished.dataset.state = failed ? "failed" : "done";
    finished.classList.toggle("fc-progress--failed", failed);
    finished.classList.add("fc-progress--done");
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
