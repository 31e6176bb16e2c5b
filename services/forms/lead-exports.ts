import { createReadStream, createWriteStream, mkdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { CSV_BOM, csvLine, exportColumns, exportRow } from "../../model/leads/export-rows.ts";
import type { FormsStore, LeadExport, LeadQuery } from "./forms-store.ts";

/** A running export's row stops moving for this long: its process died; the job is failed, not left running. */
const STALE_MS = 60_000;
/** How often a running export writes its progress (rows written) for the admin's progress bar. */
const PROGRESS_EVERY_MS = 250;
/**
 * How long an export (its file of personal data, and its job) is kept: long enough to download it,
 * not a second copy of every lead kept forever. Older ones answer 410 and are swept.
 */
const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
/** How often the server sweeps expired exports. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Lead exports (create, poll, download). The job writes the file under DATA_DIR page by page
 * (500 leads at a time, keyset order), so memory stays flat however many leads a form has; CSV is
 * UTF-8 with a BOM (spreadsheet programs need it), XLSX goes through exceljs's streaming writer
 * (decision 035). Status and progress live in lead_exports, so any process can answer a poll.
 */
export class LeadExporter {
  readonly #running = new Set<Promise<void>>();

  constructor(
    private readonly store: FormsStore,
    private readonly directory: string,
    private readonly log: (message: string) => void = () => {},
  ) {}

  fileOf(job: Pick<LeadExport, "id" | "format">): string {
    return path.join(this.directory, `${job.id}.${job.format}`);
  }

  /** A new job, or `running`: the form's export still being written (one at a time per form). */
  async create(
    formId: string,
    format: "csv" | "xlsx",
    query: Omit<LeadQuery, "items" | "page">,
  ): Promise<{ created: LeadExport } | { running: LeadExport }> {
    await this.sweep();
    const started = await this.store.createExport(formId, format, query, new Date(Date.now() - STALE_MS).toISOString());
    if (!("created" in started)) return started;
    const job = started.created;
    const run = this.#run(job, query)
      .catch(async (error: unknown) => {
        this.log(`lead export ${job.id}: ${(error as Error).message}`);
        await this.store.updateExport(job.id, { status: "failed", error: "The export could not be written." });
      })
      .finally(() => this.#running.delete(run));
    this.#running.add(run);
    return { created: job };
  }

  /** True when the export is past its time to live (its download answers 410; the sweep deletes it). */
  expired(job: Pick<LeadExport, "created_at">): boolean {
    return Date.parse(job.created_at) < Date.now() - EXPORT_TTL_MS;
  }

  /** Deletes the exports past their time to live, files first (a job whose file is gone would offer nothing). */
  async sweep(): Promise<void> {
    for (const job of await this.store.expiredExports(new Date(Date.now() - EXPORT_TTL_MS).toISOString())) {
      if (job.status === "pending" || job.status === "running") continue;
      await rm(this.fileOf(job), { force: true });
      await this.store.deleteExport(job.id);
    }
  }

  #sweeper: NodeJS.Timeout | null = null;

  /** Sweeps expired exports now and then (the server process). */
  startSweeping(): void {
    if (this.#sweeper) return;
    this.#sweeper = setInterval(() => {
      this.sweep().catch((error: unknown) => this.log(`lead export sweep: ${(error as Error).message}`));
    }, SWEEP_EVERY_MS);
    this.#sweeper.unref();
  }

  /** The job as a poll sees it; a job whose process died is reported failed. */
  async status(formId: string, exportId: string): Promise<LeadExport | undefined> {
    const job = await this.store.getExport(formId, exportId);
    if (
      job &&
      (job.status === "running" || job.status === "pending") &&
      Date.parse(job.updated_at) < Date.now() - STALE_MS
    ) {
      await this.store.updateExport(job.id, {
        status: "failed",
        error: "The export was interrupted; start a new one.",
      });
      return this.store.getExport(formId, exportId);
    }
    return job;
  }

  open(job: LeadExport): NodeJS.ReadableStream {
    return createReadStream(this.fileOf(job));
  }

  async #run(job: LeadExport, query: Omit<LeadQuery, "items" | "page">): Promise<void> {
    const form = await this.store.getForm(job.form_id);
    if (!form) throw new Error("the form was deleted");
    const total = await this.store.countLeads(job.form_id, query.from, query.to);
    await this.store.updateExport(job.id, { status: "running", total });
    mkdirSync(this.directory, { recursive: true });
    const columns = exportColumns(form.schema, form.ui_schema);
    const file = this.fileOf(job);
    let written = 0;
    let reportedAt = 0;
    // The progress bar polls a few times a second: reporting more often only adds commits (each one a
    // WAL flush on PostgreSQL) to the export's own time.
    const progress = async (count: number) => {
      written += count;
      if (Date.now() - reportedAt < PROGRESS_EVERY_MS) return;
      reportedAt = Date.now();
      await this.store.updateExport(job.id, { written });
    };
    try {
      if (job.format === "csv") {
        const out = createWriteStream(file, { encoding: "utf8" });
        const write = async (text: string) => {
          if (!out.write(text)) await once(out, "drain");
        };
        await write(CSV_BOM + csvLine(columns.map((column) => column.title)));
        for await (const page of this.store.leadPages(job.form_id, query)) {
          await write(
            page
              .map((lead) =>
                csvLine(exportRow(columns, { ...lead, data: JSON.parse(lead.data) as Record<string, unknown> })),
              )
              .join(""),
          );
          await progress(page.length);
        }
        out.end();
        await once(out, "finish");
      } else {
        // Loaded for the first spreadsheet only: the library takes about a second to load, at every start.
        const { default: ExcelJS } = await import("exceljs");
        const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
          filename: file,
          useStyles: false,
          useSharedStrings: false,
        });
        const sheet = workbook.addWorksheet("Leads");
        sheet.addRow(columns.map((column) => column.title)).commit();
        for await (const page of this.store.leadPages(job.form_id, query)) {
          for (const lead of page)
            sheet
              .addRow(exportRow(columns, { ...lead, data: JSON.parse(lead.data) as Record<string, unknown> }))
              .commit();
          await progress(page.length);
        }
        sheet.commit();
        await workbook.commit();
      }
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    await this.store.updateExport(job.id, { status: "done", written });
  }

  /** Waits for the exports this process is writing (tests, shutdown). */
  async settle(): Promise<void> {
    if (this.#sweeper) clearInterval(this.#sweeper);
    this.#sweeper = null;
    await Promise.all([...this.#running]);
  }
}
