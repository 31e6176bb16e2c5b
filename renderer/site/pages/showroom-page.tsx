import { Breadcrumbs } from "../shell/breadcrumbs.tsx";
import { Fragment, type ReactNode } from "react";
import { useLoaderData } from "react-router";
import { Icon } from "../../primitives/index.ts";
import { useUiText } from "../../primitives/ui-text.tsx";
import { usePageLanguage } from "../shell/page-language.ts";
import type { ShowroomTranslationKey } from "../../../model/i18n/widget-translations.ts";
import { DEFAULT_CTA_LABELS } from "../../../model/order-journey/journey-config.ts";
import { ShellIsland } from "../../islands/shell-island.tsx";
import { useStylesheet } from "../../page/render-environment.ts";
import { maxContractMileage } from "../../../model/listings/mini-finance.ts";
import { MINI_FINANCE_STATES, showroomPrices, type ShowroomVehicle } from "../../../model/listings/showroom-vehicle.ts";
import { AvailabilityNotice } from "../showroom/availability-notice.tsx";
import { Equipment, hasEquipment } from "../showroom/equipment.tsx";
import FinanceCalculator from "../showroom/finance-calculator.tsx";
import Gallery from "../showroom/gallery.tsx";
import { labelsFrom, type Labels } from "../showroom/labels.ts";
import { PricePanel } from "../showroom/price-panel.tsx";
import { LeaseAccordion } from "../showroom/lease-accordion.tsx";
import { EnquireLink } from "../showroom/enquire-link.tsx";
import { RetailerCard, enquiryHref, telHref } from "../showroom/retailer-card.tsx";
import type { ShowroomLoaderData } from "../showroom/showroom-loader.ts";
import { SimilarVehicles } from "../showroom/similar-vehicles.tsx";
import { Specification } from "../showroom/specification.tsx";
import { dateTimeFormat } from "../../../model/i18n/intl-formats.ts";

