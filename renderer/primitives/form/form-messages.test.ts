import { describe, expect, it } from "vitest";
import {
  ENGLISH_SUBMISSION_MESSAGES,
  invalidLeadMessage,
  validateSubmission,
} from "../../../model/forms/validate-submission.ts";
import { uiTranslator } from "../../../model/i18n/ui-translator.ts";
import { formMessages } from "./form-messages.ts";

const FORM = {
  schema: {
    type: "object" as const,
    required: ["name", "email"],
    properties: {
      name: { type: "string" as const, title: "Name", minLength: 2 },
      email: { type: "string" as const, title: "E-mail", format: "email" as const },
    },
  },
};

describe("form messages in the page's language", () => {
  it("English UI strings give exactly the model's English messages", () => {
    const english = formMessages(uiTranslator("en"));
    for (const [name, message] of Object.entries(ENGLISH_SUBMISSION_MESSAGES)) {
      const ours = english[name as keyof typeof english];
      if (typeof message === "function")
        for (const count of [0, 1, 2, 7])
          expect((ours as (count: number) => string)(count)).toBe((message as (count: number) => string)(count));
      else expect(ours).toBe(message);
    }
  });

  it("an Arabic page's form says what is wrong in Arabic", () => {
    const arabic = formMessages(uiTranslator("ar"));
    const issues = validateSubmission(FORM, { name: "x", email: "" }, arabic);
    expect(issues.map((issue) => [issue.field, issue.keyword, issue.message])).toEqual([
      ["name", "minLength", "يرجى إدخال 2 حرفًا على الأقل."],
      ["email", "required", "هذا الحقل مطلوب."],
    ]);
    expect(invalidLeadMessage(issues, arabic)).toBe("حقلان يحتاجان إلى انتباهك.");
  });
});
