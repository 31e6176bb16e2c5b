/**
 * The demo forms `npm start` seeds into an empty forms table (issue 10, Demo), with fixed ids so the demo
 * pages and the footer links (model/site/site-data.ts DEMO_FORM_IDS) can name them.
 */
import { DEMO_FORM_IDS } from "../../model/site/site-data.ts";
import { buildFormSchemas, type FieldSpec } from "../../model/forms/field-kinds.ts";
import type { FormSettings } from "../../model/forms/definition.ts";
import type { FormsStore } from "./forms-store.ts";

const CONSENT: FieldSpec = {
  name: "consent",
  kind: "consent",
  label: "I agree to be contacted about my request",
  required: true,
  consentHtml: 'I agree to be contacted about my request (see our <a href="/privacy-policy">privacy policy</a>).',
};

/** Who to answer: the first fields of the demo's enquiry forms, side by side on wide screens. */
const CONTACT_FIELDS: FieldSpec[] = [
  { name: "name", kind: "string", label: "Name", required: true, min: 2, width: "half" },
  { name: "email", kind: "email", label: "E-mail", required: true, width: "half" },
  { name: "phone", kind: "phone", label: "Phone", width: "half" },
];

const MODELS = [
  { value: "explorer", label: "Explorer" },
  { value: "voyager", label: "Voyager" },
  { value: "sport", label: "Sport" },
];

function settings(title: string, html: string, subject: string): FormSettings {
  return {
    thank_you: { title, html },
    notifications: { enabled: false, recipients: [], subject },
    confirmations: { enabled: false, email_field: "email", subject: title, html },
  };
}