/** The document title of a showroom page, e.g. "Range Rover Sport Dynamic SE, Approved 2023". */
export function showroomTitle(vehicle: Pick<ShowroomVehicle, "title" | "specification">): string {
  return [vehicle.title, [vehicle.specification.state, vehicle.specification.productionYear].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
}

const DESCRIPTION_MAX = 160;

/**
 * The vehicle page's meta description: the vehicle's own description, cut at a word before 160
 * characters (what search results show); without one, its title and what the page offers.
 */
export function showroomDescription(vehicle: Pick<ShowroomVehicle, "title" | "description" | "specification">): string {
  const text = vehicle.description.replace(/\s+/g, " ").trim();
  if (text === "") return `${showroomTitle(vehicle)}: photos, price, specification and equipment.`;
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/** The order call to action's label: its built-in ones in the page's language, an admin's own as written. */
function ctaText(label: string, labels: Labels): string {
  if (label === DEFAULT_CTA_LABELS.reserve) return labels("showroom.reserve_online");
  if (label === DEFAULT_CTA_LABELS.order) return labels("showroom.order_online");
  return label;
}

/** Seats: a positive count only, pluralised through the translations. */
function seatsText(labels: Labels, seats: number | null): string {
  return seats !== null && Number.isFinite(seats) && seats > 0 ? labels.count("showroom.seats", seats) : "";
}

const USED_RECORD_KEYS = [
  "history.date_registered",
  "history.date_warranty_expiry",
  "history.date_mot_expiry",
  "history.previous_use",
  "history.maintenance_log",
  "history.repair_record",
] as const satisfies readonly ShowroomTranslationKey[];

function usedRecordRows(record: Record<string, unknown> | null, labels: Labels): { label: string; value: string }[] {
  if (!record) return [];
  return USED_RECORD_KEYS.flatMap((labelKey) => {
    const key = labelKey.slice("history.".length);
    const label = labels(labelKey);
    const value = record[key];
    if (typeof value !== "string" || value.trim() === "") return [];
    const text =
      key.startsWith("date_") && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? dateTimeFormat(labels.locale === "en" ? "en-GB" : labels.locale, {
            month: "long",
            year: "numeric",
            timeZone: "UTC",
          }).format(new Date(`${value}T00:00:00Z`))
        : value.charAt(0).toUpperCase() + value.slice(1);
    return [{ label, value: text }];
  });
}

function KeyFacts({ vehicle, labels }: { vehicle: ShowroomVehicle; labels: Labels }) {
  const spec = vehicle.specification;
  const facts = [
    { label: labels("spec.mileage"), value: spec.mileage },
    { label: labels("spec.engines"), value: labels.value(spec.engines) },
    { label: labels("spec.power"), value: spec.power },
    {
      label: labels("spec.transmission"),
      value: spec.transmission
        ? labels.value(spec.transmission.charAt(0).toUpperCase() + spec.transmission.slice(1))
        : "",
    },
    { label: labels("showroom.seats_label"), value: seatsText(labels, vehicle.raw.number_of_seats) },
    { label: labels("showroom.battery"), value: spec.batteryCapacity },
  ].filter((fact) => fact.value);
  return (
    <dl className="showroom-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="showroom-facts__item">
          <dt>{fact.label}</dt>
          <dd>
            <bdi>{fact.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Section({
  id,
  heading,
  children,
  className,
  headingClassName,
}: {
  id: string;
  heading: string;
  children: ReactNode;
  className?: string;
  headingClassName?: string;
}) {
  return (
    <section
      id={id}
      className={["showroom-section", className].filter(Boolean).join(" ")}
      aria-labelledby={`${id}-heading`}
    >
      <h2
        id={`${id}-heading`}
        className={["fc-heading fc-heading--m showroom-section__heading", headingClassName].filter(Boolean).join(" ")}
      >
        {heading}
      </h2>
      <div className="showroom-section__content">{children}</div>
    </section>
  );
}

/**
 * The showroom vehicle page (route stock-locator-preview, /showroom/{slug}-{id}): gallery, title,
 * state and status, prices, key facts, ways to contact the retailer; then overview, specification
 * (list and accordion versions), equipment, the mini finance calculator (new, used and approved
 * vehicles with a visible price), the retailer, similar vehicles and footnotes. Only the gallery
 * and the calculator ship JavaScript (shell islands).
 */
/** The showroom's own stylesheet, linked by vehicle pages only (a separate entry of the site build). */
const SHOWROOM_STYLESHEET = "renderer/site/styles/showroom.css";

export function ShowroomPage() {
  useStylesheet(SHOWROOM_STYLESHEET);
  const {
    vehicle,
    similar,
    config,
    translations,
    linkQuery,
    orderOnline,
    enquiryFormId = "",
    backLink = null,
    prefix,
  } = useLoaderData() as ShowroomLoaderData;
  const t = useUiText();
  const { code } = usePageLanguage();
  const labels = labelsFrom(translations, code);
  const spec = vehicle.specification;
  const prices = showroomPrices(vehicle);
  const financePrice = !prices.hidden && prices.main ? prices.main.value : 0;
  const showFinance = config.features.mini_finance && MINI_FINANCE_STATES.includes(vehicle.state) && financePrice > 0;
  const subject = `Enquiry: ${vehicle.title}${spec.shortVin ? ` (ref. ${spec.shortVin})` : ""}`;
  const subtitleParts = [
    vehicle.title.includes(spec.version) ? "" : spec.version,
    spec.productionYear,
    spec.mileage,
    spec.color,
  ].filter(Boolean);
  const history = usedRecordRows(vehicle.used_record, labels);
  return (
    <article className="showroom" data-vehicle-id={vehicle.id}>
      {backLink ? (
        <nav className="showroom-back" aria-label={t("back_bar.back")}>
          <a className="showroom-back__link" href={backLink.href}>
            <Icon name="chevron-left" size={20} />
            <span>{backLink.label ?? t("back_bar.back")}</span>
          </a>
        </nav>
      ) : null}
      <Breadcrumbs
        className="showroom__breadcrumbs"
        path={`${prefix}${vehicle.link}`}
        title={vehicle.title}
        under={{ label: labels("showroom.stock"), url: `${prefix}/stock` }}
      />

      <div className="showroom__top">
        <div className="showroom__media">
          <ShellIsland
            name="showroom-gallery"
            id={`gallery-${vehicle.id}`}
            component={Gallery}
            hydrate="load"
            props={{
              photos: vehicle.photos,
              title: vehicle.title,
              labels: {
                gallery: labels("showroom.gallery"),
                previous: labels("showroom.previous_photo"),
                next: labels("showroom.next_photo"),
              },
            }}
          />
        </div>

        {vehicle.description ? (
          <section id="overview" className="showroom__overview" aria-labelledby="overview-heading">
            <h2 id="overview-heading" className="showroom__overview-heading">
              {labels("showroom.overview")}
            </h2>
            <p className="showroom__description">{vehicle.description}</p>
          </section>
        ) : null}

        <div className="showroom__summary">
          <div className="showroom__summary-inner">
            <p className="showroom__chips">
              <span className={`showroom-badge showroom-badge--state showroom-badge--${vehicle.state}`}>
                {labels.value(spec.state)}
              </span>
              {vehicle.availability !== "available" ? (
                <span className={`showroom-badge showroom-badge--${vehicle.availability}`}>
                  {t(`availability.${vehicle.availability}`)}
                </span>
              ) : spec.status ? (
                <span className="showroom-badge">{labels.value(spec.status)}</span>
              ) : null}
            </p>
            <p className="showroom__brand">{vehicle.brand}</p>
            <h1 className="showroom__title">{vehicle.title}</h1>
            {subtitleParts.length > 0 ? (
              <p className="showroom__subtitle">
                {/* Each part isolated: "78,173 km" or a paint name keeps its own order inside an Arabic line. */}
                {subtitleParts.map((part, index) => (
                  <Fragment key={index}>
                    {index > 0 ? " · " : null}
                    <bdi>{part}</bdi>
                  </Fragment>
                ))}
              </p>
            ) : null}
            <PricePanel vehicle={vehicle} labels={labels} />
            <LeaseAccordion vehicle={vehicle} labels={labels} exchangeClass={prices.exchangeClass} />
            <KeyFacts vehicle={vehicle} labels={labels} />
            <AvailabilityNotice availability={vehicle.availability} />
            <div className="showroom__actions">
              {orderOnline ? (
                <a
                  className="fc-button fc-button--primary showroom__order-online"
                  href={`${prefix}${orderOnline.href}`}
                >
                  {ctaText(orderOnline.label, labels)}
                </a>
              ) : null}
              {vehicle.owner ? (
                <>
                  <EnquireLink
                    className="fc-button fc-button--primary showroom__enquire"
                    href={enquiryHref(vehicle.owner, subject)}
                    vehicle={vehicle}
                    owner={vehicle.owner}
                    formId={enquiryFormId}
                  >
                    {labels("showroom.enquire")}
                  </EnquireLink>
                  <a className="fc-button fc-button--secondary" href={telHref(vehicle.owner.phone)}>
                    <Icon name="phone" size={18} />
                    {labels("showroom.call")}
                  </a>
                </>
              ) : (
                <EnquireLink
                  className="fc-button fc-button--primary showroom__enquire"
                  href="/contact-us"
                  vehicle={vehicle}
                  owner={null}
                  formId={enquiryFormId}
                >
                  {labels("showroom.enquire")}
                </EnquireLink>
              )}
              {showFinance ? (
                <a className="fc-button fc-button--tertiary showroom__finance-link" href="#finance">
                  {labels("showroom.finance")}
                </a>
              ) : null}
            </div>
            {vehicle.owner ? (
              <div className="showroom__owner">
                <Icon name="location" size={18} />
                <div dangerouslySetInnerHTML={{ __html: vehicle.owner.html.short }} />
              </div>
            ) : null}
            {spec.shortVin ? (
              <p className="showroom__ref">
                {labels("showroom.reference")} …{spec.shortVin}
              </p>
            ) : null}
          </div>
        </div>
      </div>

      <div className="showroom__body">
        <Section
          id="specification"
          heading={labels("showroom.specification")}
          headingClassName="showroom-section__heading--wide-only"
        >
          <Specification
            vehicle={vehicle}
            labels={labels}
            attributes={config.showroom_attributes}
            accordionAttributes={config.showroom_accordion_attributes}
          />
          {history.length > 0 ? (
            <div className="showroom-history">
              <h3 className="fc-heading fc-heading--xs showroom-history__heading">{labels("showroom.history")}</h3>
              <dl className="showroom-spec__rows">
                {history.map((row) => (
                  <div key={row.label} className="showroom-spec__row">
                    <dt>{row.label}</dt>
                    <dd>
                      <bdi>{labels.value(row.value)}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </Section>

        {hasEquipment(vehicle) ? (
          <Section id="equipment" heading={labels("showroom.equipment")}>
            <Equipment vehicle={vehicle} labels={labels} />
          </Section>
        ) : null}
      </div>

      {showFinance ? (
        <section id="finance" className="showroom-finance" aria-label={labels("showroom.finance")}>
          <div className="showroom-finance__inner">
            <ShellIsland
              name="finance-calculator"
              id={`finance-${vehicle.id}`}
              component={FinanceCalculator}
              props={{
                vehicleId: vehicle.id,
                price: financePrice,
                prices: config.price_settings,
                settings: config.mini_finance,
                mileageLimit: maxContractMileage(vehicle.raw.engine_type),
                heading: labels("showroom.finance"),
              }}
            />
          </div>
        </section>
      ) : null}

      <div className="showroom__body">
        {vehicle.owner ? (
          <Section id="retailer" heading={labels("showroom.retailer")}>
            <RetailerCard
              owner={vehicle.owner}
              subject={subject}
              labels={labels}
              vehicle={vehicle}
              enquiryFormId={enquiryFormId}
            />
          </Section>
        ) : null}

        {similar.length > 0 ? (
          <Section id="similar" heading={labels("showroom.similar")}>
            <SimilarVehicles
              vehicles={similar}
              currentId={vehicle.id}
              query={linkQuery}
              labels={labels}
              prefix={prefix}
            />
          </Section>
        ) : null}

        {vehicle.footnotes.length > 0 ? (
          <footer className="showroom__footnotes">
            <h2 className="showroom__footnotes-heading">{labels("showroom.footnotes")}</h2>
            <ol>
              {vehicle.footnotes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ol>
          </footer>
        ) : null}
      </div>
    </article>
  );
}
