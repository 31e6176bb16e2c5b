import { describe, expect, it } from "vitest";
import {
  MAX_RUNNING_COMPILES,
  MAX_STYLESHEET_CHARS,
  MAX_WAITING_COMPILES,
  compileStylesheet,
} from "./compile-stylesheet.ts";

/** Takes the compiler a while (a few hundred ms) without producing much CSS. */
const SLOW = "$n: 0; @for $i from 1 through 10000 { $n: $n + 1; } .slow { width: $n; }";

describe("the stylesheet compiler's bounds", () => {
  it("refuses a source over the length limit without compiling it", async () => {
    const result = await compileStylesheet(
      `.a { color: red; }\n${"/* x */".repeat(MAX_STYLESHEET_CHARS / 7 + 1)}`,
      "scss",
    );
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining(`${MAX_STYLESHEET_CHARS} characters`) });
  });

  it("compiles a few at once, queues a few more and answers busy beyond that", async () => {
    const count = MAX_RUNNING_COMPILES + MAX_WAITING_COMPILES + 3;
    const results = await Promise.all(Array.from({ length: count }, () => compileStylesheet(SLOW, "scss", 30_000)));
    const busy = results.filter((result) => !result.ok && "busy" in result);
    expect(busy).toHaveLength(3);
    expect(results.filter((result) => result.ok)).toHaveLength(MAX_RUNNING_COMPILES + MAX_WAITING_COMPILES);
    // Slots are given back: the next compile runs.
    expect(await compileStylesheet(".again { color: red }", "scss")).toEqual({ ok: true, css: ".again{color:red}" });
  }, 60_000);

  it("stops a compile that runs out of its heap and says so, and the server lives on", async () => {
    // A string doubled 24 times: in a worker thread with resourceLimits this aborted the whole process.
    const result = await compileStylesheet(
      '$s: "aaaaaaaaaaaaaaaa"; @for $i from 1 through 24 { $s: $s + $s; } .x { content: $s; }',
      "scss",
      30_000,
    );
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/memory/i) });
  }, 60_000);
});
