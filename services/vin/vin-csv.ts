import { parse } from "csv-parse/sync";
import { normaliseVin, vinProblem, type VinProblem } from "../../model/vin/index.ts";

/** At most this many VINs in one list (a recall campaign is rarely above tens of thousands). */
const MAX_VINS = 200_000;

interface CsvIssue {
  /** 1-based line of the CSV (the header is line 1). */
  line: number;
  pointer: string;
  message: string;
}

export type CsvRead = { ok: true; vins: string[] } | { ok: false; issues: CsvIssue[] };

/** What is wrong with a VIN, in words: for an uploaded row and for a VIN added alone. */
export const VIN_PROBLEM_TEXT: Record<VinProblem, string> = {
  length: "A VIN has 17 characters.",
  characters: "A VIN holds only digits and the letters A to Z without I, O and Q.",
  check_digit: "The ninth character is not the VIN's check digit.",
};

/**
 * Reads an uploaded VIN list: CSV (comma or semicolon) whose header row names a `vin` column (other
 * columns, e.g. a model or a note, are ignored). Every VIN is normalised and checked; any bad row
 * refuses the whole file, each issue naming its line, so nothing is half-written. Duplicates count once.
 */
export function readVinCsv(text: string, options: { checkDigit: boolean }): CsvRead {
  let rows: string[][];
  try {
    const delimiter = (text.split("\n", 1)[0] ?? "").includes(";") ? ";" : ",";
    rows = parse(text, { delimiter, bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    return {
      ok: false,
      issues: [{ line: 1, pointer: "/", message: `Not a readable CSV file: ${(error as Error).message}` }],
    };
  }
  const header = (rows[0] ?? []).map((cell) => cell.toLowerCase());
  const column = header.indexOf("vin");
  if (column === -1)
    return { ok: false, issues: [{ line: 1, pointer: "/0", message: "The first row must name a vin column." }] };
  if (rows.length - 1 > MAX_VINS)
    return {
      ok: false,
      issues: [{ line: MAX_VINS + 2, pointer: "/", message: `A list holds at most ${MAX_VINS} VINs.` }],
    };

  const vins = new Set<string>();
  const issues: CsvIssue[] = [];
  rows.slice(1).forEach((row, index) => {
    const vin = normaliseVin(row[column] ?? "");
    const problem = vinProblem(vin, options);
    if (problem) {
      if (issues.length < 100)
        issues.push({ line: index + 2, pointer: `/${index + 1}/${column}`, message: VIN_PROBLEM_TEXT[problem] });
    } else vins.add(vin);
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, vins: [...vins] };
}
