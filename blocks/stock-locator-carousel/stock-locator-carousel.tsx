import { useCallback, useEffect, useRef, useState } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { Heading, Icon, LinkButton, blockClassNames, useBlock, useBlockData } from "../../renderer/primitives/index.ts";
import { isSaved } from "../../model/stock/saved-vehicles.ts";
import { useSavedVehicles } from "../_shared/stock/use-saved-vehicles.ts";
import { fetchListing, type StockListingData, type StockVehicle } from "../../model/stock/stock-data.ts";
import { VehicleCard } from "../_shared/stock/vehicle-card.tsx";

/** The carousel cards show fewer attributes than the stock list's. */
export const CAROUSEL_ATTRIBUTES = ["productionYear", "mileage", "engines", "power"] as const;

/**
 * Stock locator carousel: a horizontally scrolling strip of vehicle cards (the list's first page from
 * the server, newest first), each linking to its showroom page. Previous and next buttons move by a
 * screenful and are disabled at either end; the strip also scrolls by touch, trackpad or keyboard.
 */
export default function StockLocatorCarousel({
  heading,
  header_tag,
  header_size,
  ci_key_list,
  button,
  box_color,
  padding,
}: BlockProps<"stock-locator-carousel">) {
  const block = useBlock();
  const base = block.id || "stock-locator-carousel";
  const server = useBlockData<StockListingData>();
  const listKey = ci_key_list || "all";
  const [vehicles, setVehicles] = useState<StockVehicle[] | null>(server?.data ?? null);
  const [failed, setFailed] = useState(false);
  const [edges, setEdges] = useState({ start: true, end: false });
  const track = useRef<HTMLDivElement | null>(null);
  const saved = useSavedVehicles();

  // The editor canvas has no server data: the newest vehicles of the list are fetched.
  useEffect(() => {
    if (server) return;
    const controller = new AbortController();
    fetchListing(listKey, "sort=createdAtDesc&page=1&items=12", controller.signal).then(
      (answer) => setVehicles(answer.data),
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [server, listKey]);

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure, vehicles]);

  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const reduced =
      typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: reduced ? "auto" : "smooth" });
  };

  const headingId = `${base}-heading`;
  const trackId = `${base}-track`;
  const hasHeading = heading.trim() !== "";
  const count = vehicles?.length ?? 0;

  return (
    <section
      className={blockClassNames("sl-carousel", { box_color, padding })}
      aria-roledescription="carousel"
      aria-labelledby={hasHeading ? headingId : undefined}
      aria-label={hasHeading ? undefined : "Vehicles"}
    >
      <div className="sl-carousel__head">
        <Heading text={heading} tag={header_tag} size={header_size} className="sl-carousel__heading" id={headingId} />
        {count > 1 ? (
          <div className="sl-carousel__controls">
            <button
              type="button"
              className="sl-carousel__arrow"
              aria-label="Previous vehicles"
              aria-controls={trackId}
              disabled={edges.start}
              onClick={() => move(-1)}
            >
              <Icon name="chevron-left" />
            </button>
            <button
              type="button"
              className="sl-carousel__arrow"
              aria-label="Next vehicles"
              aria-controls={trackId}
              disabled={edges.end}
              onClick={() => move(1)}
            >
              <Icon name="chevron-right" />
            </button>
          </div>
        ) : null}
      </div>
      {vehicles === null ? (
        <p className="sl-carousel__note" role="status">
          {failed ? "The vehicles could not be loaded." : "Loading vehicles"}
        </p>
      ) : count === 0 ? (
        <p className="sl-carousel__note">No vehicles are available at the moment.</p>
      ) : (
        <div className="sl-carousel__track" id={trackId} ref={track} onScroll={measure}>
          {vehicles.map((vehicle, index) => (
            <div
              key={vehicle.id}
              className="sl-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
            >
              <VehicleCard
                vehicle={vehicle}
                attributes={CAROUSEL_ATTRIBUTES}
                eager={block.imageLoading === "eager" && index < 4}
                saved={isSaved(saved.entries, vehicle.id)}
                onToggleSaved={() => saved.toggle({ id: vehicle.id, list: listKey })}
                sizes="(min-width: 1280px) 360px, (min-width: 741px) 45vw, 85vw"
              />
            </div>
          ))}
        </div>
      )}
      <LinkButton item={button} className="sl-carousel__button" />
    </section>
  );
}
