// The feed worker's entry when the code runs from its TypeScript source (tsx, vitest): Node does not
// load TypeScript in a worker thread, and tsx's loader is not passed on to one, so it is registered
// here first (decision 094). Built bundles start dist/*/feed-worker.js instead.
import { register } from "tsx/esm/api";

register();
await import("./feed-worker.ts");
