/** The tasks still waiting for their paint, each as a function that runs it at once (and only once). */
const waiting = new Set<() => void>();

/**
 * Runs `task` once the browser has painted the current frame, and returns a cancel function. Work
 * started from a keystroke this way (the canvas update) never delays the keystroke's own paint: a
 * requestAnimationFrame callback alone would run before that paint.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    waiting.delete(runNow);
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
  function runNow() {
    stop();
    task();
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(runNow, 0);
  });
  waiting.add(runNow);
  return stop;
}

/**
 * Runs every task still waiting for a paint now. The page is about to go (reload, close, another
 * screen) or be hidden: no frame may be painted again (hidden tabs run no animation frames), and the
 * last keystroke's change would otherwise never reach Puck, so the draft would not know to save it.
 */
export function runWaitingPaintTasks(): void {
  for (const runNow of [...waiting]) runNow();
}
