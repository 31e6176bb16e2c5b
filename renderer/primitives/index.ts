/** Building blocks for block components. Blocks import from here and nowhere else in renderer/. */
export { Heading } from "./heading.tsx";
export { useUiText } from "./ui-text.tsx";
export { Icon, ICON_NAMES } from "./icon.tsx";
export {
  BANNER_SIZES,
  HERO_SIZES,
  SQUARE_WIDTHS,
  heroSizesFor,
  heroFallbackUrl,
  sizesForRatio,
  squareSizes,
  type Size,
} from "../../model/media/image-sizes.ts";
export { LinkButton, LinkButtonList } from "./link-button.tsx";
export { isLinkVisible } from "./link-rules.ts";
export { ResponsiveImage } from "./responsive-image.tsx";
export { useBlockStylesheet } from "./block-stylesheet.ts";
export { usePageRuleFacts } from "./page-rule-facts.ts";
export { RichText, richTextToPlain } from "./rich-text.tsx";
export { useBlock } from "../page/block-context.ts";
export { formatDate } from "./format-date.ts";
export { blockClassNames } from "./block-class-names.ts";
export { scrollToHash, stickyOffset } from "./scroll-to-hash.ts";
export { jsonForScript } from "./json-script.ts";
export { useTabs } from "./use-tabs.ts";
export { BlockDataContext, useBlockData } from "../page/block-data.ts";
export { usePageUrl } from "../page/render-environment.ts";
export { useRenderEnvironment } from "../page/render-environment.ts";
export { PriceWithExchange } from "./price-with-exchange.tsx";
export { FloatingActionButtonView, useFloatingActionBlockRecord } from "./floating-action-button.tsx";
