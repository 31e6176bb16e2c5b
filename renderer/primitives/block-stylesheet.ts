import { blockStyleFiles } from "../../generated/registry/block-style-files.ts";
import { useStylesheet } from "../page/render-environment.ts";

/**
 * Declares that what is being rendered draws another block's UI (an accordion section's calculator
 * uses the Calculator block's styles): the page then links that block's stylesheet, and pages that
 * never draw it do not pay for it.
 */
export function useBlockStylesheet(blockKey: string): void {
  useStylesheet(blockStyleFiles[blockKey]);
}
