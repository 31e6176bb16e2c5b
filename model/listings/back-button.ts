/** One link of the sl.back_button setting (schemas/settings.schema.json). */
export interface BackButtonLink {
  url: string;
  label?: string;
  publication_lists?: string[];
}

/** The back link above a vehicle page: where it goes, and its own label (null: the translated default). */
export interface BackLink {
  href: string;
  label: string | null;
}

/**
 * The back link for a vehicle of publication list `listKey`: the first link naming that list, else
 * the first link meant for every list (no lists named), else none, so a site without the setting shows
 * no back link.
 */
export function backLinkFor(links: readonly BackButtonLink[] | null, listKey: string): BackLink | null {
  if (!links) return null;
  const forAll = (link: BackButtonLink) => !link.publication_lists || link.publication_lists.length === 0;
  const link = links.find((candidate) => candidate.publication_lists?.includes(listKey) === true) ?? links.find(forAll);
  return link ? { href: link.url, label: link.label ?? null } : null;
}
