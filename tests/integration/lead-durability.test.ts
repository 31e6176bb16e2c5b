/**
 * Leads are never lost (issue 10): the real server process takes a burst of concurrent lead posts,
 * is killed with SIGKILL in the middle of it, and restarted. Every lead it acknowledged (201) must
 * be in the database, and the restarted process's outbox must finish delivering each of them, to a
 * real local SMTP server and a local HTTP lead service (at least once: a delivery cut off by the
 * kill may be sent again). The visitors' browsers then retry every post with its Idempotency-Key
 * (an acknowledged one too: its answer may have been lost on the way): each visitor's lead is stored
 * exactly once, and an acknowledged lead keeps its id.
 */
import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFormSchemas } from "../../model/forms/field-kinds.ts";
import { FormsStore } from "../../services/forms/forms-store.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/databases.ts";
import { freePort, startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { startSmtpServer } from "../support/smtp.ts";

const BURST = 240;
const IN_FLIGHT = 24;
/** The kill comes after this many acknowledgements, with many posts still in flight. */
const KILL_AFTER = 60;

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    request.on("end", () => resolve(text));
  });
}

async function startLeadService() {
  const received = new Set<string>();
  const server = createServer(async (request, response) => {
    const text = await body(request);
    if (request.method === "POST" && request.url === "/api/leads") {
      received.add((JSON.parse(text) as { lead: { id: string } }).lead.id);
      response.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ id: received.size }));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(DATABASE_KINDS)("lead durability on %s", (kind) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let leadService: Awaited<ReturnType<typeof startLeadService>>;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpServer();
    leadService = await startLeadService();
  }, 60_000);
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    await smtp.close();
    await leadService.close();
    await database.drop();
  });

  it("keeps every acknowledged lead across a SIGKILL mid-burst, and the outbox delivers each after restart", async () => {
    const store = new FormsStore(database.handle);
    const { schema, ui_schema } = buildFormSchemas([
      { name: "name", kind: "string", label: "Name", required: true },
      { name: "email", kind: "email", label: "E-mail", required: true },
    ]);
    const form = await store.createForm(
      {
        name: "Durable",
        status: "published",
        schema,
        ui_schema,
        settings: {
          thank_you: { title: "Thanks", html: "" },
          notifications: { enabled: true, recipients: ["sales@example.com"], subject: "Lead" },
          confirmations: { enabled: false, email_field: "email", subject: "", html: "" },
        },
      },
      { lead_service: { enabled: true } },
    );
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "forecourt-durability-")),
      SEED_PAGES_DIR: path.resolve("tests/fixtures/pages"),
      DEMO_VEHICLES: "0",
      LOG_LEVEL: "error",
      SMTP_URL: smtp.url,
      // The operator's lead service (a form's own base_url on 127.0.0.1 would need OUTBOUND_ALLOW_HOSTS).
      LEADS_API_URL: leadService.url,
      LEAD_RATE_LIMIT: "100000",
      OUTBOX_POLL_MS: "100",
      OUTBOX_CLAIM_MS: "2000",
      OUTBOX_RETRY_MS: "200",
    };
    const port = await freePort();
    server = await startServerProcess(env, port);

    const acknowledged = new Set<string>();
    /** Visitor index -> the lead id the server acknowledged. */
    const acknowledgedBy = new Map<number, string>();
    let killed = false;
    let next = 0;
    const send = (index: number) =>
      fetch(`${server!.base}/forms/${form.id}/leads`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "idempotency-key": `burst-${index}`,
          // What the form island's fetch sends: lead posts must come from a page of this site.
          origin: server!.base,
        },
        body: JSON.stringify({ data: { name: `Visitor ${index}`, email: `v${index}@example.com` } }),
      });
    const post = async (index: number) => {
      try {
        const response = await send(index);
        if (response.status === 201) {
          const { id } = (await response.json()) as { id: string };
          acknowledged.add(id);
          acknowledgedBy.set(index, id);
        }
      } catch {
        // The connection died with the server: not acknowledged, so the visitor's browser retries.
      }
      if (!killed && acknowledged.size >= KILL_AFTER) {
        killed = true;
        server!.child.kill("SIGKILL");
      }
    };
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < BURST && !killed) await post(next++);
      }),
    );
    if (!killed) server.child.kill("SIGKILL");
    await server.exited;
    expect(killed, "the burst ended before enough leads were acknowledged").toBe(true);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);

    // Restart on the same database: every acknowledged lead is there.
    server = await startServerProcess(env, port);
    const stored = new Set(
      (await database.handle.db.selectFrom("leads").select("id").where("form_id", "=", form.id).execute()).map(
        (row) => row.id,
      ),
    );
    const missing = [...acknowledged].filter((id) => !stored.has(id));
    expect(missing).toEqual([]);

    // Every visitor whose post was under way retries it with the same key: one lead each, ids kept.
    const attempted = next;
    const retried = new Map<number, string>();
    for (let index = 0; index < attempted; index++) {
      const response = await send(index);
      expect(response.status, `retry of visitor ${index}`).toBeLessThan(300);
      retried.set(index, ((await response.json()) as { id: string }).id);
    }
    expect([...acknowledgedBy].filter(([index, id]) => retried.get(index) !== id)).toEqual([]);
    const leads = await database.handle.db
      .selectFrom("leads")
      .select(["id", "data"])
      .where("form_id", "=", form.id)
      .execute();
    const perVisitor = new Map<string, number>();
    for (const lead of leads) {
      const email = (JSON.parse(lead.data) as { email: string }).email;
      perVisitor.set(email, (perVisitor.get(email) ?? 0) + 1);
    }
    expect([...perVisitor].filter(([, count]) => count !== 1)).toEqual([]);
    expect(perVisitor.size).toBe(attempted);

    // The outbox finishes: each acknowledged lead reaches the lead service and the SMTP server.
    const deadline = Date.now() + 90_000;
    const mailed = () =>
      new Set(smtp.messages.flatMap((mail) => [...mail.raw.matchAll(/[0-9a-f-]{36}/g)].map((m) => m[0])));
    while (Date.now() < deadline) {
      const pending = await database.handle.db
        .selectFrom("lead_deliveries")
        .select("id")
        .where("status", "!=", "delivered")
        .executeTakeFirst();
      if (!pending) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const everyLead = leads.map((lead) => lead.id);
    expect(everyLead.filter((id) => !leadService.received.has(id))).toEqual([]);
    const sent = mailed();
    expect(everyLead.filter((id) => !sent.has(id))).toEqual([]);
    const undelivered = await database.handle.db
      .selectFrom("lead_deliveries")
      .select(["status", "last_error"])
      .where("status", "!=", "delivered")
      .execute();
    expect(undelivered).toEqual([]);
  }, 420_000);
});
