/** A wordmark on the navigation's black bar, as an SVG data URL (the site's CSP allows data: images). */
function wordmark(text: string, width: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 24" width="${width}" height="24">` +
    `<text x="0" y="18" fill="#fff" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="700" letter-spacing="3">${text}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The logos by brand path a site has before an admin sets navigation.logo_settings (pages
 * under /range-rover, /defender and /discovery each get their own logo and home page; anything else
 * the default logo with home '/'). Neutral local wordmarks: no brand artwork is shipped, and the
 * setting replaces them with the real logos.
 */
export const BUILT_IN_LOGOS: readonly { matchingPath: string; homepage: string; logo: string }[] = [
  { matchingPath: "/range-rover", homepage: "/range-rover", logo: wordmark("RANGE ROVER", 190) },
  { matchingPath: "/defender", homepage: "/defender", logo: wordmark("DEFENDER", 140) },
  { matchingPath: "/discovery", homepage: "/discovery", logo: wordmark("DISCOVERY", 150) },
];
