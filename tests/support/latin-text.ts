import { parseHtml } from "./render-block.ts";

/**
 * Latin-script words an Arabic page may show: brand, model and site names as the makers write them,
 * social networks, units, codes, and the language switcher's "English" (a language is named in its own
 * language).
 */
const ALLOWED_LATIN = [
  "Forecourt Motors",
  "Range Rover Sport",
  "Range Rover",
  "Land Rover",
  "Defender",
  "Discovery Sport",
  "Velar",
  "OCTA",
  "Jaguar",
  "Type 00",
  "I-PACE",
  "F-PACE",
  "SV",
  "Facebook",
  "Instagram",
  "YouTube",
  "English",
  "kWh",
  "km",
  "kW",
  "Nm",
  "AED",
  "VIN",
];

const ALLOWED = new RegExp(
  `(?<![A-Za-z])(?:${ALLOWED_LATIN.map((word) => word.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")).join("|")})(?![A-Za-z])`,
  "g",
);

/** An e-mail address is written in Latin letters in every language. */
const ADDRESSES = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** The text a visitor sees or hears: text nodes outside scripts and styles, and alt, aria-label, title, placeholder. */
export function perceivableTexts(html: string): string[] {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  const root = parseHtml(body) as unknown as Element;
  for (const hidden of root.querySelectorAll("script, style, template")) hidden.remove();
  // A decorative glyph hidden from assistive technology (a social icon's initial) is not text.
  for (const glyph of root.querySelectorAll('[aria-hidden="true"]'))
    if (/^\s*[A-Za-z]?\s*$/.test(glyph.textContent ?? "")) glyph.remove();
  const texts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) texts.push(node.textContent ?? "");
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  for (const element of root.querySelectorAll("[alt], [aria-label], [title], [placeholder]"))
    for (const name of ["alt", "aria-label", "title", "placeholder"]) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  return texts.map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** The Latin-script strings of a text once the allowed names are taken out. */
export function latinLeftIn(text: string): string[] {
  return text
    .replace(ADDRESSES, " ")
    .replace(ALLOWED, " ")
    .split(/[^A-Za-z]*[^A-Za-z\s'’-][^A-Za-z]*/)
    .map((part) => part.trim())
    .filter((part) => /[A-Za-z]/.test(part));
}
