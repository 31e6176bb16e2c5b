import { useEffect, useState } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import type { OfferCard } from "../../generated/contracts/entities/offer.ts";
import { api } from "../../model/api/client.ts";
import { routes } from "../../model/api/routes.ts";
import { offerCard } from "../../model/offers/offer-rules.ts";
import { blockClassNames, useBlockData, useRenderEnvironment } from "../../renderer/primitives/index.ts";
import { OfferSummary } from "../_shared/offers/offer-summary.tsx";

type Props = BlockProps<"single-offer">;

/** In the editor canvas (no server data) the offer is read from the admin API, drafts and all. */
function useEditorOffer(offerId: string, enabled: boolean): OfferCard | null | undefined {
  const [state, setState] = useState<{ id: string; offer: OfferCard | null } | null>(null);
  useEffect(() => {
    if (!enabled || offerId === "") return;
    let active = true;
    api
      .call(routes.offer, { params: { id: offerId } })
      // What the site would show of it (the admin's offer may leave optional parts out).
      .then(offerCard)
      .catch(() => null)
      .then((offer) => {
        if (active) setState({ id: offerId, offer });
      });
    return () => {
      active = false;
    };
  }, [offerId, enabled]);
  return state?.id === offerId ? state.offer : undefined;
}

/**
 * Single offer: one offer, chosen by id, with its images, prices, dates and description and
 * a call to action (the offer's label, the block's link). On the site it shows only while the offer is
 * published and inside its schedule (the server resolves it, x-block.data "offer"); otherwise nothing.
 */
export default function SingleOffer({ offer_id, header_tag, cta_url, is_reversed, box_color }: Props) {
  const environment = useRenderEnvironment();
  const resolved = useBlockData<{ offer: OfferCard | null }>();
  const inEditor = environment.mode === "editor";
  const fetched = useEditorOffer(offer_id, inEditor && resolved === undefined);
  const offer = resolved !== undefined ? resolved.offer : fetched;
  if (!offer) {
    // On the site the server always resolves the block: an inactive or unknown offer shows nothing. Without
    // resolved data (the canvas, a headless render) the editor's hint shows, the same in both.
    if (resolved !== undefined && !inEditor) return null;
    return (
      <p className="single-offer__placeholder">
        {offer_id === "" ? "Choose an offer: set its id in Offer." : `No offer has the id ${offer_id}.`}
      </p>
    );
  }
  return (
    <section className={blockClassNames("single-offer", { box_color, modifiers: is_reversed ? ["reversed"] : [] })}>
      <OfferSummary offer={offer} headingTag={header_tag} allImages>
        {cta_url ? (
          <a className="fc-button fc-button--primary" href={cta_url}>
            {offer.cta_label}
          </a>
        ) : null}
      </OfferSummary>
    </section>
  );
}
