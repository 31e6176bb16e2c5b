import { api } from "../../model/api/client.ts";
import { siteRoutes } from "../../model/api/site-routes.ts";
import { MAX_REPORTS_PER_POST, scrubReport, type BrowserErrorReport } from "../../model/diagnostics/browser-errors.ts";

/** Reports caught close together go in one post. */
const BATCH_DELAY_MS = 1000;

interface ErrorSink {
  taken: boolean;
  take(report: (raw: unknown) => void): void;
}

/**
 * Sends the errors the page's inline buffer catches (renderer/site/error-buffer-script.ts): those
 * from before this script loaded first, then each new one, scrubbed, a few per post. Nothing
 * happens when the buffer is absent (the visit was not sampled, or reporting is off).
 */
export function startErrorReporter(): void {
  const sink = (window as unknown as { __fcErrorSink?: ErrorSink }).__fcErrorSink;
  if (!sink || sink.taken) return;
  let queue: BrowserErrorReport[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const errors = queue.splice(0, MAX_REPORTS_PER_POST);
    queue = [];
    if (errors.length === 0) return;
    // keepalive: a report made just before the visitor leaves still arrives. A failed report is dropped:
    // reporting must never cause errors of its own.
    api.call(siteRoutes.browserErrorReport, { body: { errors } }, { keepalive: true }).catch(() => {});
  };
  sink.take((raw) => {
    const report = scrubReport(raw);
    if (!report) return;
    queue.push(report);
    timer ??= setTimeout(flush, BATCH_DELAY_MS);
  });
  addEventListener("pagehide", () => {
    if (timer !== null) {
      clearTimeout(timer);
      flush();
    }
  });
}
