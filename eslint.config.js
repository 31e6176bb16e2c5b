// Lint: TypeScript correctness, React hooks rules, and the architecture's one-way dependency
// direction (ARCHITECTURE.md, docs/decisions/001-layers.md), enforced here rather than by goodwill.
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";

/** Who may import whom. `from` lists what the `target` folder must not import. */
const zones = [
  {
    target: "./schemas",
    from: ["./codegen", "./generated", "./model", "./blocks", "./renderer", "./editor", "./services", "./tests"],
  },
  { target: "./codegen", from: ["./generated", "./model", "./blocks", "./renderer", "./editor", "./services"] },
  {
    target: "./generated/contracts",
    from: ["./codegen", "./model", "./blocks", "./renderer", "./editor", "./services", "./generated/registry"],
  },
  {
    target: "./model",
    from: ["./codegen", "./blocks", "./renderer", "./editor", "./services", "./generated/registry"],
  },
  { target: "./blocks", from: ["./codegen", "./editor", "./services", "./generated/registry"] },
  {
    target: "./blocks",
    from: "./renderer",
    except: ["./primitives"],
    message: "Blocks use generated types, model/ and renderer/primitives only.",
  },
  {
    target: "./blocks/_shared",
    from: "./blocks",
    except: ["./_shared"],
    message: "Shared feature UI (docs/decisions/026-shared-feature-code.md) imports no block; blocks import it.",
  },
  { target: "./generated/registry", from: ["./codegen", "./model", "./renderer", "./editor", "./services"] },
  {
    target: "./renderer",
    from: ["./codegen", "./editor", "./services"],
    message: "The renderer holds no editor or server code.",
  },
  { target: "./editor", from: ["./codegen"] },
  {
    target: "./services",
    from: ["./codegen", "./blocks", "./renderer", "./editor", "./generated/registry"],
    message:
      "Services use schemas, generated contracts and model/ only; entry points (server.ts, cli/) compose the rest.",
  },
];

/**
 * Domains stand side by side (docs/decisions/024-domains-and-composition.md): every folder of services/
 * except the shared ones below is a domain. A domain imports its own files, the foundation, the
 * database schema and the configuration, and another domain only through that domain's index.ts.
 */
const SHARED_SERVICE_FOLDERS = ["foundation", "db", "http", "cli"];
const domains = readdirSync("services", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_SERVICE_FOLDERS.includes(entry.name))
  .map((entry) => entry.name);
const domainZones = [
  ...domains.map((domain) => ({
    target: `./services/${domain}`,
    from: "./services",
    except: [
      `./${domain}`,
      "./foundation",
      "./db",
      "./config.ts",
      ...domains.filter((other) => other !== domain).map((other) => `./${other}/index.ts`),
    ],
    message: `services/${domain} imports another domain only through its index.ts, plus services/foundation, db and config.ts.`,
  })),
  {
    target: "./services/foundation",
    from: "./services",
    except: ["./foundation", "./db", "./config.ts"],
    message: "The foundation imports no domain: domains import it.",
  },
];

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "data/", "generated/", "test-results/", "playwright-report/", ".cache/"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver": { typescript: { project: "./tsconfig.json" }, node: true },
      "import-x/extensions": [".ts", ".tsx", ".js"],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...zones, ...domainZones] }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportAllDeclaration",
          message: "No `export *`: a folder's public surface is one explicit index.",
        },
      ],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // A block uses its own folder and the shared feature UI of blocks/_shared/, never another block's
    // folder (docs/decisions/026-shared-feature-code.md). Tests may render a neighbouring block.
    files: ["blocks/*/**/*.{ts,tsx}"],
    ignores: ["blocks/_shared/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./(?!_shared/|\\.\\./)[^/]+/",
              message: "Import shared feature code from blocks/_shared/ or model/, not from another block's folder.",
            },
          ],
        },
      ],
    },
  },
  {
    // Route plugins receive services, never a database handle (decision 024).
    files: ["services/**/*-routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "kysely", message: "Route plugins receive services, never a database handle." }],
          patterns: [
            {
              group: ["**/db/database.ts", "**/db/database"],
              message: "Route plugins receive services, never a database handle.",
            },
          ],
        },
      ],
    },
  },
  {
    // Settings are read through the settings domain's one cached, typed reader (services/settings,
    // decision 133): a raw query elsewhere would skip the registry's checks, defaults and cache.
    files: ["services/**/*.ts"],
    ignores: ["services/settings/**", "services/db/migrations/**", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportAllDeclaration",
          message: "No `export *`: a folder's public surface is one explicit index.",
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(selectFrom|updateTable|insertInto|deleteFrom)$/][arguments.0.value='settings']",
          message: "Read settings with settingsReader(db).read(key) from services/settings, not from the table.",
        },
      ],
    },
  },
  {
    // Composition roots wire services to the renderer; they are the only place allowed to.
    files: ["services/server.ts", "services/site-composition.ts", "services/cli/**"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
  {
    files: ["tests/**", "**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
  {
    // Playwright fixtures call their continuation `use`, which the hooks rule mistakes for React's.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
