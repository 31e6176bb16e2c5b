/** The retailer schema block's fields, as the block stores them (JSON fields already checked by its schema). */
interface RetailerSchemaFields {
  business_type: "AutoDealer" | "LocalBusiness";
  name: string;
  description: string;
  keywords: string;
  opening_hours: unknown;
  payment_accepted: string;
  price_range: string;
  address: { street_address: string; locality: string; region: string; postal_code: string; country: string };
  latitude?: number;
  longitude?: number;
  contact_info: unknown;
  offers_info: unknown;
}

type Json = Record<string, unknown>;

const present = (value: string | undefined) => (value && value.trim() !== "" ? value.trim() : undefined);

/** Drops keys whose value is undefined or an empty list/object, so the JSON-LD carries only what an editor filled in. */
function compact(record: Json): Json {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => {
      if (value === undefined) return false;
      if (Array.isArray(value)) return value.length > 0;
      if (typeof value === "object" && value !== null) return Object.keys(value).length > 0;
      return true;
    }),
  );
}

const asRecord = (value: unknown): Json => (typeof value === "object" && value !== null ? (value as Json) : {});
const asString = (value: unknown) => (typeof value === "string" ? present(value) : undefined);

function offers(value: unknown): Json[] {
  if (!Array.isArray(value)) return [];
  return value.map(asRecord).flatMap((offer) => {
    const name = asString(offer.name);
    if (!name) return [];
    const price = typeof offer.price === "number" ? offer.price : undefined;
    return [
      compact({
        "@type": "Offer",
        itemOffered: compact({ "@type": "Service", name, description: asString(offer.description) }),
        price,
        priceCurrency: price !== undefined ? asString(offer.price_currency) : undefined,
        url: asString(offer.url),
      }),
    ];
  });
}

function postalAddress(address: RetailerSchemaFields["address"]): Json | undefined {
  const parts = compact({
    streetAddress: present(address.street_address),
    addressLocality: present(address.locality),
    addressRegion: present(address.region),
    postalCode: present(address.postal_code),
    addressCountry: present(address.country),
  });
  return Object.keys(parts).length > 0 ? { "@type": "PostalAddress", ...parts } : undefined;
}

/**
 * schema.org AutoDealer (a LocalBusiness) from the retailer schema block: name,
 * description, keywords, openingHours, paymentAccepted, priceRange, a PostalAddress, GeoCoordinates,
 * telephone/email/url, and makesOffer. The caller serialises it with jsonForScript (escaped for a
 * script element).
 */
export function retailerStructuredData(fields: RetailerSchemaFields): Json {
  const contact = asRecord(fields.contact_info);
  const hours = Array.isArray(fields.opening_hours)
    ? fields.opening_hours.filter((entry): entry is string => typeof entry === "string")
    : [];
  const hasGeo = typeof fields.latitude === "number" && typeof fields.longitude === "number";
  return compact({
    "@context": "https://schema.org",
    "@type": fields.business_type,
    name: fields.name.trim(),
    description: present(fields.description),
    keywords: present(fields.keywords),
    openingHours: hours,
    paymentAccepted: present(fields.payment_accepted),
    priceRange: present(fields.price_range),
    address: postalAddress(fields.address),
    geo: hasGeo ? { "@type": "GeoCoordinates", latitude: fields.latitude, longitude: fields.longitude } : undefined,
    telephone: asString(contact.phone),
    email: asString(contact.email),
    url: asString(contact.website),
    makesOffer: offers(fields.offers_info),
  });
}
