/**
 * The companies (retailers) that sell online, from the setting `buy_online.companies` (decision 047).
 * The settings API validates the value on write against schemas/settings.schema.json; this reader is
 * still defensive, because a row written before the definition existed (or by hand) must not let an
 * order through with a vendor or account nobody configured.
 */
export const COMPANIES_SETTING = "buy_online.companies";
/** Where inquiries (and trade-in valuation requests) go when their company names no e-mail of its own. */
export const INQUIRY_EMAIL_SETTING = "buy_online.inquiry_email";

/** The one company of a site that configures none: every configured vendor, the platform's own Stripe account. */
const DEFAULT_COMPANY_UUID = "default";

export interface Company {
  uuid: string;
  name: string;
  /** The only vendor this company's orders may use; null: any vendor the site offers. */
  vendor: string | null;
  /** The Stripe Connect account its Stripe payments go to; null: the platform's own account. */
  stripeAccountId: string | null;
  /** Where its vehicle inquiries are e-mailed; null: the site's buy_online.inquiry_email. */
  email: string | null;
}

const DEFAULT_COMPANY: Company = {
  uuid: DEFAULT_COMPANY_UUID,
  name: "Default",
  vendor: null,
  stripeAccountId: null,
  email: null,
};
const UUID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const ACCOUNT = /^acct_[A-Za-z0-9]{1,100}$/;
/** One address, no list and no header tricks (the settings API checks the format on write). */
export const EMAIL = /^[^\s@,;<>"]{1,64}@[^\s@,;<>"]{1,189}$/;

function companyOf(entry: unknown): Company | null {
  if (!entry || typeof entry !== "object") return null;
  const { uuid, name, vendor, stripe_account_id: account, email } = entry as Record<string, unknown>;
  if (typeof uuid !== "string" || !UUID.test(uuid)) return null;
  if (vendor !== undefined && typeof vendor !== "string") return null;
  if (account !== undefined && (typeof account !== "string" || !ACCOUNT.test(account))) return null;
  return {
    uuid,
    name: typeof name === "string" && name !== "" ? name : uuid,
    vendor: vendor ?? null,
    stripeAccountId: account ?? null,
    email: typeof email === "string" && EMAIL.test(email) ? email : null,
  };
}

/**
 * The companies a stored setting names (the first of a repeated uuid wins). Unset, unreadable or
 * empty: the default company alone, so a site that sells for itself needs no setting.
 */
export function parseCompanies(value: string | undefined): Company[] {
  if (value === undefined) return [DEFAULT_COMPANY];
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    return [DEFAULT_COMPANY];
  }
  if (!Array.isArray(list)) return [DEFAULT_COMPANY];
  const companies = new Map<string, Company>();
  for (const entry of list) {
    const company = companyOf(entry);
    if (company && !companies.has(company.uuid)) companies.set(company.uuid, company);
  }
  return companies.size > 0 ? [...companies.values()] : [DEFAULT_COMPANY];
}

/**
 * The company `uuid` names, or null. "default" also names the first configured company: the journey
 * (and older integrations) send it when the page does not say which retailer sells the car.
 */
export function findCompany(companies: readonly Company[], uuid: string): Company | null {
  return companies.find((company) => company.uuid === uuid) ?? (uuid === DEFAULT_COMPANY_UUID ? companies[0]! : null);
}