const DEMO_FORMS = [
  {
    id: DEMO_FORM_IDS.testDrive,
    name: "Request a test drive",
    fields: [
      ...CONTACT_FIELDS,
      { name: "model", kind: "select", label: "Model", required: true, options: MODELS, width: "half" },
      { name: "preferred_date", kind: "string", label: "Preferred date", placeholder: "e.g. next Saturday morning" },
      { name: "message", kind: "text", label: "Message", max: 1000, width: "full" },
      { ...CONSENT, width: "full" },
    ] satisfies FieldSpec[],
    columns: 2 as const,
    submitText: "Request a test drive",
    settings: settings(
      "Thank you for your request",
      "<p>A member of our team will call you to arrange your test drive.</p>",
      "New test drive request",
    ),
  },
  {
    id: DEMO_FORM_IDS.contact,
    name: "Contact us",
    fields: [
      { name: "name", kind: "string", label: "Name", required: true, min: 2 },
      { name: "email", kind: "email", label: "E-mail", required: true },
      { name: "phone", kind: "phone", label: "Phone" },
      { name: "message", kind: "text", label: "Message", required: true, max: 2000 },
      CONSENT,
    ] satisfies FieldSpec[],
    columns: 1 as const,
    submitText: "Send",
    settings: settings("Thank you for your message", "<p>We will answer within one working day.</p>", "New message"),
  },
  {
    id: DEMO_FORM_IDS.brochure,
    name: "Request a brochure",
    fields: [
      { name: "name", kind: "string", label: "Name", required: true, min: 2 },
      { name: "email", kind: "email", label: "E-mail", required: true },
      { name: "model", kind: "select", label: "Model", required: true, options: MODELS },
      CONSENT,
    ] satisfies FieldSpec[],
    columns: 1 as const,
    submitText: "Send me the brochure",
    settings: settings(
      "Thank you for your request",
      "<p>Your brochure is on its way to your inbox.</p>",
      "New brochure request",
    ),
  },
  {
    // The order-online journey's customer details step (blocks/order-online-checkout, form_id default).
    id: DEMO_FORM_IDS.orderDetails,
    name: "Order online: your details",
    fields: [
      { name: "first_name", kind: "string", label: "First name", required: true, width: "half" },
      { name: "last_name", kind: "string", label: "Last name", required: true, width: "half" },
      { name: "email", kind: "email", label: "E-mail", required: true, width: "half" },
      { name: "phone", kind: "phone", label: "Phone", required: true, width: "half" },
      {
        ...CONSENT,
        label: "I agree to be contacted about my reservation",
        consentHtml:
          'I agree to be contacted about my reservation (see our <a href="/privacy-policy">privacy policy</a>).',
        width: "full",
      },
    ] satisfies FieldSpec[],
    columns: 2 as const,
    submitText: "Continue",
    settings: settings(
      "Thank you",
      "<p>Your details are saved for your reservation.</p>",
      "New online reservation details",
    ),
  },
  {
    // The same step of the Arabic journey (/ar/order-online/steps names it): its labels and button in Arabic.
    id: DEMO_FORM_IDS.orderDetailsArabic,
    name: "Order online: your details (Arabic)",
    fields: [
      { name: "first_name", kind: "string", label: "الاسم الأول", required: true, width: "half" },
      { name: "last_name", kind: "string", label: "اسم العائلة", required: true, width: "half" },
      { name: "email", kind: "email", label: "البريد الإلكتروني", required: true, width: "half" },
      { name: "phone", kind: "phone", label: "الهاتف", required: true, width: "half" },
      {
        ...CONSENT,
        label: "أوافق على التواصل معي بشأن حجزي",
        consentHtml: 'أوافق على التواصل معي بشأن حجزي (راجع <a href="/ar/privacy-policy">سياسة الخصوصية</a>).',
        width: "full",
      },
    ] satisfies FieldSpec[],
    columns: 2 as const,
    submitText: "متابعة",
    settings: settings("شكرًا لك", "<p>تم حفظ بياناتك لحجزك.</p>", "New online reservation details (Arabic)"),
  },
  {
    // The Offers block's enquiry (blocks/offers): the block fills the hidden fields with the offer's.
    id: DEMO_FORM_IDS.offerEnquiry,
    name: "Offer enquiry",
    fields: [
      ...CONTACT_FIELDS,
      { name: "offer_id", kind: "hidden", label: "Offer" },
      { name: "offer_title", kind: "hidden", label: "Offer title" },
      { name: "car_model_key", kind: "hidden", label: "Car model" },
      { ...CONSENT, width: "full" },
    ] satisfies FieldSpec[],
    columns: 2 as const,
    submitText: "Send my enquiry",
    settings: settings(
      "Thank you for your enquiry",
      "<p>A retailer will contact you about this offer.</p>",
      "New offer enquiry",
    ),
  },
  {
    // The vehicle page's Enquire (renderer/site/showroom/enquire-link.tsx, setting showroom.enquiry_form):
    // the page fills the hidden fields with the vehicle and the retailer that has it.
    id: DEMO_FORM_IDS.vehicleEnquiry,
    name: "Vehicle enquiry",
    fields: [
      ...CONTACT_FIELDS,
      { name: "message", kind: "text", label: "Message", max: 2000, width: "full" },
      { name: "vehicle_id", kind: "hidden", label: "Vehicle id" },
      { name: "vehicle", kind: "hidden", label: "Vehicle" },
      { name: "retailer", kind: "hidden", label: "Retailer" },
      { name: "retailer_code", kind: "hidden", label: "Retailer code" },
      { ...CONSENT, width: "full" },
    ] satisfies FieldSpec[],
    columns: 2 as const,
    submitText: "Send my enquiry",
    settings: settings(
      "Thank you for your enquiry",
      "<p>The retailer will contact you about this vehicle.</p>",
      "New vehicle enquiry",
    ),
  },
];

/** Seeds the published demo forms when no form exists yet; returns how many it created. */
export async function seedDemoForms(store: FormsStore): Promise<number> {
  if ((await store.listForms()).length > 0) return 0;
  for (const form of DEMO_FORMS) {
    const { schema, ui_schema } = buildFormSchemas(form.fields, form.columns, form.submitText);
    await store.createForm(
      { name: form.name, status: "published", schema, ui_schema, settings: form.settings },
      undefined,
      form.id,
    );
  }
  return DEMO_FORMS.length;
}
