import { Fragment, useContext, useMemo, type ReactNode } from "react";
import { UiStringsContext, useLanguagePath, useUiLocale, useUiText } from "../../../renderer/primitives/ui-text.tsx";
import type { UiTranslate } from "../../../model/i18n/ui-dictionary.ts";
import { ORDER_STRINGS_EN } from "../../../model/i18n/ui-strings-order.ts";
import type { UiStringKey } from "../../../model/i18n/ui-strings.ts";
import type { JourneyStep } from "../../../model/order-journey/index.ts";

type ProblemKey = keyof typeof ORDER_STRINGS_EN.problems;

/** The English sentences of the server's and the checks' problems, as patterns that read their numbers back. */
const PROBLEMS = (Object.entries(ORDER_STRINGS_EN.problems) as [ProblemKey, string][]).map(([key, template]) => {
  const names: string[] = [];
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(name);
      return "(.+?)";
    })
    .join("");
  return { key, pattern: new RegExp(`^${source}$`), names };
});

/** Error codes of the orders API whose sentence the journey says in the page's language. */
const CODE_PROBLEMS: Readonly<Record<string, ProblemKey>> = {
  lock_expired: "lock_expired",
  vehicle_sold: "vehicle_sold",
  payment_pending: "payment_pending",
  unauthenticated: "unauthenticated",
};

export interface JourneyText {
  t: UiTranslate;
  /** The page's language for Intl (dates, numbers, prices). */
  locale: string;
  /** The page is in the site's default language: texts an editor or the server wrote show as written. */
  isDefault: boolean;
  /** A site path in the page's language (`/stock` -> `/ar/stock` on an Arabic page). */
  path: (path: string) => string;
  /**
   * A sentence the server (or the journey's own checks, which share the model's) gave, in the page's
   * language: a known problem is said in its words; on a page in another language an unknown English
   * sentence gives way to `fallback`, so no English is shown there. Empty when there is neither.
   */
  problem: (outcome: { message: string; code?: string }, fallback?: UiStringKey) => string;
}

/** The journey's texts and links in the page's language (issue 28). */
export function useJourneyText(): JourneyText {
  const t = useUiText();
  const locale = useUiLocale();
  const path = useLanguagePath();
  const { isDefaultLocale } = useContext(UiStringsContext);
  return useMemo(() => {
    const problem = ({ message, code }: { message: string; code?: string }, fallback?: UiStringKey): string => {
      for (const { key, pattern, names } of PROBLEMS) {
        const match = pattern.exec(message);
        if (match)
          return t(`order.problems.${key}`, Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])));
      }
      const known = code ? CODE_PROBLEMS[code] : undefined;
      if (known) return t(`order.problems.${known}`);
      if (isDefaultLocale && message) return message;
      return fallback ? t(fallback) : "";
    };
    return { t, locale, isDefault: isDefaultLocale, path, problem };
  }, [t, locale, path, isDefaultLocale]);
}

/**
 * A text with one `{{link}}` (or other named) placeholder filled by an element: the sentence is
 * translated whole, and the link sits where the language puts it.
 */
export function withElement(text: string, name: string, element: ReactNode): ReactNode {
  const parts = text.split(`{{${name}}}`);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? element : null}
      {part}
    </Fragment>
  ));
}

/**
 * A finance product's name: the server's (the site's default language) on a default-language page,
 * the product's built-in name in the page's language elsewhere when it has one (`finance.product.<key>`).
 */
export function productName(key: string, name: string, { t, isDefault }: Pick<JourneyText, "t" | "isDefault">): string {
  if (isDefault) return name;
  const uiKey = `finance.product.${key}` as UiStringKey;
  const translated = t(uiKey);
  return translated === uiKey ? name : translated;
}

/**
 * A step's label: the settings' own (written in the site's default language) on a default-language
 * page, the step type's label in the page's language on any other.
 */
export function stepLabel(step: JourneyStep, { t, isDefault }: Pick<JourneyText, "t" | "isDefault">): string {
  return isDefault ? step.label : t(`order.steps.${step.type}`);
}
