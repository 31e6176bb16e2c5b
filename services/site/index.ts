/** The site domain's public surface: the public site's data (pages, settings, block data) from the services. */
export { REVISION_TTL_MS, createSiteData, lookupFromRow } from "./database-site-data.ts";
export type { BlockDataResolver, SiteServices } from "./database-site-data.ts";
