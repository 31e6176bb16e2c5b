/**
 * Codegen as a developer meets it: deterministic output, `--check` catching a schema edit that was not
 * regenerated, and the README's "add a block" steps (one schema, one component, `npm run codegen`)
 * giving a block that type-checks, validates and renders, in a copy of the repository.
 *
 * Codegen runs in this process on the copy: the copy's own codegen modules, whose paths resolve inside
 * the copy, doing what `npm run codegen` does (codegen/cli.ts: generate, then write). As a child process
 * each run paid npm, tsx and a cold start of codegen and Prettier again: about 22 s of CPU, against 9 s
 * for a run in a warm process (decision 184). The command itself still runs once, as CI runs it
 * (`--check` on a stale tree); the README's other commands (`validate`, `render`, `tsc`, the contract
 * suite) run as the developer types them.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as codegen from "../../codegen/generate.ts";
import type * as codegenLoad from "../../codegen/load.ts";
import * as codegenOutput from "../../codegen/output.ts";
import { ROOT } from "../../codegen/paths.ts";
import type { PageIssue } from "../../model/page-document/validate.ts";

const run = promisify(execFile);
const LEFT_OUT = new Set(["node_modules", "dist", "data", "test-results", ".git", "playwright-report"]);

/** Codegen's modules as imported from one checkout: their paths (codegen/paths.ts) point into it. */
interface Codegen {
  generate: typeof codegen.generate;
  loadSchemas: typeof codegenLoad.loadSchemas;
  staleFiles: typeof codegenOutput.staleFiles;
  writeFiles: typeof codegenOutput.writeFiles;
}

/** One entry of `npm run validate -- --json`'s report (services/cli/validate.ts): an issue and its file. */
type ValidationProblem = Partial<PageIssue> & { file: string };

async function codegenOf(checkout: string): Promise<Codegen> {
  const [generate, load, output] = await Promise.all([
    import(path.join(checkout, "codegen", "generate.ts")) as Promise<typeof codegen>,
    import(path.join(checkout, "codegen", "load.ts")) as Promise<typeof codegenLoad>,
    import(path.join(checkout, "codegen", "output.ts")) as Promise<typeof codegenOutput>,
  ]);
  return {
    generate: generate.generate,
    loadSchemas: load.loadSchemas,
    staleFiles: output.staleFiles,
    writeFiles: output.writeFiles,
  };
}

