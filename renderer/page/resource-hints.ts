/**
 * React 19 emits resource hints (e.g. `<link rel="preload" as="image">` for the first eager images)
 * at the very start of `renderToString` output when it does not render the <head> itself. They belong
 * in <head>, where the browser acts on them earliest; this splits them off.
 */
export function splitResourceHints(html: string): { hints: string; body: string } {
  if (!html.startsWith("<link ")) return { hints: "", body: html };
  let index = 0;
  while (html.startsWith("<link ", index)) {
    const end = html.indexOf(">", index);
    if (end < 0) break;
    index = end + 1;
  }
  return { hints: html.slice(0, index), body: html.slice(index) };
}
