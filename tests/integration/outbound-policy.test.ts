import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openFeedSource } from "../../services/listings/feed/feed-source.ts";
import { createExchangeFetch } from "../../services/currency/exchange-client.ts";
import { OutboundError } from "../../services/foundation/outbound-http.ts";
import { createFooterRetailers } from "../../services/site/footer-retailers.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { STORAGE_NEUTRAL_KINDS } from "../support/databases.ts";
import { createForm, postLead, VALID_LEAD } from "../support/forms.ts";

/**
 * The outbound policy (decision 119) seen from outside: the lead-service token reaches only the
 * operator's LEADS_API_URL, a form's integrations are an admin's audited decision, and every fetch
 * whose URL comes from a setting refuses this machine's addresses. The "remote" services are real
 * HTTP servers on 127.0.0.1 that record what reaches them.
 */

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
}

async function recordingServer(status = 201, body: unknown = { id: "remote-1" }) {
  const seen: Recorded[] = [];
  const server = createServer((request, response) => {
    seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers });
    request.resume();
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    seen,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Server = Awaited<ReturnType<typeof recordingServer>>;

interface DeliveryView {
  kind: string;
  status: string;
  last_error: string | null;
}

describe.each(STORAGE_NEUTRAL_KINDS)("the outbound policy on %s", (kind) => {
  let testApp: TestApp;
  let editor: SignedIn;
  let admin: SignedIn;
  /** The operator's lead service, named by LEADS_API_URL. */
  let operator: Server;
  /** Somewhere else: what an editor typed into base_url to collect the token and the leads. */
  let elsewhere: Server;
  /** Answers 418 with a body that must not reach the stored error. */
  let teapot: Server;
  let ip = 0;
  const from = () => ({ "x-forwarded-for": `10.9.${Math.floor(++ip / 250)}.${ip % 250}` });

  beforeAll(async () => {
    operator = await recordingServer();
    elsewhere = await recordingServer();
    teapot = await recordingServer(418, { secret: "internal-service-banner" });
    testApp = await createTestApp(kind, {
      env: {
        OUTBOX_WORKER: "false",
        LEADS_API_URL: operator.origin,
        LEADS_API_TOKEN: "operator-secret-token",
        TRUST_PROXY: "127.0.0.1",
      },
    });
    editor = await signIn(testApp, "editor");
    admin = await signIn(testApp, "admin");
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    await Promise.all([operator.close(), elsewhere.close(), teapot.close()]);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const putIntegrations = (formId: string, who: SignedIn, baseUrl?: string) =>
    testApp.app.inject({
      method: "PUT",
      url: `/forms/${formId}/integrations`,
      headers: who.headers,
      payload: { lead_service: { enabled: true, ...(baseUrl === undefined ? {} : { base_url: baseUrl }) } },
    });

  /** Posts a lead, lets the outbox run once, and answers the lead's lead-service delivery. */
  async function deliverOneLead(formId: string): Promise<DeliveryView> {
    const posted = await postLead(testApp, formId, { data: VALID_LEAD }, from());
    expect(posted.statusCode, posted.body).toBe(201);
    const leadId = posted.json<{ id: string }>().id;
    await testApp.services.forms.worker.runOnce();
    const deliveries = await testApp.app.inject({
      method: "GET",
      url: `/forms/${formId}/leads/${leadId}/integrations`,
      headers: editor.headers,
    });
    return deliveries.json<{ data: DeliveryView[] }>().data.find((delivery) => delivery.kind === "lead_service")!;
  }

  it("refuses an editor who sets a form's lead-service URL (403); nothing is stored and no lead goes there", async () => {
    const form = await createForm(testApp, editor);
    const refused = await putIntegrations(form.id, editor, `${elsewhere.origin}/collect#`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: "forbidden" });
    const stored = await testApp.app.inject({
      method: "GET",
      url: `/forms/${form.id}/integrations`,
      headers: editor.headers,
    });
    expect(stored.json()).toEqual({ lead_service: { enabled: false } });

    // The same change smuggled in through a form import.
    const exported = (
      await testApp.app.inject({ method: "GET", url: `/forms/${form.id}/export`, headers: editor.headers })
    ).json<Record<string, unknown>>();
    const smuggled = await testApp.app.inject({
      method: "POST",
      url: "/forms/import",
      headers: editor.headers,
      payload: { ...exported, integrations: { lead_service: { enabled: true, base_url: `${elsewhere.origin}/x?` } } },
    });
    expect(smuggled.statusCode).toBe(403);
    expect(elsewhere.seen).toEqual([]);
  });

  it("records an admin's change of where leads go in the audit log, which only admins read", async () => {
    const form = await createForm(testApp, editor);
    const saved = await putIntegrations(form.id, admin, "https://crm.example.com/hook");
    expect(saved.statusCode, saved.body).toBe(200);

    const log = await testApp.app.inject({ method: "GET", url: "/api/audit_log", headers: admin.headers });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.headers["cache-control"]).toBe("no-store");
    const entry = log.json<{ data: Record<string, unknown>[] }>().data[0];
    expect(entry).toMatchObject({
      action: "form.integrations.update",
      subject: `form:${form.id}`,
      actor: { id: admin.userId, email: expect.stringContaining("@") as unknown },
      detail: {
        before: { lead_service: { enabled: false } },
        after: { lead_service: { enabled: true, base_url: "https://crm.example.com/hook" } },
      },
    });
    expect(
      (await testApp.app.inject({ method: "GET", url: "/api/audit_log", headers: editor.headers })).statusCode,
    ).toBe(403);

    const exported = (
      await testApp.app.inject({ method: "GET", url: `/forms/${form.id}/export`, headers: admin.headers })
    ).json<Record<string, unknown>>();
    const imported = await testApp.app.inject({
      method: "POST",
      url: "/forms/import",
      headers: admin.headers,
      payload: exported,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const latest = (
      await testApp.app.inject({ method: "GET", url: "/api/audit_log?limit=1", headers: admin.headers })
    ).json<{ data: Record<string, unknown>[] }>().data;
    expect(latest).toEqual([
      expect.objectContaining({
        action: "form.integrations.create",
        subject: `form:${imported.json<{ id: string }>().id}`,
      }),
    ]);
  });

  it("sends LEADS_API_TOKEN to LEADS_API_URL's origin only: never to a base_url elsewhere, even an admin's", async () => {
    vi.stubEnv("OUTBOUND_ALLOW_HOSTS", "127.0.0.1");
    const form = await createForm(testApp, editor);

    expect((await putIntegrations(form.id, admin)).statusCode).toBe(200);
    expect((await deliverOneLead(form.id)).status).toBe("delivered");
    expect(operator.seen.at(-1)).toMatchObject({
      method: "POST",
      url: "/api/leads",
      headers: { authorization: "Bearer operator-secret-token" },
    });

    // "#" and "?" cut off the fixed /api/leads suffix; the token still stays home.
    for (const base of [`${elsewhere.origin}/collect#`, `${elsewhere.origin}/collect?x=`]) {
      const before = elsewhere.seen.length;
      expect((await putIntegrations(form.id, admin, base)).statusCode).toBe(200);
      expect((await deliverOneLead(form.id)).status).toBe("delivered");
      expect(elsewhere.seen.length).toBe(before + 1);
      expect(elsewhere.seen.at(-1)!.headers.authorization).toBeUndefined();
    }
    expect(operator.seen.every((request) => request.headers.authorization === "Bearer operator-secret-token")).toBe(
      true,
    );
  });

  it("delivers nothing to a base_url on a private address the allow-list does not name, and says why", async () => {
    const form = await createForm(testApp, editor);
    expect(
      (await putIntegrations(form.id, admin, `http://localhost:${new URL(elsewhere.origin).port}`)).statusCode,
    ).toBe(200);
    const before = elsewhere.seen.length;
    const delivery = await deliverOneLead(form.id);
    expect(elsewhere.seen.length).toBe(before);
    expect(delivery.status).toBe("failed");
    expect(delivery.last_error).toContain("outbound policy");
  });

  it("stores no remote status or body from a base_url that is not the operator's (no oracle for editors)", async () => {
    vi.stubEnv("OUTBOUND_ALLOW_HOSTS", "127.0.0.1");
    const form = await createForm(testApp, editor);
    expect((await putIntegrations(form.id, admin, teapot.origin)).statusCode).toBe(200);
    const delivery = await deliverOneLead(form.id);
    expect(teapot.seen.length).toBeGreaterThan(0);
    expect(delivery.last_error).toBe("the form's lead service did not accept the lead (POST /api/leads)");
    expect(delivery.last_error).not.toMatch(/418|internal-service-banner/);
  });

  it("refuses an offers import from a setting that names this machine; the server hears nothing", async () => {
    const remote = await recordingServer(200, []);
    try {
      for (const url of [`${remote.origin}/offers`, `http://localhost:${new URL(remote.origin).port}/offers`]) {
        await testApp.services.settings.upsert("mena.offers_api_url", url);
        const response = await testApp.app.inject({
          method: "POST",
          url: "/api/offers/import",
          headers: admin.headers,
        });
        expect(response.statusCode, response.body).toBe(502);
        expect(response.json<{ message: string }>().message).toContain("OUTBOUND_ALLOW_HOSTS");
      }
      expect(remote.seen).toEqual([]);
      vi.stubEnv("OUTBOUND_ALLOW_HOSTS", "127.0.0.1");
      await testApp.services.settings.upsert("mena.offers_api_url", `${remote.origin}/offers`);
      const allowed = await testApp.app.inject({ method: "POST", url: "/api/offers/import", headers: admin.headers });
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(remote.seen.length).toBe(1);
    } finally {
      await remote.close();
    }
  });
});

describe("setting-driven fetches outside the API refuse this machine's addresses", () => {
  let remote: Server;
  beforeAll(async () => {
    remote = await recordingServer(200, { data: [] });
  });
  afterAll(() => remote.close());
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("the footer retailers (general.mena_retailers.footer.config.api) are not fetched from 127.0.0.1", async () => {
    const warnings: string[] = [];
    const retailers = createFooterRetailers({ warn: (message) => warnings.push(message) });
    expect(await retailers(`${remote.origin}/retailers`)).toBeNull();
    expect(remote.seen).toEqual([]);
    expect(warnings.join("\n")).toContain("OUTBOUND_ALLOW_HOSTS");
  });

  it("the currency exchange (currency_exchange.api_url) is not fetched from a host resolving to 127.0.0.1", async () => {
    const errors: string[] = [];
    const exchange = createExchangeFetch({ error: (message) => errors.push(message) });
    const rate = await exchange({
      apiUrl: `http://localhost:${new URL(remote.origin).port}`,
      responseKey: "rate",
      startDateKey: "start",
      timeZone: "UTC",
    });
    expect(rate).toBeNull();
    expect(remote.seen).toEqual([]);
    expect(errors.join("\n")).toContain("OUTBOUND_ALLOW_HOSTS");
  });

  it("a stock feed URL (npm run import:stock -- <URL>) on 127.0.0.1 is refused unless allow-listed", async () => {
    const error = await openFeedSource(`${remote.origin}/feed.ndjson`).then(
      () => null,
      (problem: unknown) => problem,
    );
    expect(error).toBeInstanceOf(OutboundError);
    expect(remote.seen).toEqual([]);

    vi.stubEnv("OUTBOUND_ALLOW_HOSTS", "127.0.0.1");
    const { input } = await openFeedSource(`${remote.origin}/feed.ndjson`);
    const chunks: Buffer[] = [];
    for await (const chunk of input) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('{"data":[]}');
    expect(remote.seen.length).toBe(1);
  });
});
