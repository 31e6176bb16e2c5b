/** The site domain's public surface: the public site's data (pages, settings, block data) from the services. */
export { REVISION_TTL_MS, createSiteData } from "./database-site-data.ts";
