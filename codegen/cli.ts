import { CodegenError } from "./load.ts";
import { generate } from "./generate.ts";
import { staleFiles, writeFiles } from "./output.ts";

/** `npm run codegen` writes generated/; `npm run codegen -- --check` fails when generated/ is stale. */
async function main(argv: string[]): Promise<number> {
  const check = argv.includes("--check");
  const files = await generate();
  if (check) {
    const stale = staleFiles(files);
    if (stale.length === 0) {
      console.log(`generated/ is up to date (${files.size} files)`);
      return 0;
    }
    console.error(
      `generated/ is stale; run \`npm run codegen\` and commit the result:\n${stale.map((f) => `  generated/${f}`).join("\n")}`,
    );
    return 1;
  }
  writeFiles(files);
  console.log(`wrote ${files.size} files to generated/`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof CodegenError ? `codegen: ${error.message}` : error);
    process.exit(error instanceof CodegenError ? 2 : 1);
  },
);
