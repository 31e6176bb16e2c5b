import type { Selectable } from "kysely";
import type { LeadDeliveriesTable } from "../db/schema.ts";
import { backoff, DueRowWorker } from "../foundation/due-row-worker.ts";
import { PermanentDeliveryError, type Deliverer } from "./deliveries.ts";
import type { FormsConfig } from "./forms-config.ts";
import type { FormsStore } from "./forms-store.ts";

/**
 * The outbox worker (one per server process; the foundation's due-row worker, decision 083): every
 * `outboxPollMs` it claims due deliveries (the store's claim is safe across processes), delivers them
 * a few at a time and records the outcome: a failure is retried with backoff
 * (model/leads/delivery-schedule.ts) until it runs out of tries and is marked failed, visible on the
 * lead and re-sendable. A crashed worker's claims lapse and come back.
 */
export class OutboxWorker {
  readonly #worker: DueRowWorker<Selectable<LeadDeliveriesTable>>;
  #ticks = 0;

  constructor(
    private readonly store: FormsStore,
    private readonly deliverer: Deliverer,
    private readonly config: FormsConfig,
    log: (message: string) => void = () => {},
    batch = 10,
  ) {
    this.#worker = new DueRowWorker(
      {
        name: "outbox",
        pollMs: config.outboxPollMs,
        batch,
        beforeRound: async () => {
          if (++this.#ticks % 600 === 0) await this.store.sweepIdempotencyKeys();
        },
        claim: (limit) => this.store.claimDeliveries(limit, this.config.outboxClaimMs),
        run: (delivery) => this.#deliver(delivery),
      },
      log,
    );
  }

  start(): void {
    this.#worker.start();
  }

  /** One round: claim, deliver, record. Returns how many deliveries it handled. */
  runOnce(): Promise<number> {
    return this.#worker.runOnce();
  }

  async #deliver(delivery: Selectable<LeadDeliveriesTable>): Promise<void> {
    try {
      const lead = await this.store.getLeadById(delivery.lead_id);
      const form = lead ? await this.store.getForm(lead.form_id) : null;
      const integrations = lead ? await this.store.getIntegrations(lead.form_id) : null;
      if (!lead || !form || !integrations) throw new PermanentDeliveryError("the lead or its form was deleted");
      const response = await this.deliverer.deliver({ delivery, lead, form, integrations });
      await this.store.markDelivered(delivery.id, response);
    } catch (error) {
      const retry = backoff(delivery.attempts, this.config.outboxRetryMs, error instanceof PermanentDeliveryError);
      await this.store.markFailed(delivery.id, (error as Error).message, retry);
    }
  }

  stop(): Promise<void> {
    return this.#worker.stop();
  }
}
