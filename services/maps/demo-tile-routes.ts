import { ref, type RoutePlugin } from "../foundation/schemas.ts";
/** A 256-pixel tile of the demo map: a plain ground with a grid, so maps work offline (no tile server here). */
function demoTile(z: number, x: number, y: number): string {
  const shade = (x + y) % 2 === 0 ? "#e8ecef" : "#e1e6ea";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="${shade}"/>` +
    `<path d="M0 .5H256M.5 0V256M0 128.5H256M128.5 0V256" stroke="#c5ccd3" stroke-width="1"/>` +
    `<text x="8" y="20" font-family="sans-serif" font-size="11" fill="#8a949e">${z}/${x}/${y}</text></svg>`
  );
}

/**
 * `GET /map-tiles/{z}/{x}/{y}.svg`: the demo's local map tiles (no internet here; ARCHITECTURE.md
 * "Platform facts"). The demo's `maps.tiles` setting points at them; a real site names its provider.
 */
export function demoTileRoutes(): RoutePlugin {
  return async (app) => {
    app.get(
      "/map-tiles/:z/:x/:y.svg",
      {
        schema: {
          hide: true,
          params: ref("map-tile", "params"),
        },
      },
      async (request, reply) =>
        reply
          .type("image/svg+xml")
          .header("cache-control", "public, max-age=86400")
          .send(demoTile(request.params.z, request.params.x, request.params.y)),
    );
  };
}
