/**
 * Codegen as a developer meets it: deterministic output, `--check` catching a schema edit that was not
 * regenerated, and the README's "add a block" steps (one schema, one component, `npm run codegen`)
 * giving a block that type-checks, validates and renders, in a copy of the repository.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../codegen/generate.ts";
import { staleFiles } from "../../codegen/output.ts";
import { ROOT } from "../../codegen/paths.ts";

const run = promisify(execFile);
const LEFT_OUT = new Set(["node_modules", "dist", "data", "test-results", ".git", "playwright-report"]);

describe("codegen", () => {
  it("writes byte-identical output on every run, and the committed generated/ is that output", async () => {
    const first = await generate();
    const second = await generate();
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [file, content] of first) expect(second.get(file), file).toBe(content);
    expect(staleFiles(first)).toEqual([]);
    // generated/ differing from codegen's output by one edit in a compiled validator (plain JS, not
    // formatted) or its declaration is caught like any other file.
    for (const file of ["contracts/validators/quote.js", "contracts/validators/quote.d.ts"]) {
      const edited = new Map(first).set(file, `${first.get(file)}// edited by hand\n`);
      expect(staleFiles(edited)).toEqual([file]);
    }
  }, 120_000);
});

describe("in a copy of the repository", () => {
  let copy: string;
  const inCopy = (...parts: string[]) => path.join(copy, ...parts);
  const npmRun = async (script: string, ...args: string[]): Promise<{ code: number; out: string }> => {
    try {
      const { stdout, stderr } = await run("npm", ["run", "-s", script, "--", ...args], {
        cwd: copy,
        env: { ...process.env, NODE_ENV: "test" },
      });
      return { code: 0, out: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout + failed.stderr };
    }
  };

  beforeAll(() => {
    copy = mkdtempSync(path.join(tmpdir(), "forecourt-codegen-"));
    cpSync(ROOT, copy, {
      recursive: true,
      filter: (source) => !LEFT_OUT.has(path.basename(source)) || path.dirname(source) !== ROOT,
    });
    symlinkSync(path.join(ROOT, "node_modules"), inCopy("node_modules"), "dir");
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("`codegen --check` passes, fails naming the stale files after a schema edit, and passes again after `codegen`", async () => {
    expect((await npmRun("codegen", "--check")).code).toBe(0);

    const schemaFile = inCopy("blocks", "quote", "block.schema.json");
    const schema = JSON.parse(readFileSync(schemaFile, "utf8")) as { properties: Record<string, { title?: string }> };
    schema.properties.author = { ...schema.properties.author, title: "Quoted person" };
    writeFileSync(schemaFile, JSON.stringify(schema, null, 2));

    const stale = await npmRun("codegen", "--check");
    expect(stale.code).not.toBe(0);
    expect(stale.out).toContain("generated/ is stale");
    expect(stale.out).toContain("generated/contracts/schemas/blocks/quote.schema.json");

    expect((await npmRun("codegen")).code).toBe(0);
    expect((await npmRun("codegen", "--check")).code).toBe(0);
  }, 240_000);

  it("a block added as the README says (schema + component + codegen) type-checks, validates and renders, its empty slot included", async () => {
    const readme = readFileSync(inCopy("README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Add a block"));
    const schema = /```json\n([\s\S]*?)```/.exec(section)![1]!.replaceAll("<key>", "my-block");
    const component = /```tsx\n([\s\S]*?)```/.exec(section)![1]!;
    mkdirSync(inCopy("blocks", "my-block"));
    writeFileSync(inCopy("blocks", "my-block", "block.schema.json"), schema);
    writeFileSync(inCopy("blocks", "my-block", "my-block.tsx"), component);

    const generated = await npmRun("codegen");
    expect(generated.code, generated.out).toBe(0);
    // Registered for the renderer and offered in the editor's block list, with its inspector fields.
    expect(readFileSync(inCopy("generated", "registry", "block-components.ts"), "utf8")).toContain(
      "blocks/my-block/my-block.tsx",
    );
    expect(readFileSync(inCopy("generated", "contracts", "editor-fields.ts"), "utf8")).toContain('"my-block"');

    // Type-check the new block and everything it reaches (the generated contracts among them).
    writeFileSync(
      inCopy("tsconfig.block.json"),
      JSON.stringify({ extends: "./tsconfig.json", include: ["blocks/my-block", "generated/registry"] }),
    );
    const typecheck = await run(path.join(ROOT, "node_modules", ".bin", "tsc"), ["-p", "tsconfig.block.json"], {
      cwd: copy,
    }).then(
      () => ({ code: 0, out: "" }),
      (error: { code: number; stdout: string }) => ({ code: error.code, out: error.stdout }),
    );
    expect(typecheck.code, typecheck.out).toBe(0);

    const page = {
      schemaVersion: 1,
      root: { props: { title: "Mine" } },
      content: [
        { type: "my-block", props: { id: "mine-1", heading: "Hello from my block" } },
        {
          type: "my-block",
          props: {
            id: "mine-2",
            heading: "With nested content",
            content: [{ type: "quote", props: { id: "q1", quote: "Nested quote", author: "Me" } }],
          },
        },
      ],
    };
    writeFileSync(inCopy("mine.json"), JSON.stringify(page));
    const valid = await npmRun("validate", "mine.json");
    expect(valid.code, valid.out).toBe(0);

    writeFileSync(
      inCopy("bad.json"),
      JSON.stringify({ ...page, content: [{ type: "my-block", props: { id: "mine-3" } }] }),
    );
    const invalid = await npmRun("validate", "bad.json");
    expect(invalid.code).not.toBe(0);
    expect(invalid.out).toContain("mine-3");

    const rendered = await npmRun("render", "mine.json");
    expect(rendered.code, rendered.out).toBe(0);
    expect(rendered.out).toContain("Hello from my block");
    expect(rendered.out).toContain("Nested quote");
    expect(rendered.out).not.toContain("Something went wrong");
  }, 180_000);

  it("the README's migration steps change that block's schema, and a page stored before still validates and renders", async () => {
    // Follows the block added (and the page `mine.json` stored) by the test above.
    const readme = readFileSync(inCopy("README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Change a block's schema"));
    const versionLine = JSON.parse(`{${/```json\n([\s\S]*?)```/.exec(section)![1]!}}`) as {
      "x-block": { version: number };
    };
    const migrationsModule = /```ts\n([\s\S]*?)```/.exec(section)![1]!;

    // The breaking change of the README's example: `heading` is now called `title`.
    const schemaFile = inCopy("blocks", "my-block", "block.schema.json");
    const schema = JSON.parse(readFileSync(schemaFile, "utf8")) as Record<string, unknown> & {
      properties: Record<string, unknown>;
      "x-block": Record<string, unknown>;
    };
    const { heading, ...otherProperties } = schema.properties;
    const renamed = JSON.parse(
      JSON.stringify({ ...schema, properties: { title: heading, ...otherProperties } })
        .replaceAll('"heading"', '"title"')
        .replaceAll('"/heading"', '"/title"'),
    );
    renamed["x-block"] = { ...renamed["x-block"], version: versionLine["x-block"].version };
    writeFileSync(schemaFile, JSON.stringify(renamed, null, 2));
    const componentFile = inCopy("blocks", "my-block", "my-block.tsx");
    writeFileSync(componentFile, readFileSync(componentFile, "utf8").replaceAll(/\bheading\b/g, "title"));

    // Without the migration, codegen says what is missing.
    const refused = await npmRun("codegen");
    expect(refused.code).not.toBe(0);
    expect(refused.out).toContain("blocks/my-block: x-block.version is 2, so add blocks/my-block/migrations.ts");

    writeFileSync(inCopy("blocks", "my-block", "migrations.ts"), migrationsModule);
    const stored = JSON.parse(readFileSync(inCopy("mine.json"), "utf8")) as unknown;
    mkdirSync(inCopy("blocks", "my-block", "migrations"));
    writeFileSync(
      inCopy("blocks", "my-block", "migrations", "heading.fixture.json"),
      JSON.stringify({ description: "heading becomes title", document: stored }),
    );
    const generated = await npmRun("codegen");
    expect(generated.code, generated.out).toBe(0);
    expect(readFileSync(inCopy("generated", "registry", "block-migrations.ts"), "utf8")).toContain(
      "blocks/my-block/migrations.ts",
    );

    // The page stored before the change (version 1, `heading`) still validates and renders.
    const valid = await npmRun("validate", "mine.json");
    expect(valid.code, valid.out).toBe(0);
    const rendered = await npmRun("render", "mine.json");
    expect(rendered.code, rendered.out).toBe(0);
    expect(rendered.out).toContain("Hello from my block");
    expect(rendered.out).toContain("Nested quote");
    // A page written today with the old field name is what the new schema refuses.
    writeFileSync(
      inCopy("current.json"),
      JSON.stringify({ ...(stored as object), blockVersions: { "image-tabs": 2, "my-block": 2, tabs: 2 } }),
    );
    const current = await npmRun("validate", "current.json");
    expect(current.code).not.toBe(0);
    expect(current.out).toContain("/content/0/props/title");

    // The contract suite picks the fixture up with no test code written.
    const contract = await run(
      path.join(ROOT, "node_modules", ".bin", "vitest"),
      ["run", "--reporter=verbose", "tests/contract/migrations.contract.test.ts"],
      { cwd: copy },
    ).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        out: error.stdout + error.stderr,
      }),
    );
    expect(contract.code, contract.out).toBe(0);
    expect(contract.out).toContain("heading.fixture.json");
  }, 240_000);
});
