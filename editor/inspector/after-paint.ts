/**
 * Runs `task` once the browser has painted the current frame, and returns a cancel function. Work
 * started from a keystroke this way (the canvas update) never delays the keystroke's own paint: a
 * requestAnimationFrame callback alone would run before that paint.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
