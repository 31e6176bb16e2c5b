import { usePageUrl } from "../../../renderer/primitives/index.ts";
import { WithOwnUiStrings } from "../../../renderer/primitives/ui-text.tsx";
import { flattenUiStrings } from "../../../model/i18n/ui-dictionary.ts";
import { DEFAULT_STEPS, journeyViewOf } from "../../../model/order-journey/index.ts";
import { ORDER_STRINGS_EN } from "../../../model/i18n/ui-strings-order.ts";
import { useJourneyText, type JourneyText } from "./journey-text.tsx";
import { CheckoutView } from "./checkout-view.tsx";
import { DetailsView } from "./details-view.tsx";
import { ConfirmationView, SuccessView } from "./done-views.tsx";

export interface OrderOnlineViewProps {
  heading: string;
  form_id: string;
  terms_label: string;
  success_heading: string;
  success_text: string;
}

type DefaultText = keyof typeof ORDER_STRINGS_EN.defaults;

/**
 * An editor's text as written; the block's built-in English (its schema default, which the journey's
 * default pages show) in the page's language.
 */
function ownText(text: string, key: DefaultText, { t, isDefault }: JourneyText): string {
  return !isDefault && text === ORDER_STRINGS_EN.defaults[key] ? t(`order.defaults.${key}`) : text;
}

/**
 * The order-online journey inside its CMS page: which part it shows follows the route
 * (/showroom-order-online/...). The server renders the heading and a loading line; everything the
 * visitor's own journey holds (storage, lock, order) is read once the island hydrates, so the first
 * browser render matches the server's.
 */
export function OrderOnlineView(props: OrderOnlineViewProps) {
  return (
    <WithOwnUiStrings english={ORDER_ENGLISH}>
      <JourneyView {...props} />
    </WithOwnUiStrings>
  );
}

/**
 * The journey's built-in English: in this block's chunk, not in the islands bundle that every page
 * with an island loads (decision 186). The page's dictionary has them in its language.
 */
const ORDER_ENGLISH = flattenUiStrings({ order: ORDER_STRINGS_EN });

function JourneyView({ heading, form_id, terms_label, success_heading, success_text }: OrderOnlineViewProps) {
  const url = usePageUrl();
  const text = useJourneyText();
  const { t } = text;
  // The editor canvas (and any page outside the journey's routes) shows a preview; another language's
  // journey is the same routes under its prefix (/ar/showroom-order-online/...).
  const prefix = text.path("/").slice(0, -1);
  const route = journeyViewOf(
    prefix && url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : url.pathname,
  );
  const preview = route === null;
  const showHeading = heading && route?.view !== "success" && route?.view !== "confirmation";
  return (
    <section className="order-online" aria-label={ownText(heading, "heading", text) || t("order.label")}>
      <div className="order-online__inner">
        {showHeading ? <h1 className="order-online__heading">{ownText(heading, "heading", text)}</h1> : null}
        {preview ? (
          <div className="order-online__preview">
            <ol className="order-online__steps">
              {DEFAULT_STEPS.map((step, index) => (
                <li key={step.label} className="order-online__step">
                  <span className="order-online__step-number">{(index + 1).toLocaleString(text.locale)}</span>{" "}
                  {t(`order.steps.${step.type}`)}
                </li>
              ))}
            </ol>
            <p>{t("order.preview")}</p>
          </div>
        ) : route.view === "details" || route.view === "start" ? (
          <DetailsView
            vehicleParam={route.view === "details" ? route.param : null}
            configUrlParam={url.searchParams.get("config_url")}
            formId={form_id}
          />
        ) : route.view === "checkout" ? (
          <CheckoutView termsLabel={ownText(terms_label, "terms", text)} />
        ) : route.view === "success" ? (
          <SuccessView
            heading={ownText(success_heading, "success_heading", text)}
            text={ownText(success_text, "success_text", text)}
          />
        ) : (
          <ConfirmationView orderNumber={route.param ?? ""} />
        )}
      </div>
    </section>
  );
}
