import { useEffect, useRef, useState } from "react";
import type { MapTiles } from "../../../model/retailers/index.ts";
// By path: the consent gate is not part of the primitives index every island imports.
import { ConsentGate } from "../../../renderer/primitives/consent-gate.tsx";
import { AddressList } from "./address-list.tsx";
import type { MapPlace } from "./map-place.ts";

interface LiveMapProps {
  places: readonly MapPlace[];
  tiles: MapTiles;
  label: string;
  onLive: () => void;
  onFail: () => void;
}

/**
 * The map itself: an empty frame until it is near the viewport, then Leaflet (its own chunk) draws
 * into it. Mounted only where maps may load (the consent gate decides), so nothing of Leaflet is
 * fetched before the visitor allowed it and scrolled to it.
 */
function LiveMap({ places, tiles, label, onLive, onFail }: LiveMapProps) {
  const frame = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onLive, onFail });
  callbacks.current = { onLive, onFail };
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    let cancelled = false;
    let teardown: (() => void) | undefined;
    const load = () =>
      import("./leaflet-map.ts")
        .then(({ mountLeafletMap }) => {
          if (cancelled) return;
          teardown = mountLeafletMap(element, places, tiles, () => callbacks.current.onFail());
          callbacks.current.onLive();
        })
        .catch(() => {
          if (!cancelled) callbacks.current.onFail();
        });
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      teardown?.();
    };
  }, [places, tiles]);
  return <div ref={frame} className="fc-map__canvas" role="region" aria-label={label} />;
}

/**
 * A map of `places` with its stand-in (issue 14): with map tiles configured (`tiles`, from the
 * map-tiles block data) and, where cookie consent is configured, the marketing scope granted, a
 * Leaflet map loads lazily once scrolled near; until then, and whenever maps are off, not allowed
 * or fail, the list of addresses with links to a maps app shows instead.
 */
export function MapFrame({
  places,
  tiles,
  label,
}: {
  places: readonly MapPlace[];
  tiles: MapTiles | null | undefined;
  label: string;
}) {
  const [state, setState] = useState<"waiting" | "live" | "failed">("waiting");
  const mapOn = tiles != null && places.length > 0 && state !== "failed";
  return (
    <div className="fc-map" data-map-state={mapOn ? state : "off"}>
      {mapOn ? (
        <ConsentGate scope="marketing">
          <LiveMap
            places={places}
            tiles={tiles}
            label={label}
            onLive={() => setState("live")}
            onFail={() => setState("failed")}
          />
        </ConsentGate>
      ) : null}
      {state === "live" ? null : <AddressList places={places} />}
    </div>
  );
}
