import type { Ref } from "react";
import type { StockVehicle } from "../../../model/stock/stock-data.ts";
import { vehicleCount } from "../../../model/stock/filters.ts";
import { Icon } from "../../../renderer/primitives/index.ts";
import { VehicleGrid } from "./results-grid.tsx";

interface SavedViewProps {
  containerRef: Ref<HTMLDivElement>;
  /** Saved entries in storage (vehicles not fetched yet included). */
  savedCount: number;
  /** Whether storage has been read (never on the server nor in the first browser render). */
  loaded: boolean;
  status: "loading" | "idle" | "partial";
  vehicles: readonly StockVehicle[];
  attributes: string[];
  headingLevel: 2 | 3 | 4;
  onToggleSaved: (vehicle: StockVehicle) => void;
  onBack: () => void;
}

/** The saved vehicles, in their own view of the block (kept in the URL), with the way back to all vehicles. */
export function SavedView({
  containerRef,
  savedCount,
  loaded,
  status,
  vehicles,
  attributes,
  headingLevel,
  onToggleSaved,
  onBack,
}: SavedViewProps) {
  return (
    <div className="stock-locator__saved" ref={containerRef}>
      <div className="sl-toolbar">
        <h2 className="sl-toolbar__title">Saved vehicles</h2>
        <button type="button" className="fc-button fc-button--secondary fc-button--small" onClick={onBack}>
          <Icon name="arrow-left" />
          <span>All vehicles</span>
        </button>
      </div>
      <p className="sl-summary" role="status">
        {loaded && (status !== "loading" || savedCount === 0)
          ? savedCount === 0
            ? "You have not saved any vehicles yet."
            : `${vehicleCount(vehicles.length)} saved`
          : "Loading saved vehicles"}
      </p>
      {savedCount === 0 && loaded ? (
        <p className="sl-empty">Select the heart on a vehicle to keep it here for later.</p>
      ) : null}
      {status === "partial" ? (
        <p className="sl-empty">Some saved vehicles could not be loaded. Please try again later.</p>
      ) : null}
      {vehicles.length > 0 ? (
        <VehicleGrid
          vehicles={vehicles}
          attributes={attributes}
          eager={(index) => index < 3}
          isSaved={() => true}
          onToggleSaved={onToggleSaved}
          headingLevel={headingLevel}
        />
      ) : null}
    </div>
  );
}
