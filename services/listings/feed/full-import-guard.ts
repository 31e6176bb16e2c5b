import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { settingsReader } from "../../settings/index.ts";

/** The setting that bounds the share of rejected rows a full import may have and still switch. */
const MAX_REJECTED_RATIO_KEY = "stock_import.max_rejected_ratio";

/** Why a full import did not switch the stock: stored in the import's `refusal`, one code per cause. */
type RefusalCode = "no_valid_rows" | "too_many_rejections";

export interface Refusal {
  code: RefusalCode;
  /** For the admin and the command line: what was wrong, that nothing changed, and how to switch anyway. */
  message: string;
}

/** What the guard weighs, counted while the feed was read: no extra pass over the data. */
export interface ImportTally {
  /** Records read from the feed (blank lines not counted). */
  rowsRead: number;
  /** Rows that would be written: valid, not repeating an earlier row, not taking another vehicle's VIN. */
  rowsKept: number;
}

/** The share of rejected rows above which a full import does not switch, from the settings. */
export async function readMaxRejectedRatio(db: Kysely<Database>): Promise<number> {
  // Checked on write (422); a value put into the database by hand that breaks the definition falls back.
  return Number(await settingsReader(db).read(MAX_REJECTED_RATIO_KEY));
}

const HOW_TO_FORCE =
  "the previous stock stays published. Fix the feed, or import it again with force_switch " +
  "(--force-switch on the command line) to replace the stock anyway";

/**
 * Whether a full import may switch: not when no row of the feed is valid (an HTML error page, an
 * empty or truncated download), nor when more than `maxRejectedRatio` of its rows were rejected. A
 * full feed unpublishes every vehicle it does not name, so a broken one would empty the site.
 */
export function fullImportRefusal(tally: ImportTally, maxRejectedRatio: number): Refusal | null {
  if (tally.rowsKept <= 0)
    return {
      code: "no_valid_rows",
      message:
        tally.rowsRead === 0
          ? `The full feed has no valid row: it is empty; ${HOW_TO_FORCE}.`
          : `The full feed has no valid row: all ${tally.rowsRead} rows were rejected (is it the feed, or an error page?); ${HOW_TO_FORCE}.`,
    };
  const rejected = tally.rowsRead - tally.rowsKept;
  if (rejected / tally.rowsRead > maxRejectedRatio)
    return {
      code: "too_many_rejections",
      message:
        `${rejected} of ${tally.rowsRead} rows (${percent(rejected / tally.rowsRead)}) were rejected, more than ` +
        `the ${percent(maxRejectedRatio)} ${MAX_REJECTED_RATIO_KEY} allows; ${HOW_TO_FORCE}.`,
    };
  return null;
}

function percent(ratio: number): string {
  return `${Math.round(ratio * 1000) / 10}%`;
}
