/**
 * The footer's retailers section (loaded from the setting
 * general.mena_retailers.footer.config.api). The API's answer is not shown in the seed; we read it the
 * way the seed reads every inventory answer (the list under data, data.data, or the body itself) with
 * the dealer fields (name, display names, address, city, postcode or zipcode, phone or
 * mainPhone, email), and keep only what is safe to draw.
 */

export interface FooterRetailer {
  name: string;
  address: string;
  city: string;
  phone: string;
  email: string;
}

/** At most this many retailers are drawn (dealers are fetched 50 at a time). */
const FOOTER_RETAILERS_MAX = 50;

const text = (value: unknown, max = 200): string => (typeof value === "string" ? value.trim().slice(0, max) : "");
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function listIn(body: unknown): unknown[] | null {
  if (Array.isArray(body)) return body;
  const data = record(body)?.data;
  if (Array.isArray(data)) return data;
  const inner = record(data)?.data;
  return Array.isArray(inner) ? inner : null;
}

/** The retailers of an API answer, or null when the answer holds no list (the caller logs it). */
export function footerRetailersFrom(body: unknown): FooterRetailer[] | null {
  const list = listIn(body);
  if (!list) return null;
  return list.slice(0, FOOTER_RETAILERS_MAX).flatMap((entry): FooterRetailer[] => {
    // JSON:API style answers keep the fields under attributes.
    const raw = record(entry);
    const dealer = record(raw?.attributes) ?? raw;
    if (!dealer) return [];
    const name = text(dealer.display_name_lr) || text(dealer.display_name_jag) || text(dealer.name);
    if (name === "") return [];
    const postcode = text(dealer.postcode) || text(dealer.zipcode);
    const phone = (text(dealer.phone, 40) || text(dealer.mainPhone, 40)).replace(/[^0-9+() .-]/g, "");
    const email = text(dealer.email, 254);
    return [
      {
        name,
        address: text(dealer.address),
        city: [postcode, text(dealer.city)].filter(Boolean).join(" "),
        phone,
        email: /^[^\s@<>"]+@[^\s@<>"]+$/.test(email) ? email : "",
      },
    ];
  });
}
