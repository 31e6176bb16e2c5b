import { describe, expect, it } from "vitest";
import { noAccessPathFor, startForbiddenRedirect } from "./forbidden-redirect.ts";

function fakeWindow(pathname: string, lang: string, answer: Response) {
  const assigned: string[] = [];
  const target = {
    fetch: async (_input: RequestInfo | URL, _init?: RequestInit) => answer.clone(),
    location: {
      pathname,
      href: `https://dealer.example${pathname}`,
      origin: "https://dealer.example",
      assign: (url: string | URL) => void assigned.push(String(url)),
    },
    document: { documentElement: { lang } },
  };
  startForbiddenRedirect(target);
  return { target, assigned };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("a 403 from the site's own calls", () => {
  it("sends the visitor to /no-access, in the page's language under its prefix", async () => {
    const english = fakeWindow("/used-cars", "en", json(403, { error: "forbidden" }));
    const response = await english.target.fetch("/forms/1/leads");
    // The caller still gets the answer (it may show its own message before the page changes).
    expect(response.status).toBe(403);
    expect(english.assigned).toEqual(["/no-access"]);

    const arabic = fakeWindow("/ar/used-cars", "ar", json(403, { error: "forbidden" }));
    await arabic.target.fetch("/forms/1/leads");
    expect(arabic.assigned).toEqual(["/ar/no-access"]);
  });

  it("leaves a refused CSRF token, other origins' answers and other statuses to the caller", async () => {
    const csrf = fakeWindow("/", "en", json(403, { error: "csrf" }));
    await csrf.target.fetch("/forms/1/leads");
    expect(csrf.assigned).toEqual([]);

    const elsewhere = fakeWindow("/", "en", json(403, { error: "forbidden" }));
    await elsewhere.target.fetch("https://maps.example/tiles");
    expect(elsewhere.assigned).toEqual([]);

    const missing = fakeWindow("/", "en", json(404, { error: "not_found" }));
    await missing.target.fetch("/forms/1");
    expect(missing.assigned).toEqual([]);
  });

  it("picks /no-access under a language prefix only when the page is under it", () => {
    expect(noAccessPathFor("/ar", "ar")).toBe("/ar/no-access");
    expect(noAccessPathFor("/arrivals", "ar")).toBe("/no-access");
    expect(noAccessPathFor("/", "")).toBe("/no-access");
  });
});
