import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_FORM_IDS } from "../../model/site/site-data.ts";
import { prepare } from "../../services/server.ts";
import { createTestDatabase } from "../support/databases.ts";

describe("npm start on an empty database", () => {
  it("seeds the published demo forms the demo pages name, once: a deleted demo form stays deleted", async () => {
    const database = await createTestDatabase("sqlite");
    try {
      const env = {
        DATABASE_URL: database.url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "forecourt-demo-forms-")),
        DEMO_VEHICLES: "5",
        LOG_LEVEL: "error",
      };
      await prepare(env);
      const forms = await database.handle.db
        .selectFrom("forms")
        .select(["id", "name", "status"])
        .orderBy("id")
        .execute();
      expect(forms).toEqual([
        { id: DEMO_FORM_IDS.brochure, name: "Request a brochure", status: "published" },
        { id: DEMO_FORM_IDS.contact, name: "Contact us", status: "published" },
        { id: DEMO_FORM_IDS.offerEnquiry, name: "Offer enquiry", status: "published" },
        { id: DEMO_FORM_IDS.orderDetails, name: "Order online: your details", status: "published" },
        {
          id: DEMO_FORM_IDS.orderDetailsArabic,
          name: "Order online: your details (Arabic)",
          status: "published",
        },
        { id: DEMO_FORM_IDS.testDrive, name: "Request a test drive", status: "published" },
        { id: DEMO_FORM_IDS.vehicleEnquiry, name: "Vehicle enquiry", status: "published" },
      ]);
      for (const file of ["test-drive", "contact-us", "request-a-brochure", "offers", "ar-order-online-steps"]) {
        const page = await readFile(`services/cms/demo-content/${file}.page.json`, "utf8");
        const named = [...page.matchAll(/"(?:form_id|rdx_forms_form_id)": "([^"]+)"/g)].map((match) => match[1]);
        expect(named.length, file).toBeGreaterThan(0);
        for (const id of named) expect(forms.map((form) => form.id)).toContain(id);
      }

      await database.handle.db.deleteFrom("forms").where("id", "=", DEMO_FORM_IDS.brochure).execute();
      await prepare(env);
      const after = await database.handle.db.selectFrom("forms").select("id").execute();
      expect(after.map((form) => form.id).sort()).toEqual([
        DEMO_FORM_IDS.contact,
        DEMO_FORM_IDS.offerEnquiry,
        DEMO_FORM_IDS.orderDetails,
        DEMO_FORM_IDS.orderDetailsArabic,
        DEMO_FORM_IDS.testDrive,
        DEMO_FORM_IDS.vehicleEnquiry,
      ]);
    } finally {
      await database.drop();
    }
  });
});
