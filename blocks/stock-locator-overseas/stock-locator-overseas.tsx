import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { StockLocatorView } from "../_shared/stock/stock-locator-view.tsx";

/**
 * Stock Locator Overseas: the Stock Locator (shared implementation in blocks/_shared/stock/) with the
 * overseas default filters: models, statuses, production year, engine and paint.
 */
export default function StockLocatorOverseas(props: BlockProps<"stock-locator-overseas">) {
  return <StockLocatorView {...props} />;
}
