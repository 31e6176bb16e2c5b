const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Text made safe for HTML, as element content or inside a quoted attribute: the five characters that could
 * end either are replaced by entities. Every place that writes HTML by hand (the document shell, e-mails,
 * the sign-in pages, map pop-ups) uses this one, so a fix here reaches them all.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
