import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Data } from "@puckeditor/core";
import { blockKeys, blockMeta, currentBlockVersions } from "../../generated/contracts/block-meta.ts";
import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { defaultAppliers } from "../../generated/contracts/validators.ts";
import { blockMigrations } from "../../generated/registry/block-migrations.ts";
import { migratePage } from "../../model/page-document/migrate.ts";
import { validatePage } from "../../model/page-document/validate.ts";
import { toPageDocument, toPuckData } from "./page-data.ts";

const fixture = (name: string) =>
  (JSON.parse(readFileSync(`tests/fixtures/pages/${name}.page.json`, "utf8")) as { document: PageDocument }).document;

describe("page documents in and out of Puck", () => {
  it("round-trips a stored page to a valid document with the same blocks", () => {
    for (const name of ["static", "islands"]) {
      const document = fixture(name);
      const back = toPageDocument(toPuckData(document));
      expect(validatePage(back).valid, name).toBe(true);
      expect(back.content.map((node) => node.props.id)).toEqual(document.content.map((node) => node.props.id));
      expect(JSON.parse(JSON.stringify(back)).root).toEqual(document.root);
    }
  });

  it("drops what Puck adds: the root's id, zones and extra keys on nodes", () => {
    const data = toPuckData(fixture("static"));
    const withPuckAdditions = {
      ...data,
      root: { props: { ...data.root.props, id: "root" } },
      zones: {},
      content: data.content.map((node) => ({ ...node, readOnly: {} })),
    };
    const document = toPageDocument(withPuckAdditions);
    expect(document.root.props).not.toHaveProperty("id");
    expect(document).not.toHaveProperty("zones");
    expect(Object.keys(document.content[0]!).sort()).toEqual(["props", "type"]);
    expect(validatePage(document).valid).toBe(true);
  });

  it("stamps a saved document with today's block versions, so the server never migrates it again", () => {
    const saved = toPageDocument({
      root: { props: {} },
      content: [{ type: "tabs", props: { id: "t", tabs: [{ tab_label: "One", content: [] }] } }],
    } as unknown as Data);
    expect(saved.blockVersions).toEqual(currentBlockVersions);
    expect(migratePage(saved, blockMigrations)).toBe(saved);
  });

  it("marks insert defaults a block does not have as undefined, so the canvas does not show sample content the site would not", () => {
    let checked = 0;
    for (const key of blockKeys) {
      // A block with its required fields only, as an author may leave it.
      const schema = JSON.parse(readFileSync(`generated/contracts/schemas/blocks/${key}.schema.json`, "utf8")) as {
        required?: string[];
      };
      const insert = blockMeta[key].insertDefaults;
      const required = Object.fromEntries(
        (schema.required ?? []).filter((name) => name in insert).map((name) => [name, structuredClone(insert[name])]),
      );
      {
        const stored = { id: "b", ...required };
        const document = {
          schemaVersion: 1,
          root: { props: {} },
          content: [{ type: key, props: stored }],
        } as unknown as PageDocument;
        const props = toPuckData(document).content[0]!.props as Record<string, unknown>;
        for (const name of Object.keys(blockMeta[key].insertDefaults)) {
          expect(name in props, `${key}.${name}`).toBe(true);
          if (!(name in stored) && props[name] === undefined) checked++;
        }
        // The stored document is not touched, and the markers vanish when saved.
        expect(document.content[0]!.props).toEqual(stored);
        const saved = JSON.parse(JSON.stringify(toPageDocument(toPuckData(document)))) as PageDocument;
        for (const [name, value] of Object.entries(saved.content[0]!.props))
          expect(value, `${key}.${name}`).not.toBeUndefined();
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("fills in schema defaults, as the site's normalisation does", () => {
    for (const key of blockKeys) {
      const document = {
        schemaVersion: 1,
        root: { props: {} },
        content: [{ type: key, props: { id: "b" } }],
      } as unknown as PageDocument;
      const props = toPuckData(document).content[0]!.props as Record<string, unknown>;
      const copy: Record<string, unknown> = { id: "b" };
      defaultAppliers[key](copy);
      for (const [name, value] of Object.entries(copy)) expect(props[name], `${key}.${name}`).toEqual(value);
    }
  });
});
