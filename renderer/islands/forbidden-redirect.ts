/**
 * A 403 answer to the site's own calls sends the visitor to /no-access, wherever the call
 * was made (forms, the order journey, saved vehicles...): one wrapper of fetch instead of a check in
 * every island. A refused CSRF token is not a missing permission (a reload fixes it), and calls to
 * other origins answer for their own services, so both are left to the caller.
 */
const NO_ACCESS_PATH = "/no-access";

async function isPermissionRefusal(response: Response, url: URL, origin: string): Promise<boolean> {
  if (response.status !== 403 || url.origin !== origin) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: unknown } | null;
  return body?.error !== "csrf";
}

function requestUrl(input: RequestInfo | URL, base: string): URL {
  if (input instanceof URL) return input;
  return new URL(typeof input === "string" ? input : input.url, base);
}

/** /no-access in the page's language: under its prefix (/ar/no-access) when the page is under one. */
export function noAccessPathFor(pathname: string, lang: string): string {
  const prefix = `/${lang.toLowerCase()}`;
  return lang && (pathname === prefix || pathname.startsWith(`${prefix}/`))
    ? `${prefix}${NO_ACCESS_PATH}`
    : NO_ACCESS_PATH;
}

type FetchTarget = Pick<Window, "fetch"> & {
  location: Pick<Location, "pathname" | "href" | "origin" | "assign">;
  document: { documentElement: { lang: string } };
};

export function startForbiddenRedirect(target: FetchTarget = window): void {
  const original = target.fetch.bind(target);
  target.fetch = async (input, init) => {
    const response = await original(input, init);
    const destination = noAccessPathFor(target.location.pathname, target.document.documentElement.lang);
    if (
      target.location.pathname !== destination &&
      (await isPermissionRefusal(response, requestUrl(input, target.location.href), target.location.origin))
    )
      target.location.assign(destination);
    return response;
  };
}