describe("codegen in a copy of the repository", () => {
  let copy: string;
  let inCopyCodegen: Codegen;
  const inCopy = (...parts: string[]) => path.join(copy, ...parts);
  const npmRun = async (script: string, ...args: string[]): Promise<{ code: number; out: string; stdout: string }> => {
    try {
      const { stdout, stderr } = await run("npm", ["run", "-s", script, "--", ...args], {
        cwd: copy,
        env: { ...process.env, NODE_ENV: "test" },
      });
      return { code: 0, out: stdout + stderr, stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout + failed.stderr, stdout: failed.stdout };
    }
  };
  /**
   * `npm run validate -- --json` on a page the test expects valid and one it expects invalid, in one
   * process (each start imports the validators and the page model): the report's problems, all of which
   * must be the invalid page's.
   */
  const validateValidAndInvalid = async (valid: string, invalid: string): Promise<ValidationProblem[]> => {
    const result = await npmRun("validate", "--json", valid, invalid);
    expect(result.code, result.out).toBe(1);
    const report = JSON.parse(result.stdout) as { checked: number; invalid: number; problems: ValidationProblem[] };
    expect(report.checked).toBe(2);
    expect(report.invalid, result.stdout).toBe(1);
    for (const problem of report.problems) expect(problem.file, result.stdout).toBe(invalid);
    return report.problems;
  };
  /** `npm run codegen` (codegen/cli.ts) in the copy: the files it wrote. */
  const codegenInCopy = async (): Promise<Map<string, string>> => {
    const files = await inCopyCodegen.generate();
    inCopyCodegen.writeFiles(files);
    return files;
  };

  beforeAll(async () => {
    copy = mkdtempSync(path.join(tmpdir(), "forecourt-codegen-"));
    cpSync(ROOT, copy, {
      recursive: true,
      filter: (source) => !LEFT_OUT.has(path.basename(source)) || path.dirname(source) !== ROOT,
    });
    symlinkSync(path.join(ROOT, "node_modules"), inCopy("node_modules"), "dir");
    inCopyCodegen = await codegenOf(copy);
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("writes byte-identical output on every run, and the committed generated/ is that output", async () => {
    // Two runs that share no module state (this checkout's codegen and the copy's), in two places.
    const first = await codegen.generate();
    const second = await inCopyCodegen.generate();
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [file, content] of first) expect(second.get(file), file).toBe(content);
    expect(codegenOutput.staleFiles(first)).toEqual([]);
    expect(inCopyCodegen.staleFiles(second)).toEqual([]);
    // generated/ differing from codegen's output by one edit in a compiled validator (plain JS, not
    // formatted) or its declaration is caught like any other file.
    for (const file of ["contracts/validators/quote.js", "contracts/validators/quote.d.ts"]) {
      const edited = new Map(first).set(file, `${first.get(file)}// edited by hand\n`);
      expect(codegenOutput.staleFiles(edited)).toEqual([file]);
    }
  }, 120_000);

  it("`codegen --check` fails naming the stale files after a schema edit, and passes again after `codegen`", async () => {
    const schemaFile = inCopy("blocks", "quote", "block.schema.json");
    const schema = JSON.parse(readFileSync(schemaFile, "utf8")) as { properties: Record<string, { title?: string }> };
    schema.properties.author = { ...schema.properties.author, title: "Quoted person" };
    writeFileSync(schemaFile, JSON.stringify(schema, null, 2));

    // The command as CI runs it.
    const stale = await npmRun("codegen", "--check");
    expect(stale.code).not.toBe(0);
    expect(stale.out).toContain("generated/ is stale");
    expect(stale.out).toContain("generated/contracts/schemas/blocks/quote.schema.json");

    const written = await codegenInCopy();
    expect(readFileSync(inCopy("generated", "contracts", "schemas", "blocks", "quote.schema.json"), "utf8")).toContain(
      "Quoted person",
    );
    expect(inCopyCodegen.staleFiles(written)).toEqual([]);
  }, 240_000);

  it("a block added as the README says (schema + component + codegen) type-checks, validates and renders, its empty slot included", async () => {
    const readme = readFileSync(inCopy("README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Add a block"));
    const schema = /```json\n([\s\S]*?)```/.exec(section)![1]!.replaceAll("<key>", "my-block");
    const component = /```tsx\n([\s\S]*?)```/.exec(section)![1]!;
    mkdirSync(inCopy("blocks", "my-block"));
    writeFileSync(inCopy("blocks", "my-block", "block.schema.json"), schema);
    writeFileSync(inCopy("blocks", "my-block", "my-block.tsx"), component);

    await codegenInCopy();
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
    // The same page with a block that lacks its required heading.
    writeFileSync(
      inCopy("bad.json"),
      JSON.stringify({ ...page, content: [{ type: "my-block", props: { id: "mine-3" } }] }),
    );
    const problems = await validateValidAndInvalid("mine.json", "bad.json");
    expect(problems.map((problem) => problem.blockId)).toContain("mine-3");

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

    // Without the migration, codegen says what is missing, and writes nothing. Checked on the one block
    // changed: codegen checks each block's migrations on its own.
    const schemas = inCopyCodegen.loadSchemas();
    const oneBlock = { ...schemas, blocks: schemas.blocks.filter((block) => block.key === "my-block") };
    expect(oneBlock.blocks).toHaveLength(1);
    await expect(inCopyCodegen.generate(oneBlock)).rejects.toThrow(
      "blocks/my-block: x-block.version is 2, so add blocks/my-block/migrations.ts",
    );

    writeFileSync(inCopy("blocks", "my-block", "migrations.ts"), migrationsModule);
    const stored = JSON.parse(readFileSync(inCopy("mine.json"), "utf8")) as unknown;
    mkdirSync(inCopy("blocks", "my-block", "migrations"));
    writeFileSync(
      inCopy("blocks", "my-block", "migrations", "heading.fixture.json"),
      JSON.stringify({ description: "heading becomes title", document: stored }),
    );
    await codegenInCopy();
    expect(readFileSync(inCopy("generated", "registry", "block-migrations.ts"), "utf8")).toContain(
      "blocks/my-block/migrations.ts",
    );

    // The page stored before the change (version 1, `heading`) still validates and renders; a page
    // written today with the old field name is what the new schema refuses.
    writeFileSync(
      inCopy("current.json"),
      JSON.stringify({ ...(stored as object), blockVersions: { "image-tabs": 2, "my-block": 2, tabs: 2 } }),
    );
    const problems = await validateValidAndInvalid("mine.json", "current.json");
    expect(problems.map((problem) => problem.pointer)).toContain("/content/0/props/title");
    const rendered = await npmRun("render", "mine.json");
    expect(rendered.code, rendered.out).toBe(0);
    expect(rendered.out).toContain("Hello from my block");
    expect(rendered.out).toContain("Nested quote");

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
