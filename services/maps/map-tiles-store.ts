import type { Kysely } from "kysely";
import { tileUrlTemplate, type MapTiles } from "../../model/retailers/index.ts";
import type { Database } from "../db/schema.ts";
import type { SiteRevisionReader } from "../foundation/site-revisions.ts";
import { checkSetting } from "../settings/index.ts";

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
    const row = await this.db.selectFrom("settings").select("value").where("key", "=", "maps.tiles").executeTakeFirst();
    if (!row) return null;
    const checked = checkSetting("maps.tiles", row.value);
    if (!checked.ok) {
      warn?.(`maps.tiles is ignored (maps are off): ${checked.message}`);
      return null;
    }
    const value = checked.value as { url: string; attribution: string; max_zoom?: number; api_key?: string };
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
