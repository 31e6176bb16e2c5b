// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Map tile: types of schemas/map-tile.schema.json (https://forecourt.dev/schemas/map-tile). */

/**
 * A tile's zoom level and column and row at that zoom.
 */
export type MapTileParams = {
  z: number;
  x: number;
  y: number;
};
