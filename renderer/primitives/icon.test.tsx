import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, ICON_NAMES, IconSetContext, type IconSet } from "./icon.tsx";

function draw(set: IconSet | null, name: string): string {
  const icon = <Icon name={name} />;
  return renderToString(set ? <IconSetContext.Provider value={set}>{icon}</IconSetContext.Provider> : icon);
}

describe("the theme's icon set", () => {
  it("draws solid shapes on the jdx theme (and where no theme is given)", () => {
    for (const html of [draw("jdx", "search"), draw(null, "search")]) {
      expect(html).toContain('fill="currentColor"');
      expect(html).not.toContain("stroke=");
      expect(html).not.toContain("fc-icon--outline");
    }
  });

  it("draws thin outlines on the lrdx theme, a different picture for the same name", () => {
    const outline = draw("lrdx", "search");
    expect(outline).toContain('fill="none"');
    expect(outline).toContain('stroke="currentColor"');
    expect(outline).toContain("fc-icon--outline");
    const pathOf = (html: string) => /d="([^"]+)"/.exec(html)?.[1];
    expect(pathOf(outline)).not.toBe(pathOf(draw("jdx", "search")));
  });

  it("has every icon name in both sets, so an icon chosen in the editor shows on either theme", () => {
    for (const name of ICON_NAMES) {
      expect(draw("jdx", name), name).toContain("<path");
      expect(draw("lrdx", name), name).toContain("<path");
    }
  });

  it("draws nothing for an unknown name on either theme", () => {
    expect(draw("jdx", "no-such-icon")).toBe("");
    expect(draw("lrdx", "no-such-icon")).toBe("");
  });
});
