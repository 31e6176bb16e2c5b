import { retailerName, type Retailer } from "../../../model/stock/stock-data.ts";
import { describeLocation } from "./location-search.tsx";
import { Modal } from "./modal.tsx";
import type { StockLocation } from "./use-stock-locator.ts";

/** A location search waiting for the visitor: the retailers it found. */
export interface PendingLocation {
  location: StockLocation;
  found: Retailer[];
}

interface RetailersModalProps {
  id: string;
  pending: PendingLocation | null;
  retailers: readonly Retailer[];
  brand: string;
  onApply: (pending: PendingLocation) => void;
  onClose: () => void;
}

/** With vehicles listed, a location search first shows the retailers it found; the visitor confirms or cancels. */
export function RetailersModal({ id, pending, retailers, brand, onApply, onClose }: RetailersModalProps) {
  return (
    <Modal
      id={id}
      open={pending !== null}
      closable
      title={pending ? `Retailers near ${describeLocation(pending.location, retailers, brand)}` : ""}
      onClose={onClose}
    >
      {pending ? (
        <>
          <ul className="sl-retailers">
            {pending.found.map((retailer) => (
              <li key={retailer.dealer_code} className="sl-retailer">
                <strong className="sl-retailer__name">{retailerName(retailer, brand)}</strong>
                <span>{retailer.address}</span>
                <span>
                  {retailer.locality} {retailer.state} {retailer.postcode}
                </span>
                {retailer.mainPhone ? (
                  <a href={`tel:${retailer.mainPhone.replace(/\s+/g, "")}`}>{retailer.mainPhone}</a>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="sl-modal__actions">
            <button type="button" className="fc-button fc-button--primary" onClick={() => onApply(pending)}>
              {pending.found.length === 1 ? "Show this retailer's vehicles" : "Show these retailers' vehicles"}
            </button>
            <button type="button" className="fc-button fc-button--secondary" onClick={onClose}>
              Cancel
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
