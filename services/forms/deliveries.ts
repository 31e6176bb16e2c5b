import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import type { Selectable } from "kysely";
import type { LeadDeliveriesTable, LeadsTable } from "../db/schema.ts";
import type { FormsConfig } from "./forms-config.ts";
import type { FormDefinition, FormIntegrations } from "./form-types.ts";
import { exportCell, exportColumns } from "../../model/leads/export-rows.ts";
import { OutboundError, outboundFetch, type OutboundInit } from "../foundation/outbound-http.ts";
import { leadServiceDestination, type LeadServiceDestination } from "./lead-service-destination.ts";
import { escapeHtml } from "../../model/html/escape-html.ts";

/** A lead service's answers are small JSON documents. */
const LEAD_SERVICE_MAX_BYTES = 1024 * 1024;

/** What one delivery needs: the lead, its form and the form's integrations. */
export interface DeliveryContext {
  delivery: Selectable<LeadDeliveriesTable>;
  lead: Selectable<LeadsTable>;
  form: FormDefinition;
  integrations: FormIntegrations;
}

/** Thrown for a delivery that no retry can fix (nothing configured): it is marked failed at once. */
export class PermanentDeliveryError extends Error {}

function leadTable(form: FormDefinition, data: Record<string, unknown>): { text: string; html: string } {
  const columns = exportColumns(form.schema, form.ui_schema).slice(2);
  const rows = columns.map((column) => [column.title, exportCell(data[column.key])] as const);
  return {
    text: rows.map(([title, value]) => `${title}: ${value}`).join("\n"),
    html: `<table>${rows.map(([title, value]) => `<tr><th align="left">${escapeHtml(title)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>`,
  };
}

/**
 * Sends what the outbox holds: notification and confirmation e-mails through SMTP (nodemailer), and
 * the lead service (POST {base}/api/leads, then GET {base}/api/leads/{id}/salesforce_data).
 * Each call has its own timeout; the worker runs them, never the visitor's request.
 */
export class Deliverer {
  readonly #mail: Transporter | null;

  constructor(private readonly config: FormsConfig) {
    this.#mail = config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : null;
  }

  async deliver(context: DeliveryContext): Promise<unknown> {
    const data = JSON.parse(context.lead.data) as Record<string, unknown>;
    switch (context.delivery.kind) {
      case "notification":
        return this.#notify(context.form, context.lead, data);
      case "confirmation":
        return this.#confirm(context.form, data);
      case "lead_service":
        return this.#leadService(context, data);
    }
  }

  /** Sends one e-mail through SMTP (the orders outbox sends its e-mails here too). */
  async send(message: SendMailOptions): Promise<unknown> {
    if (!this.#mail) throw new PermanentDeliveryError("SMTP_URL is not set: e-mail cannot be sent");
    const info = (await this.#mail.sendMail({ from: this.config.mailFrom, ...message })) as { messageId?: string };
    return { message_id: info.messageId ?? null };
  }

  #notify(form: FormDefinition, lead: Selectable<LeadsTable>, data: Record<string, unknown>): Promise<unknown> {
    const { notifications } = form.settings;
    if (notifications.recipients.length === 0)
      throw new PermanentDeliveryError("the form's notifications have no recipients");
    const table = leadTable(form, data);
    return this.send({
      to: notifications.recipients,
      subject: notifications.subject || `New lead: ${form.name}`,
      text: `A new lead for ${form.name} (${lead.id}, ${lead.created_at}):\n\n${table.text}`,
      html: `<p>A new lead for ${escapeHtml(form.name)} (${lead.id}, ${lead.created_at}):</p>${table.html}`,
    });
  }

  #confirm(form: FormDefinition, data: Record<string, unknown>): Promise<unknown> {
    const { confirmations } = form.settings;
    const to = confirmations.email_field ? data[confirmations.email_field] : undefined;
    if (typeof to !== "string" || !to.includes("@"))
      throw new PermanentDeliveryError(
        `the lead has no e-mail address in ${confirmations.email_field ?? "(no field set)"}`,
      );
    return this.send({
      to,
      subject: confirmations.subject,
      html: confirmations.html || `<p>${escapeHtml(form.settings.thank_you.title)}</p>`,
    });
  }

  async #leadService(context: DeliveryContext, data: Record<string, unknown>): Promise<unknown> {
    const settings = context.integrations.lead_service;
    const destination = leadServiceDestination(settings.base_url, this.config.leadsApiUrl);
    if (!destination)
      throw new PermanentDeliveryError("no lead service URL: set LEADS_API_URL or the form's integration base_url");
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    // The token is the operator's credential for the operator's service: never sent anywhere else.
    if (destination.operator && this.config.leadsApiToken)
      headers.authorization = `Bearer ${this.config.leadsApiToken}`;
    const call = (path: string, label: string, init: OutboundInit) =>
      this.#leadServiceCall(destination, path, label, {
        ...init,
        destination: destination.operator ? "operator" : "setting",
        timeoutMs: 15_000,
        maxBytes: LEAD_SERVICE_MAX_BYTES,
      });
    const response = await call("/api/leads", "POST /api/leads", {
      method: "POST",
      headers: { ...headers, "idempotency-key": context.delivery.id },
      body: JSON.stringify({
        lead: {
          id: context.lead.id,
          form_id: context.form.id,
          form_name: context.form.name,
          created_at: context.lead.created_at,
          data,
        },
      }),
    });
    const created = (await response.json().catch(() => ({}))) as {
      id?: string | number;
      data?: { id?: string | number };
    };
    const remoteId = created.id ?? created.data?.id ?? null;
    if (!settings.fetch_salesforce_data || remoteId === null) return { lead_id: remoteId };
    const salesforce = await call(
      `/api/leads/${encodeURIComponent(String(remoteId))}/salesforce_data`,
      "GET salesforce_data",
      { headers },
    );
    return { lead_id: remoteId, salesforce_data: await salesforce.json().catch(() => null) };
  }

  /**
   * One lead-service request; a failure's stored message (editors read it on the lead) names the
   * remote's status only for the operator's own service. For a URL from the form's integrations it
   * says only that the delivery failed: an error that varied with what answers behind an arbitrary
   * URL would let whoever reads it probe that URL.
   */
  async #leadServiceCall(
    destination: LeadServiceDestination,
    path: string,
    what: string,
    init: OutboundInit,
  ): Promise<Response> {
    let response: Response;
    try {
      response = await outboundFetch(`${destination.base}${path}`, init);
    } catch (error) {
      if (error instanceof OutboundError && error.problem === "refused_address")
        throw new PermanentDeliveryError(
          "the form's lead service URL is refused by the outbound policy (a private or loopback address that OUTBOUND_ALLOW_HOSTS does not name)",
        );
      if (destination.operator) throw error;
      throw new Error(`the form's lead service could not be reached (${what})`);
    }
    if (response.ok) return response;
    await response.body?.cancel();
    if (destination.operator) throw new Error(`lead service answered ${response.status} to ${what}`);
    throw new Error(`the form's lead service did not accept the lead (${what})`);
  }

  close(): void {
    this.#mail?.close();
  }
}
