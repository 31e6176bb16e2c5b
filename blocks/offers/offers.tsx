import { useContext, useEffect, useState } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import type { OfferCard } from "../../generated/contracts/entities/offer.ts";
import { filterFromFlags } from "../../model/offers/index.ts";
import { api } from "../../model/api/client.ts";
import { routes } from "../../model/api/routes.ts";
import {
  BlockDataContext,
  Heading,
  blockClassNames,
  useBlock,
  useBlockData,
  useRenderEnvironment,
  useUiText,
} from "../../renderer/primitives/index.ts";
import { FormBlockContent } from "../../renderer/primitives/form/index.ts";
import { Modal } from "../../renderer/primitives/modal.tsx";
import { UiStringsContext } from "../../renderer/primitives/ui-text.tsx";
import { OfferSummary } from "../_shared/offers/offer-summary.tsx";

type Props = BlockProps<"offers">;

/** What the server resolved for the block (x-block.data "offers"). */
interface ResolvedOffers {
  offers: OfferCard[] | null;
  form: unknown;
}

type Load = { status: "loading" } | { status: "ready"; offers: OfferCard[] } | { status: "error" };

function initialLoad(resolved: ResolvedOffers | undefined): Load {
  if (resolved === undefined) return { status: "loading" };
  return resolved.offers === null ? { status: "error" } : { status: "ready", offers: resolved.offers };
}

/** The public list of active offers the block's switches select. */
async function fetchOffers(props: Props, locale: string): Promise<OfferCard[]> {
  const filter = filterFromFlags(props as unknown as Record<string, unknown>);
  const query = {
    locale,
    ...(filter.categories.length > 0 ? { categories: filter.categories.join(",") } : {}),
    ...(filter.families.length > 0 ? { families: filter.families.join(",") } : {}),
  };
  return (await api.call(routes.publicOffers, { query })).data;
}

/**
 * Offers: the active offers the category and brand switches select, rendered
 * on the server from the block's data. Each offer's enquiry opens the lead form (form_id) in a modal,
 * its hidden fields offer_id, offer_title and car_model_key filled with the offer's, and the lead goes
 * through the forms service like every form. When the offers cannot be read (on the server, or in the
 * browser without server data) the block shows error_text with error_button_text, which asks again.
 */
export default function Offers(props: Props) {
  const { id } = useBlock();
  const t = useUiText();
  const { locale } = useContext(UiStringsContext);
  const environment = useRenderEnvironment();
  const resolved = useBlockData<ResolvedOffers>();
  const [load, setLoad] = useState<Load>(() => initialLoad(resolved));
  const [chosen, setChosen] = useState<OfferCard | null>(null);
  const filterKey = JSON.stringify(filterFromFlags(props as unknown as Record<string, unknown>));

  const request = () => {
    setLoad({ status: "loading" });
    fetchOffers(props, locale)
      .then((offers) => setLoad({ status: "ready", offers }))
      .catch(() => setLoad({ status: "error" }));
  };

  // Without server data (the editor canvas) the offers are read in the browser, again when a switch changes.
  useEffect(() => {
    if (resolved === undefined && environment.mode !== "server") request();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resolved === undefined, environment.mode, filterKey]);

  const form = (
    <FormBlockContent
      formId={props.form_id}
      twoColumns={props.has_two_columns}
      modal
      buttonPosition={props.button_position}
      idPrefix={`${id}-enquiry`}
      mappings={{
        params: [],
        locationParams: [],
        locationMapping: [],
        hiddenFields: chosen
          ? [
              { name: "offer_id", value: chosen.id },
              { name: "offer_title", value: chosen.title },
              { name: "car_model_key", value: chosen.car_model_key },
            ]
          : [],
      }}
    />
  );

  return (
    <section className={blockClassNames("offers", { box_color: props.box_color })}>
      <div className="offers__inner">
        {props.category ? <Heading text={props.category} tag={2} size="l" className="offers__heading" /> : null}
        {load.status === "error" ? (
          <div className="offers__error" role="alert">
            <p>{props.error_text}</p>
            <button type="button" className="fc-button fc-button--secondary" onClick={request}>
              {props.error_button_text}
            </button>
          </div>
        ) : load.status === "loading" ? (
          <p className="offers__status" aria-live="polite">
            {t("offers.loading")}
          </p>
        ) : load.offers.length === 0 ? (
          <p className="offers__status">{t("offers.none")}</p>
        ) : (
          <ul className="offers__list">
            {load.offers.map((offer) => (
              <li key={offer.id} className="offers__item">
                <OfferSummary offer={offer} headingTag={3}>
                  <button
                    type="button"
                    className="fc-button fc-button--primary offers__enquire"
                    aria-haspopup="dialog"
                    onClick={() => setChosen(offer)}
                  >
                    {offer.cta_label}
                    <span className="visually-hidden">: {offer.title}</span>
                  </button>
                </OfferSummary>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Modal
        open={chosen !== null}
        onClose={() => setChosen(null)}
        header={props.form_title}
        body={props.form_subtile || undefined}
        className="offers__modal"
      >
        {chosen ? <p className="offers__modal-offer">{chosen.title}</p> : null}
        {resolved !== undefined ? (
          <BlockDataContext.Provider value={{ [id]: resolved.form }}>{form}</BlockDataContext.Provider>
        ) : (
          form
        )}
      </Modal>
    </section>
  );
}
