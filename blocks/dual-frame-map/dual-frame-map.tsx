import { useMemo } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import type { MapTiles } from "../../model/retailers/index.ts";
import { Heading, RichText, blockClassNames, useBlock, useBlockData } from "../../renderer/primitives/index.ts";
import { MapFrame } from "../_shared/maps/map-frame.tsx";

/**
 * Dual frame map (location_latitude, location_longitude, location_content): the location's
 * content in one frame, its map in the other (or its address and a maps app link where maps cannot show).
 */
export default function DualFrameMap({
  heading,
  header_tag,
  header_size,
  location_name,
  location_address,
  location_latitude,
  location_longitude,
  location_content,
  is_reversed,
  box_color,
  padding,
}: BlockProps<"dual-frame-map">) {
  const block = useBlock();
  const tiles = useBlockData<MapTiles | null>();
  const headingId = `${block.id}-heading`;
  const places = useMemo(
    () => [
      { name: location_name, address: location_address, latitude: location_latitude, longitude: location_longitude },
    ],
    [location_name, location_address, location_latitude, location_longitude],
  );
  const classes = blockClassNames("dual-frame-map", { box_color, padding });
  return (
    <section
      className={is_reversed ? `${classes} dual-frame-map--reversed` : classes}
      aria-labelledby={heading.trim() !== "" ? headingId : undefined}
    >
      <div className="dual-frame-map__inner">
        <div className="dual-frame-map__content">
          <Heading text={heading} tag={header_tag} size={header_size} id={headingId} />
          <RichText value={location_content} className="dual-frame-map__copy" />
        </div>
        <div className="dual-frame-map__map">
          <MapFrame places={places} tiles={tiles} label={`Map of ${location_name}`} />
        </div>
      </div>
    </section>
  );
}
