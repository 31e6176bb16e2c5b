import mexicoCity from "./results/2026-round-1-mexico-city.json" with { type: "json" };
import diriyah from "./results/2026-round-2-diriyah.json" with { type: "json" };
import monaco from "./results/2026-round-3-monaco.json" with { type: "json" };
import berlin from "./results/2026-round-4-berlin.json" with { type: "json" };
import london from "./results/2026-round-5-london.json" with { type: "json" };

interface RaceResult {
  position: number;
  driver: string;
  team: string;
  /** The winner's race time, the gap for everyone else. */
  time: string;
  points: number;
}

export interface RaceResults {
  event: string;
  season: string;
  round: number;
  /** YYYY-MM-DD */
  date: string;
  circuit: string;
  results: RaceResult[];
}

/**
 * The five results files the block's `url` select offers, bundled with the block so it renders with no
 * request (static: no JavaScript, no fetch). The keys are the select's values.
 */
export const RESULTS_FILES: Readonly<Record<string, RaceResults>> = {
  "results/2026-round-1-mexico-city.json": mexicoCity,
  "results/2026-round-2-diriyah.json": diriyah,
  "results/2026-round-3-monaco.json": monaco,
  "results/2026-round-4-berlin.json": berlin,
  "results/2026-round-5-london.json": london,
};
