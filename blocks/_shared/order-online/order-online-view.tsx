import { usePageUrl } from "../../../renderer/primitives/index.ts";
import { DEFAULT_STEPS, journeyViewOf } from "../../../model/order-journey/index.ts";
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

/**
 * The order-online journey inside its CMS page: which part it shows follows the route
 * (/showroom-order-online/...). The server renders the heading and a loading line; everything the
 * visitor's own journey holds (storage, lock, order) is read once the island hydrates, so the first
 * browser render matches the server's.
 */
export function OrderOnlineView({
  heading,
  form_id,
  terms_label,
  success_heading,
  success_text,
}: OrderOnlineViewProps) {
  const url = usePageUrl();
  // The editor canvas (and any page outside the journey's routes) shows a preview.
  const route = journeyViewOf(url.pathname);
  const preview = route === null;
  const showHeading = heading && route?.view !== "success" && route?.view !== "confirmation";
  return (
    <section className="order-online" aria-label={heading || "Order online"}>
      <div className="order-online__inner">
        {showHeading ? <h1 className="order-online__heading">{heading}</h1> : null}
        {preview ? (
          <div className="order-online__preview">
            <ol className="order-online__steps">
              {DEFAULT_STEPS.map((step, index) => (
                <li key={step.label} className="order-online__step">
                  <span className="order-online__step-number">{index + 1}</span> {step.label}
                </li>
              ))}
            </ol>
            <p>
              The order-online journey: visitors see it on /showroom-order-online/… (steps, checkout, success and
              confirmation), after choosing Reserve online on a vehicle page. Steps come from the settings.
            </p>
          </div>
        ) : route.view === "details" || route.view === "start" ? (
          <DetailsView
            vehicleParam={route.view === "details" ? route.param : null}
            configUrlParam={url.searchParams.get("config_url")}
            formId={form_id}
          />
        ) : route.view === "checkout" ? (
          <CheckoutView termsLabel={terms_label} />
        ) : route.view === "success" ? (
          <SuccessView heading={success_heading} text={success_text} />
        ) : (
          <ConfirmationView orderNumber={route.param ?? ""} />
        )}
      </div>
    </section>
  );
}
