import { buildFormSchemas, type FormDefinition } from "../../../model/forms/index.ts";

/** A test-drive form with every kind the site draws, as GET /forms/{id} answers it. */
export function testDriveForm(columns: 1 | 2 = 2): FormDefinition {
  return {
    id: "0b0c3f6e-9f43-4e52-8d6b-2f1f7d0a9b11",
    name: "Request a test drive",
    status: "published",
    ...buildFormSchemas(
      [
        { name: "first_name", kind: "string", label: "First name", required: true, max: 20 },
        { name: "email", kind: "email", label: "E-mail", required: true },
        { name: "phone", kind: "phone", label: "Phone" },
        {
          name: "model",
          kind: "select",
          label: "Model",
          options: [
            { value: "defender", label: "Defender" },
            { value: "discovery", label: "Discovery" },
          ],
        },
        { name: "message", kind: "text", label: "Message" },
        { name: "campaign", kind: "hidden", label: "Campaign" },
        {
          name: "privacy",
          kind: "consent",
          label: "Privacy",
          required: true,
          consentHtml: 'I agree to the <a href="/privacy-policy">privacy policy</a>',
        },
      ],
      columns,
      "Book my test drive",
    ),
    settings: {
      thank_you: { title: "Thank you", html: "<p>A retailer will call you within a day.</p>" },
      notifications: { enabled: false, recipients: [], subject: "" },
      confirmations: { enabled: false, email_field: "email", subject: "", html: "" },
    },
    created_at: "2026-11-26T10:00:00.000Z",
    updated_at: "2026-11-26T10:00:00.000Z",
  };
}
