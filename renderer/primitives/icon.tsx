import { createContext, useContext } from "react";
import { CLOSE_ICON_PATHS } from "./close-icon.ts";

/**
 * The icon sets, inline SVG paths (24x24 viewBox): no request, no font, works offline. Each brand
 * theme has its own set (jdx solid, lrdx outlined); the site provides the theme's set through
 * IconSetContext, and the islands read it from <html data-theme> so hydration draws the same icons.
 * Icon names are what the Icon field kind stores; both sets hold every name.
 */
export type IconSet = "jdx" | "lrdx";

export const IconSetContext = createContext<IconSet>("jdx");

/** jdx: solid shapes. */
const SOLID: Record<string, string> = {
  "arrow-right": "M4 11h12.2l-5.6-5.6L12 4l8 8-8 8-1.4-1.4 5.6-5.6H4z",
  "arrow-left": "M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z",
  "arrow-up": "M11 20V7.8l-5.6 5.6L4 12l8-8 8 8-1.4 1.4-5.6-5.6V20z",
  "chevron-down": "M12 15.4 5.6 9 7 7.6l5 5 5-5L18.4 9z",
  "chevron-up": "M12 8.6 18.4 15 17 16.4l-5-5-5 5L5.6 15z",
  "chevron-left": "M15.4 18.4 9 12l6.4-6.4L16.8 7l-5 5 5 5z",
  "chevron-right": "M8.6 5.6 15 12l-6.4 6.4L7.2 17l5-5-5-5z",
  close: CLOSE_ICON_PATHS.jdx,
  plus: "M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z",
  minus: "M5 11h14v2H5z",
  play: "M8 5v14l11-7z",
  pause: "M7 5h4v14H7zm6 0h4v14h-4z",
  download: "M11 4h2v8.2l3.6-3.6L18 10l-6 6-6-6 1.4-1.4 3.6 3.6zM5 18h14v2H5z",
  external: "M14 4h6v6h-2V7.4l-7.3 7.3-1.4-1.4L16.6 6H14zM5 6h6v2H7v9h9v-4h2v6H5z",
  "info-tip": "M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm0 2a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm-1 6h2v6h-2zm0-3h2v2h-2z",
  phone:
    "M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z",
  mail: "M3 5h18v14H3zm2 2v.5l7 4.4 7-4.4V7zm14 2.8-7 4.4-7-4.4V17h14z",
  location: "M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
  search: "M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z",
  heart:
    "M12 20.4 10.6 19C5.4 14.4 2 11.3 2 7.5 2 4.4 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 2C19.6 2 22 4.4 22 7.5c0 3.8-3.4 6.9-8.6 11.5z",
  check: "M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z",
  car: "M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11a2 2 0 0 1 2 2v5h-2v1.5a1.5 1.5 0 0 1-3 0V18H8v1.5a1.5 1.5 0 0 1-3 0V18H3v-5a2 2 0 0 1 2-2zm2.1 0h9.8l-1.2-3.7a.5.5 0 0 0-.5-.3H8.8a.5.5 0 0 0-.5.3zM6.5 13a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm11 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z",
  quote: "M7 6h4v5a6 6 0 0 1-6 6v-2a4 4 0 0 0 4-4H7zm8 0h4v5a6 6 0 0 1-6 6v-2a4 4 0 0 0 4-4h-2z",
};

/**
 * lrdx: thin outlines drawn with a 1.5 px stroke (the redesigned brand's lighter look). Same names as
 * the solid set, so a stored icon name shows on either theme.
 */
const OUTLINE: Record<string, string> = {
  "arrow-right": "M4 12h16M14 6l6 6-6 6",
  "arrow-left": "M20 12H4M10 6l-6 6 6 6",
  "arrow-up": "M12 20V4M6 10l6-6 6 6",
  "chevron-down": "M6 9l6 6 6-6",
  "chevron-up": "M6 15l6-6 6 6",
  "chevron-left": "M15 6l-6 6 6 6",
  "chevron-right": "M9 6l6 6-6 6",
  close: CLOSE_ICON_PATHS.lrdx,
  plus: "M12 5v14M5 12h14",
  minus: "M5 12h14",
  play: "M8 5l11 7-11 7z",
  pause: "M8 5v14M16 5v14",
  download: "M12 4v11M7 10l5 5 5-5M5 20h14",
  external: "M14 4h6v6M20 4l-9 9M18 14v6H4V6h6",
  "info-tip": "M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 11v6M12 7.5v.5",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z",
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
  location: "M12 21s-7-7.5-7-12a7 7 0 0 1 14 0c0 4.5-7 12-7 12zM12 6.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
  search: "M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5 20 20",
  heart: "M12 20S3 14.5 3 8.5A4.5 4.5 0 0 1 12 6a4.5 4.5 0 0 1 9 2.5C21 14.5 12 20 12 20z",
  check: "M4.5 12.5l5 5L20 7",
  car: "M3 17v-4.5L5 7h14l2 5.5V17zM3 12.5h18M6.5 17v2M17.5 17v2M7 14.5h1M16 14.5h1",
  quote: "M5 17c3 0 4.5-2 4.5-5V7H5v5h4.5M14.5 17c3 0 4.5-2 4.5-5V7h-4.5v5H19",
};

export const ICON_NAMES = Object.keys(SOLID).sort();

interface IconProps {
  name: string;
  /** Rendered size in px; the seed allows 10 to 45. */
  size?: number;
  className?: string;
  /** Announced text; without it the icon is decorative. */
  label?: string;
}

/** Icons that point along the line: mirrored in right-to-left text (decision 110). */
const DIRECTIONAL = new Set(["arrow-left", "arrow-right", "chevron-left", "chevron-right"]);

/** One shape of a set: solid (jdx) or a 1.5 px outline (lrdx). */
function Shape({ path, outline }: { path: string; outline: boolean }) {
  return outline ? (
    <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
  ) : (
    <path d={path} fill="currentColor" />
  );
}

export function Icon({ name, size = 20, className, label }: IconProps) {
  const set = useContext(IconSetContext);
  const outline = set === "lrdx";
  const path = (outline ? OUTLINE : SOLID)[name];
  if (!path) return null;
  const clamped = Math.min(45, Math.max(10, size));
  const classes = ["fc-icon", outline && "fc-icon--outline", DIRECTIONAL.has(name) && "fc-icon--directional", className]
    .filter(Boolean)
    .join(" ");
  return (
    <svg
      className={classes}
      width={clamped}
      height={clamped}
      viewBox="0 0 24 24"
      aria-hidden={label ? undefined : true}
      role={label ? "img" : undefined}
      aria-label={label}
      focusable="false"
    >
      <Shape path={path} outline={outline} />
    </svg>
  );
}
