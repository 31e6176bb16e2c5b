import type { BlockProps, HeaderTag } from "../../generated/contracts/block-types.ts";
import { Heading, ResponsiveImage, blockClassNames, useBlock, useBlockData } from "../../renderer/primitives/index.ts";
import { Carousel } from "../../renderer/primitives/carousel.tsx";
import { useUiLocale } from "../../renderer/primitives/ui-text.tsx";
import type { Size } from "../../model/media/image-sizes.ts";
import { formatNewsDate, type CollectionFeedData, type NewsItem } from "../../model/news/index.ts";

type Props = BlockProps<"collection-slider-feed">;

const IMAGE_SIZES: readonly Size[] = [
  { width: 640, height: 360 },
  { width: 1024, height: 576 },
];

function FeedSlide({ item, tag }: { item: NewsItem; tag: HeaderTag }) {
  const locale = useUiLocale();
  return (
    <article className="collection-slider-feed__slide">
      {item.image_id ? (
        <ResponsiveImage
          image={{ id: item.image_id, alt: "" }}
          sizes={IMAGE_SIZES}
          layoutSizes="(min-width: 1024px) 33vw, 85vw"
          loading="lazy"
          className="collection-slider-feed__image"
        />
      ) : null}
      <time className="collection-slider-feed__date" dateTime={item.date}>
        {formatNewsDate(item.date, locale)}
      </time>
      <Heading text={item.title} tag={tag} size="s" className="collection-slider-feed__title" />
      {item.summary ? <p className="collection-slider-feed__summary">{item.summary}</p> : null}
      <a className="collection-slider-feed__link" href={item.path}>
        <span className="visually-hidden">{item.title}: </span>
        {item.locale === "ar" ? "اقرأ المزيد" : "Read more"}
      </a>
    </article>
  );
}

/**
 * Collection slider feed (decision 108): the newest published news pages of a collection in one
 * language and market, as the site's carousel, one carousel per month when grouped. Arabic is laid out
 * right to left.
 */
export default function CollectionSliderFeed(props: Props) {
  const { heading, header_tag, lang, collection, show_pagination, empty_text, box_color, padding } = props;
  const data = useBlockData<CollectionFeedData>();
  const block = useBlock();
  const headingId = `${block.id || "collection-slider-feed"}-heading`;
  const hasHeading = heading.trim() !== "";
  const groupTag = Math.min(6, header_tag + 1) as HeaderTag;
  const itemTag = Math.min(6, header_tag + (data && data.groups.length > 1 ? 2 : 1)) as HeaderTag;
  const label = heading.trim() || collection;
  return (
    <section
      className={blockClassNames("collection-slider-feed", { box_color, padding })}
      dir={lang === "ar" ? "rtl" : "ltr"}
      lang={lang}
      aria-labelledby={hasHeading ? headingId : undefined}
      aria-label={hasHeading ? undefined : collection}
    >
      <div className="collection-slider-feed__inner">
        <Heading text={heading} tag={header_tag} size="l" className="collection-slider-feed__heading" id={headingId} />
        {!data ? (
          <p className="collection-slider-feed__note">
            The news of the “{collection}” collection show here on the published page.
          </p>
        ) : data.groups.length === 0 ? (
          <p className="collection-slider-feed__note" role="status">
            {empty_text}
          </p>
        ) : (
          data.groups.map((group) => (
            <div key={group.key} className="collection-slider-feed__group">
              {group.label ? (
                <Heading text={group.label} tag={groupTag} size="m" className="collection-slider-feed__month" />
              ) : null}
              <Carousel
                label={group.label ? `${label}: ${group.label}` : label}
                className="collection-slider-feed__carousel"
                slideClassName="collection-slider-feed__slide-item"
                slides={group.items.map((item) => (
                  <FeedSlide key={item.id} item={item} tag={itemTag} />
                ))}
                nav={show_pagination ? "dots" : undefined}
              />
            </div>
          ))
        )}
      </div>
    </section>
  );
}
