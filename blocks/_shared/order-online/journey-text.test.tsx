// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { UiStringsContext } from "../../../renderer/primitives/ui-text.tsx";
import { uiDictionary } from "../../../model/i18n/ui-translator.ts";
import { useJourneyText } from "./journey-text.tsx";

function journeyText(locale: "en" | "ar") {
  const value = { locale, dictionary: uiDictionary(locale), isDefaultLocale: locale === "en" };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UiStringsContext.Provider value={value}>{children}</UiStringsContext.Provider>
  );
  return renderHook(() => useJourneyText(), { wrapper }).result.current;
}

describe("the journey's texts in the page's language", () => {
  it("says the server's problem sentences in Arabic, numbers read back from the English", () => {
    const { problem, path } = journeyText("ar");
    expect(problem({ message: "The year must be between 1950 and 2027." })).toBe(
      "يجب أن تكون سنة الصنع بين 1950 و2027.",
    );
    expect(problem({ message: "The reservation ran out; start again.", code: "lock_expired" })).toBe(
      "انتهت مدة الحجز؛ ابدأ من جديد.",
    );
    expect(problem({ message: "vendor_uuid must be one of stripe", code: "invalid" }, "order.place_failed")).toBe(
      "تعذر تسجيل حجزك. يرجى المحاولة مرة أخرى بعد قليل.",
    );
    expect(path("/stock")).toBe("/ar/stock");
  });

  it("shows an English page the server's own sentence, known or not", () => {
    const { problem, path } = journeyText("en");
    expect(problem({ message: "The year must be between 1950 and 2027." })).toBe(
      "The year must be between 1950 and 2027.",
    );
    expect(problem({ message: "vendor_uuid must be one of stripe" }, "order.place_failed")).toBe(
      "vendor_uuid must be one of stripe",
    );
    expect(path("/stock")).toBe("/stock");
  });
});
