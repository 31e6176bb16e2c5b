import type { Availability } from "../../../model/listings/availability.ts";
import { useUiText } from "../../primitives/ui-text.tsx";

/**
 * What the vehicle page says, up front, of a vehicle that cannot be bought (reserved by another buyer
 * or the dealer, or sold): a plain sentence where the "Reserve online" button would be. Nothing for an
 * available vehicle.
 */
export function AvailabilityNotice({ availability }: { availability: Availability }) {
  const t = useUiText();
  if (availability === "available") return null;
  return (
    <div className={`showroom-availability showroom-availability--${availability}`} role="status">
      <p className="showroom-availability__heading">{t(`availability.${availability}_heading`)}</p>
      <p className="showroom-availability__text">{t(`availability.${availability}_text`)}</p>
    </div>
  );
}
