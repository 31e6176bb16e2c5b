import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { StockLocatorView } from "../_shared/stock/stock-locator-view.tsx";

/**
 * Stock Locator: the stock list of a publication list with filters, search, sorting, pagination,
 * location search and saved vehicles. The implementation is shared with Stock Locator Overseas
 * (blocks/_shared/stock/stock-locator-view.tsx); the two blocks differ only in their schema defaults.
 */
export default function StockLocator(props: BlockProps<"stock-locator">) {
  return <StockLocatorView {...props} />;
}
