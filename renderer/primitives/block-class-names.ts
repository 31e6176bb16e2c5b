import type { BoxColor, Padding, SliderTheme } from "../../generated/contracts/block-types.ts";

/**
 * Class names for the shared presentation conventions (box_color or slider_theme, padding, direction), so every
 * block spells them the same way and one stylesheet serves all.
 */
export function blockClassNames(
  base: string,
  options: {
    box_color?: BoxColor | SliderTheme;
    padding?: Padding;
    dir?: "ltr" | "rtl";
    modifiers?: (string | false | null | undefined)[];
  },
): string {
  return [
    base,
    options.box_color ? `fc-theme-${options.box_color}` : null,
    options.padding ? `fc-padding-${options.padding}` : null,
    options.dir === "rtl" ? "fc-rtl" : null,
    ...(options.modifiers ?? []).map((modifier) => (modifier ? `${base}--${modifier}` : null)),
  ]
    .filter(Boolean)
    .join(" ");
}
