import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { StockLocatorView } from "../stock-locator/stock-locator-view.tsx";

/**
 * Stock Locator Overseas: the Stock Locator (shared implementation in blocks/stock-locator/) with the
 * overseas default filters: models, statuses, production year, engine and paint.
 */
export default function StockLocatorOverseas(props: BlockProps<"stock-locator-overseas">) {
  return <StockLocatorView {...props} />;
}
