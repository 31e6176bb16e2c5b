import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { atomXml, newsFeedPath, newsLocale, NEWS_LOCALES, type NewsLocale } from "../../model/news/index.ts";
import type { NewsStore } from "./news-store.ts";
import { errorResponses } from "../foundation/error-responses.ts";

/** How many entries a feed carries: the newest. */
const FEED_ENTRIES = 50;

const FEED_TITLES: Record<NewsLocale, string> = {
  en: "News",
  ar: "الأخبار",
  fr: "Actualités",
  ge: "Nachrichten",
  ru: "Новости",
};

/**
 * GET /news/{locale}/feed.xml: the Atom feed of a locale's published news (decision 107). A locale
 * outside the list is sent to the en feed (news locale else en).
 */
export function newsRoutes(news: NewsStore, options: { publicUrl: string | null }): RoutePlugin {
  return async (app) => {
    app.get(
      "/news/:locale/feed.xml",
      {
        schema: {
          tags: ["news"],
          summary: "The Atom 1.0 feed of a locale's published news pages, newest first",
          params: ref("page-record", "news-feed-params"),
          response: {
            200: { description: "application/atom+xml", type: "string" },
            ...errorResponses([400]),
          },
        },
      },
      async (request, reply) => {
        const locale = newsLocale(request.params.locale);
        if (locale !== request.params.locale || !(NEWS_LOCALES as readonly string[]).includes(request.params.locale))
          return reply.redirect(newsFeedPath(locale), 301);
        const origin = options.publicUrl ?? `${request.protocol}://${request.host}`;
        const absolute = (path: string) => new URL(path, origin).toString();
        const items = await news.latest(locale, FEED_ENTRIES);
        const newest = items.reduce((latest, item) => (item.updated_at > latest ? item.updated_at : latest), "");
        const xml = atomXml({
          id: absolute(newsFeedPath(locale)),
          title: FEED_TITLES[locale],
          self: absolute(newsFeedPath(locale)),
          alternate: absolute("/news"),
          language: locale,
          updated: newest || new Date(0).toISOString(),
          entries: items.map((item) => ({
            id: absolute(item.path),
            title: item.title,
            link: absolute(item.path),
            published: `${item.date}T00:00:00Z`,
            updated: item.updated_at,
            summary: item.summary,
          })),
        });
        return reply
          .header("content-type", "application/atom+xml; charset=utf-8")
          .header("cache-control", "public, max-age=300")
          .send(xml);
      },
    );
  };
}
