import axe from "axe-core";
import { Window } from "happy-dom";

/**
 * axe-core over server-rendered HTML, returning serious and critical violations. Colour contrast
 * needs layout, which happy-dom lacks; the Playwright suite checks it in Chromium.
 */
export async function seriousViolations(html: string): Promise<string[]> {
  const window = new Window();
  window.document.documentElement.setAttribute("lang", "en");
  window.document.body.innerHTML = `<main>${html}</main>`;
  const globals = globalThis as Record<string, unknown>;
  Object.assign(globals, { window, document: window.document });
  try {
    const result = await axe.run(window.document.body as unknown as Element, {
      rules: { "color-contrast": { enabled: false } },
    });
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`);
  } finally {
    delete globals.window;
    delete globals.document;
  }
}
