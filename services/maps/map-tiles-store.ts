import type { Kysely } from "kysely";
import { tileUrlTemplate, type MapTiles } from "../../model/retailers/index.ts";
import type { Database } from "../db/schema.ts";
import type { SiteRevisionReader } from "../foundation/site-revisions.ts";
import { settingsReader } from "../settings/index.ts";

/** Leaflet's own default zoom limit. */
const DEFAULT_MAX_ZOOM = 18;

/**
 * The site's map tiles (setting `maps.tiles`), as map blocks receive them through their block data:
 * null when unset or broken (logged), so maps are off and the blocks show their address list.
 */
export class MapTilesStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly revisions: SiteRevisionReader,
  ) {}

  async current(warn?: (message: string) => void): Promise<MapTiles | null> {
    const value = await settingsReader(this.db).read("maps.tiles", (message) =>
      warn?.(`maps.tiles is ignored (maps are off): ${message}`),
    );
    if (!value) return null;
    return {
      url: tileUrlTemplate(value),
      attribution: value.attribution,
      max_zoom: value.max_zoom ?? DEFAULT_MAX_ZOOM,
    };
  }

  /** The settings revision: the tiles change only with it. */
  async revision(): Promise<string> {
    return `settings-${(await this.revisions.all()).settings}`;
  }
}
