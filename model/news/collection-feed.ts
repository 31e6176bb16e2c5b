import type { NewsItem } from "./news-list.ts";

/** The Collection slider feed block's server data: the collection's newest items, grouped by month when asked. */
export interface CollectionFeedData {
  groups: { key: string; label: string; items: NewsItem[] }[];
  failed?: boolean;
}

export const COLLECTION_FEED_LIMIT_DEFAULT = 10;
export const COLLECTION_FEED_LIMIT_MAX = 50;

/** A month's label in the feed's language: "November 2026" (en-GB) or its Arabic form. */
function monthLabel(month: string, lang: "en" | "ar"): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(lang === "ar" ? "ar" : "en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** Items (newest first) as one group, or one group per month (YYYY-MM) in the order met. */
export function groupByMonth(
  items: readonly NewsItem[],
  grouped: boolean,
  lang: "en" | "ar",
): CollectionFeedData["groups"] {
  if (!grouped) return items.length === 0 ? [] : [{ key: "all", label: "", items: [...items] }];
  const groups: CollectionFeedData["groups"] = [];
  for (const item of items) {
    const key = item.date.slice(0, 7);
    const group = groups.find((entry) => entry.key === key);
    if (group) group.items.push(item);
    else groups.push({ key, label: monthLabel(key, lang), items: [item] });
  }
  return groups;
}
