// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_PENDING_ATTRIBUTE, CONSENT_STORAGE_KEY, consentSettings } from "../../../model/consent/index.ts";
import { Icon, IconSetContext } from "../../primitives/icon.tsx";
import { ConsentBanner } from "./consent-banner.tsx";

const settings = consentSettings({
  title: "We use cookies",
  accept_label: "Accept all",
  reject_label: "Reject all",
  choose_label: "Choose cookies",
  save_label: "Save choice",
  scopes: ["C0002", "C0004"],
  scope_labels: { C0002: "Statistics cookies", C0004: "Marketing cookies" },
})!;

/** The page as the server sends it, with a script waiting for statistics consent; then the banner's script runs. */
async function page(stored?: string, banner = settings.banner): Promise<void> {
  localStorage.clear();
  if (stored) localStorage.setItem(CONSENT_STORAGE_KEY, stored);
  document.documentElement.toggleAttribute(CONSENT_PENDING_ATTRIBUTE, stored === undefined);
  document.body.innerHTML =
    renderToString(<ConsentBanner banner={banner} />) +
    '<template data-consent-scope="C0002"><p id="statistics">counted</p></template>' +
    '<footer><button type="button" data-consent-settings>Cookie settings</button></footer>';
  vi.resetModules();
  await import("./consent-client.ts");
}

const button = (name: string) =>
  [...document.querySelectorAll("button")].find((candidate) => candidate.textContent?.trim() === name)!;
const stored = () => localStorage.getItem(CONSENT_STORAGE_KEY);
const pending = () => document.documentElement.hasAttribute(CONSENT_PENDING_ATTRIBUTE);
const dialog = () => document.querySelector<HTMLDialogElement>("[data-consent-dialog]")!;

describe("the consent banner's script (no React)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
  });
  afterEach(() => vi.useRealTimers());

  it("accepting all stores the choice, hides the banner and runs what waited for consent", async () => {
    await page();
    expect(pending()).toBe(true);
    expect(document.getElementById("statistics")).toBeNull();
    button("Accept all").click();
    expect(JSON.parse(stored()!)).toMatchObject({ status: "accepted" });
    expect(pending()).toBe(false);
    expect(document.getElementById("statistics")?.textContent).toBe("counted");
  });

  it("rejecting runs nothing optional; a stored choice is followed on the next page without asking", async () => {
    await page();
    button("Reject all").click();
    expect(JSON.parse(stored()!)).toMatchObject({ status: "rejected" });
    expect(pending()).toBe(false);
    expect(document.getElementById("statistics")).toBeNull();

    await page(JSON.stringify({ status: "accepted", scopes: ["C0002"] }));
    expect(pending()).toBe(false);
    expect(document.getElementById("statistics")?.textContent).toBe("counted");
  });

  it("choosing opens the dialog with the current choice ticked, and saving only statistics grants only those", async () => {
    await page();
    const notice = () => document.querySelector('section[aria-label="Cookie settings saved"]');
    expect(notice()).toBeNull();
    button("Choose cookies").click();
    expect(dialog().open).toBe(true);
    // Named by its heading, each box by its label, the close button by its text (the script draws them).
    expect(document.getElementById(dialog().getAttribute("aria-labelledby")!)?.textContent).toBe("Choose cookies");
    expect([...dialog().querySelectorAll("label")].map((label) => label.textContent?.trim())).toEqual([
      "Strictly necessary cookies (always on)",
      "Statistics cookies",
      "Marketing cookies",
    ]);
    expect(dialog().querySelector("button[aria-label='Close']")).not.toBeNull();
    const statistics = dialog().querySelector<HTMLInputElement>('input[value="C0002"]')!;
    expect(statistics.checked).toBe(false);
    statistics.checked = true;
    button("Save choice").click();
    expect(JSON.parse(stored()!)).toEqual({ status: "accepted", scopes: ["C0002"] });
    expect(document.getElementById("statistics")?.textContent).toBe("counted");
    vi.advanceTimersByTime(400);
    expect(dialog().open).toBe(false);

    // "Cookie settings" reopens it with statistics ticked; withdrawing asks for a reload.
    button("Cookie settings").click();
    expect(dialog().open).toBe(true);
    expect(dialog().querySelector<HTMLInputElement>('input[value="C0002"]')!.checked).toBe(true);
    dialog().querySelector<HTMLInputElement>('input[value="C0002"]')!.checked = false;
    button("Save choice").click();
    expect(notice()?.textContent).toContain("reload the page");
    button("Later").click();
    expect(notice()).toBeNull();
  });

  it("draws the texts it is sent as text: a label with markup in it stays words", async () => {
    await page(undefined, { ...settings.banner, scopeLabels: { C0002: "Ads </script><b id=bold>now</b>" } });
    button("Choose cookies").click();
    expect(dialog().querySelector('input[value="C0002"]')!.parentElement!.textContent).toBe(
      " Ads </script><b id=bold>now</b>",
    );
    expect(document.getElementById("bold")).toBeNull();
  });

  it("draws the close button's cross as the site's Icon does, in the theme's set", async () => {
    for (const theme of ["jdx", "lrdx"] as const) {
      document.documentElement.dataset.theme = theme;
      await page();
      button("Choose cookies").click();
      const icon = document.createElement("div");
      icon.innerHTML = renderToString(
        <IconSetContext.Provider value={theme}>
          <Icon name="close" />
        </IconSetContext.Provider>,
      );
      const cross = dialog().querySelector("[data-consent-close] svg");
      expect(cross?.isEqualNode(icon.firstElementChild), `${theme}: ${cross?.outerHTML}`).toBe(true);
    }
    delete document.documentElement.dataset.theme;
  });

  it("Escape closes the dialog after its fade and gives focus back to what opened it", async () => {
    await page();
    const choose = button("Choose cookies");
    choose.focus();
    choose.click();
    expect(dialog().open).toBe(true);
    dialog().dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(dialog().open).toBe(true);
    vi.advanceTimersByTime(400);
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(choose);
  });
});
