import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { ensureDemoImages } from "../../services/media/index.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { createForm, testDriveForm } from "../support/forms.ts";

const quote = (id: string, text: string) => ({ type: "quote", props: { id, quote: text } });
const doc = (...content: unknown[]) => ({ schemaVersion: 1, root: { props: {} }, content });

describe.each(DATABASE_KINDS)("the pages API on %s", (kind) => {
  let testApp: TestApp;
  let editor: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    editor = await signIn(testApp, "editor");
  });
  afterAll(() => testApp.close());

  async function createPage(path: string, draft: unknown = doc(quote("q", "first"))) {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/cms/pages",
      headers: editor.headers,
      payload: { path, title: path, draft },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { id: (response.json() as { id: string }).id, etag: response.headers.etag as string };
  }

  it("answers a page with its ETag, and of two saves based on it keeps the first and refuses the second with 409", async () => {
    const { id, etag } = await createPage("/concurrent");
    const save = (text: string) =>
      testApp.app.inject({
        method: "PATCH",
        url: `/api/cms/pages/${id}`,
        headers: { ...editor.headers, "if-match": etag },
        payload: { draft: doc(quote("q", text)) },
      });
    const first = await save("first edit");
    const second = await save("second edit");
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: "conflict", revision: 2 });
    const stored = await testApp.app.inject({ url: `/api/cms/pages/${id}`, headers: editor.headers });
    expect(
      (stored.json() as { draft: { content: { props: { quote: string } }[] } }).draft.content[0]!.props.quote,
    ).toBe("first edit");
    expect(stored.headers.etag).toBe(first.headers.etag);
  });

  it("refuses an invalid save with 422 and JSON pointers, leaving the stored row byte-identical", async () => {
    const { id, etag } = await createPage("/invalid-save");
    const before = await testApp.database.handle.db
      .selectFrom("pages")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const response = await testApp.app.inject({
      method: "PATCH",
      url: `/api/cms/pages/${id}`,
      headers: { ...editor.headers, "if-match": etag },
      payload: {
        draft: doc({
          type: "tabs",
          props: { id: "t", tabs: [{ tab_label: "A", content: [{ type: "quote", props: { id: "n" } }] }] },
        }),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: "invalid_document",
      issues: [{ pointer: "/content/0/props/tabs/0/content/0/props/quote", blockId: "n", message: "is required" }],
    });
    const after = await testApp.database.handle.db
      .selectFrom("pages")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it("refuses a save naming a form that does not exist or is not published, with the field's pointer, and keeps one naming a published form", async () => {
    const published = await createForm(testApp, editor, testDriveForm({ status: "published" }));
    const draftForm = await createForm(testApp, editor, testDriveForm({ status: "draft" }));
    const formBlock = (id: string, formId: string) => ({ type: "form", props: { id, form_id: formId } });
    const accordion = (formId: string) => ({
      type: "accordion",
      props: {
        id: "acc",
        items: [{ heading: "Ask us", content_items: [{ type: "form", form_id: formId }] }],
      },
    });
    const { id, etag } = await createPage("/form-references");
    const refused = await testApp.app.inject({
      method: "PATCH",
      url: `/api/cms/pages/${id}`,
      headers: { ...editor.headers, "if-match": etag },
      payload: {
        draft: doc(
          formBlock("f1", "no-such-form"),
          formBlock("f2", draftForm.id),
          accordion("gone"),
          {
            type: "single-offer",
            props: { id: "o1", offer_id: "no-such-offer" },
          },
          { type: "vin-checker", props: { id: "v1", list: "no-such-list" } },
        ),
      },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      error: "invalid_document",
      issues: [
        {
          pointer: "/content/0/props/form_id",
          blockId: "f1",
          message: 'names form "no-such-form", which does not exist',
        },
        {
          pointer: "/content/1/props/form_id",
          blockId: "f2",
          message: `names form "${draftForm.id}", which is not published`,
        },
        { pointer: "/content/2/props/items/0/content_items/0/form_id", blockId: "acc" },
        {
          pointer: "/content/3/props/offer_id",
          blockId: "o1",
          message: 'names offer "no-such-offer", which does not exist',
        },
        {
          pointer: "/content/4/props/list",
          blockId: "v1",
          message: 'names VIN list "no-such-list", which does not exist',
        },
      ],
    });
    const created = await testApp.app.inject({
      method: "POST",
      url: "/api/cms/pages",
      headers: editor.headers,
      payload: { path: "/form-references-new", title: "New", draft: doc(formBlock("f1", "no-such-form")) },
    });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({ issues: [{ pointer: "/content/0/props/form_id" }] });

    const saved = await testApp.app.inject({
      method: "PATCH",
      url: `/api/cms/pages/${id}`,
      headers: { ...editor.headers, "if-match": etag },
      payload: { draft: doc(formBlock("f1", published.id), formBlock("f2", ""), accordion(published.id)) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("refuses a save naming a publication list, an image or a link's form that does not exist, or a link to a page that is not published, with each field's pointer; keeps the ones that exist", async () => {
    await testApp.services.fleet.replace(generateFleet(12, 3));
    await ensureDemoImages(testApp.services.media);
    const form = await createForm(testApp, editor, testDriveForm({ status: "published" }));
    await createPage("/draft-target");
    const liveTarget = await createPage("/live-target");
    const published = await testApp.app.inject({
      method: "POST",
      url: `/api/cms/pages/${liveTarget.id}/publish`,
      headers: { ...editor.headers, "if-match": liveTarget.etag },
    });
    expect(published.statusCode, published.body).toBe(200);

    const demo = JSON.parse(readFileSync("services/cms/demo-content/rent-a-car.page.json", "utf8")) as {
      document: { content: { props: { vehicles_json: { image_id: string }[] } & Record<string, unknown> }[] };
    };
    const rentACar = (imageId: string) => {
      const block = structuredClone(demo.document.content[0]!);
      block.props.id = "rac";
      block.props.contact_step_form_id = form.id;
      block.props.vehicles_json[0]!.image_id = imageId;
      return block;
    };
    const stockLocator = (list: string) => ({ type: "stock-locator", props: { id: "sl", ci_key_list: list } });
    const banner = (id: string, url: string, formId = "") => ({
      type: "hero-title-banner",
      props: {
        id,
        heading: "Welcome",
        button: formId
          ? { type: "form", link_text: "Ask us", rdx_forms_form_id: formId }
          : { type: "internal", url, link_text: "Read on" },
      },
    });

    const { id, etag } = await createPage("/new-references");
    const refused = await testApp.app.inject({
      method: "PATCH",
      url: `/api/cms/pages/${id}`,
      headers: { ...editor.headers, "if-match": etag },
      payload: {
        draft: doc(
          stockLocator("no-such-list"),
          rentACar("no-such-image"),
          banner("h1", "/draft-target?from=home#top"),
          banner("h2", "", "no-such-form"),
        ),
      },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({
      error: "invalid_document",
      message: expect.any(String),
      issues: [
        {
          pointer: "/content/0/props/ci_key_list",
          blockId: "sl",
          blockType: "stock-locator",
          message: 'names publication list "no-such-list", which does not exist',
          keyword: "x-ref",
        },
        {
          pointer: "/content/1/props/vehicles_json/0/image_id",
          blockId: "rac",
          blockType: "rent-a-car",
          message: 'names image "no-such-image", which does not exist',
          keyword: "x-ref",
        },
        {
          pointer: "/content/2/props/button/url",
          blockId: "h1",
          blockType: "hero-title-banner",
          message: 'names page "/draft-target?from=home#top", which is not published',
          keyword: "x-ref",
        },
        {
          pointer: "/content/3/props/button/rdx_forms_form_id",
          blockId: "h2",
          blockType: "hero-title-banner",
          message: 'names form "no-such-form", which does not exist',
          keyword: "x-ref",
        },
      ],
    });
    const unchanged = await testApp.app.inject({ url: `/api/cms/pages/${id}`, headers: editor.headers });
    expect(unchanged.headers.etag).toBe(etag);

    const imageUrlRental = rentACar("https://cdn.example.com/car.jpg");
    imageUrlRental.props.id = "rac2";
    // What exists passes: a list of the stock, a library image or an image URL, a published page, a
    // path no page holds (one of the site's own routes), another site, and a published form.
    const saved = await testApp.app.inject({
      method: "PATCH",
      url: `/api/cms/pages/${id}`,
      headers: { ...editor.headers, "if-match": etag },
      payload: {
        draft: doc(
          stockLocator("used"),
          rentACar("demo-exterior-1"),
          banner("h1", "/live-target/"),
          banner("h2", "/stock?state=used"),
          banner("h3", "https://example.com/draft-target"),
          banner("h4", "", form.id),
          imageUrlRental,
        ),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("requires If-Match on every write (428) and answers 404 for an unknown page", async () => {
    const { id } = await createPage("/needs-etag");
    const missing = await testApp.app.inject({
      method: "PATCH",
      url: `/api/cms/pages/${id}`,
      headers: editor.headers,
      payload: { fields: { title: "x" } },
    });
    expect(missing.statusCode).toBe(428);
    const unknown = await testApp.app.inject({
      method: "PATCH",
      url: "/api/cms/pages/nope",
      headers: { ...editor.headers, "if-match": '"1"' },
      payload: { fields: { title: "x" } },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("publishes, and the public API and the site serve the published version, not later drafts", async () => {
    const { id, etag } = await createPage("/published", doc(quote("q", "live text")));
    const published = await testApp.app.inject({
      method: "POST",
      url: `/api/cms/pages/${id}/publish`,
      headers: { ...editor.headers, "if-match": etag },
    });
    expect(published.statusCode).toBe(200);
    await testApp.app.inject({
      method: "PATCH",
      url: `/api/cms/pages/${id}`,
      headers: { ...editor.headers, "if-match": published.headers.etag as string },
      payload: { draft: doc(quote("q", "draft text")) },
    });
    const api = await testApp.app.inject({ url: "/public_api/pages/by_path/published" });
    expect(api.statusCode).toBe(200);
    expect(JSON.stringify(api.json())).toContain("live text");
    // The page's blocks with where they show: the quote is the first (and only) top-level block.
    expect((api.json() as { data: { blocks: unknown } }).data.blocks).toEqual([
      { id: "q", type: "quote", active_positions: [1] },
    ]);
    const site = await testApp.app.inject({ url: "/published" });
    expect(site.body).toContain("live text");
    expect(site.body).not.toContain("draft text");
  });

  it("previews the draft, as the site would render it, to signed-in users only", async () => {
    const { id } = await createPage("/preview-me", doc(quote("q", "unpublished words")));
    const preview = await testApp.app.inject({ url: `/cms/preview/${id}`, headers: { cookie: editor.headers.cookie } });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("unpublished words");
    expect(preview.headers["x-robots-tag"]).toBe("noindex");
    // Marked as a draft, so an editor never mistakes it for the live page; the live page has no marker.
    expect(preview.body).toContain("Draft preview: not published, visitors do not see this");
    const anonymous = await testApp.app.inject({ url: `/cms/preview/${id}` });
    expect(anonymous.statusCode).toBe(302);
    expect((await testApp.app.inject({ url: "/preview-me" })).statusCode).toBe(404);
  });

  it("refuses to publish an invalid draft", async () => {
    const { id } = await createPage("/publish-check");
    // Force an invalid draft past the API, as an older schema might have left it.
    await testApp.database.handle.db
      .updateTable("pages")
      .set({ draft: JSON.stringify(doc({ type: "quote", props: { id: "q" } })) })
      .where("id", "=", id)
      .execute();
    const response = await testApp.app.inject({
      method: "POST",
      url: `/api/cms/pages/${id}/publish`,
      headers: { ...editor.headers, "if-match": '"1"' },
    });
    expect(response.statusCode).toBe(422);
    expect((await testApp.app.inject({ url: "/publish-check" })).statusCode).toBe(404);
  });

  it("fails a page fetch without a path with the seed's message", async () => {
    const response = await testApp.app.inject({ url: "/public_api/pages/by_path/" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "You have to provide current page pathname." });
  });

  it("serves the OpenAPI document generated from the route schemas", async () => {
    const response = await testApp.app.inject({ url: "/api/openapi.json" });
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/cms/pages", "/api/cms/pages/{id}/publish", "/public_api/pages/by_path/{*}"]),
    );
    expect(Object.keys(document.paths)).not.toContain("/{*}");
  });
});
