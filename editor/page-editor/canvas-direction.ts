import { createContext, useContext } from "react";
import type { TextDirection } from "../../model/i18n/locales.ts";

/**
 * The canvas's language and writing direction (issue 15): it follows the page's locale, and the
 * editor can switch it to right to left (or back) to check how blocks mirror.
 */
export interface CanvasDirection {
  locale: string;
  dir: TextDirection;
  setDir: (dir: TextDirection) => void;
}

export const CanvasDirectionContext = createContext<CanvasDirection>({ locale: "en", dir: "ltr", setDir: () => {} });

export function useCanvasDirection(): CanvasDirection {
  return useContext(CanvasDirectionContext);
}
