import type { StockVehicle } from "../../../model/stock/stock-data.ts";
import { useUiText } from "../../../renderer/primitives/index.ts";
import { VehicleCard } from "./vehicle-card.tsx";

/** Three grey cards while the first page loads (the editor canvas, where the server rendered nothing). */
export function Placeholders() {
  const t = useUiText();
  return (
    <>
      <p className="visually-hidden" role="status">
        {t("stock.loading")}
      </p>
      <ul className="sl-grid" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="sl-card sl-card--placeholder">
            <div className="sl-card__media" />
            <div className="sl-card__body">
              <span className="sl-skeleton" />
              <span className="sl-skeleton sl-skeleton--short" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

interface VehicleGridProps {
  vehicles: readonly StockVehicle[];
  attributes: string[];
  /** Whether the card at `index` loads its photo at once (the first row of an eager block). */
  eager: (index: number) => boolean;
  isSaved: (vehicle: StockVehicle) => boolean;
  onToggleSaved: (vehicle: StockVehicle) => void;
  headingLevel: 2 | 3 | 4;
  /** Set on the results grid (not the saved view's): dimmed while the next page loads, named for screen readers. */
  busy?: boolean;
  label?: string;
}

/** The grid of vehicle cards, each with its saved-vehicle heart. */
export function VehicleGrid({
  vehicles,
  attributes,
  eager,
  isSaved,
  onToggleSaved,
  headingLevel,
  busy,
  label,
}: VehicleGridProps) {
  return (
    <ul className="sl-grid" aria-busy={busy} aria-label={label}>
      {vehicles.map((vehicle, index) => (
        <li key={vehicle.id}>
          <VehicleCard
            vehicle={vehicle}
            attributes={attributes}
            eager={eager(index)}
            saved={isSaved(vehicle)}
            onToggleSaved={() => onToggleSaved(vehicle)}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
