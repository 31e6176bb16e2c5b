import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { OrderOnlineView } from "../_shared/order-online/order-online-view.tsx";

/**
 * Order online checkout: the order-online journey (steps, checkout, success, confirmation) on the
 * journey's CMS pages; the route decides which part shows (blocks/_shared/order-online/).
 */
export default function OrderOnlineCheckout(props: BlockProps<"order-online-checkout">) {
  return <OrderOnlineView {...props} />;
}
