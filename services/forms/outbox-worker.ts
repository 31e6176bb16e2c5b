import { retryDelay } from "../../model/leads/delivery-schedule.ts";
import { PermanentDeliveryError, type Deliverer } from "./deliveries.ts";
import type { FormsConfig } from "./forms-config.ts";
import type { FormsStore } from "./forms-store.ts";

/**
 * The outbox worker (one per server process): every `outboxPollMs` it claims due deliveries (the
 * store's claim is safe across processes), delivers them a few at a time and records the outcome: a
 * failure is retried with backoff (model/leads/delivery-schedule.ts) until it runs out of tries and
 * is marked failed, visible on the lead and re-sendable. A crashed worker's claims lapse and come back.
 */
export class OutboxWorker {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #stopped = false;
  #ticks = 0;

  constructor(
    private readonly store: FormsStore,
    private readonly deliverer: Deliverer,
    private readonly config: FormsConfig,
    private readonly log: (message: string) => void = () => {},
    private readonly batch = 10,
  ) {}

  start(): void {
    this.#stopped = false;
    this.#schedule(0);
  }

  #schedule(delay: number): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#running = this.runOnce()
        .then((count) => this.#schedule(count === this.batch ? 0 : this.config.outboxPollMs))
        .catch((error: unknown) => {
          this.log(`outbox: ${(error as Error).message}`);
          this.#schedule(this.config.outboxPollMs);
        });
    }, delay);
    this.#timer.unref();
  }

  /** One round: claim, deliver, record. Returns how many deliveries it handled. */
  async runOnce(): Promise<number> {
    if (++this.#ticks % 600 === 0) await this.store.sweepIdempotencyKeys();
    const claimed = await this.store.claimDeliveries(this.batch, this.config.outboxClaimMs);
    await Promise.all(
      claimed.map(async (delivery) => {
        try {
          const lead = await this.store.getLeadById(delivery.lead_id);
          const form = lead ? await this.store.getForm(lead.form_id) : null;
          const integrations = lead ? await this.store.getIntegrations(lead.form_id) : null;
          if (!lead || !form || !integrations) throw new PermanentDeliveryError("the lead or its form was deleted");
          const response = await this.deliverer.deliver({ delivery, lead, form, integrations });
          await this.store.markDelivered(delivery.id, response);
        } catch (error) {
          const permanent = error instanceof PermanentDeliveryError;
          const retry = permanent ? null : retryDelay(delivery.attempts, undefined, this.config.outboxRetryMs);
          await this.store.markFailed(delivery.id, (error as Error).message, retry);
        }
      }),
    );
    return claimed.length;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running?.catch(() => {});
  }
}
