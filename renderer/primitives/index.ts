/** Building blocks for block components. Blocks import from here and nowhere else in renderer/. */
export { Heading } from "./heading.tsx";
export { Icon, ICON_NAMES } from "./icon.tsx";
export {
  BANNER_SIZES,
  HERO_FALLBACK,
  HERO_SIZES,
  IMAGE_SCREENS,
  MEDIA_BASE,
  SQUARE_WIDTHS,
  hasVariants,
  heroSizesFor,
  imageUrl,
  sizesForRatio,
  type ImageFormat,
  type Size,
} from "../../model/media/image-sizes.ts";
export { LinkButton, LinkButtonList } from "./link-button.tsx";
export { isLinkVisible, resolveLink, type ResolvedLink } from "./link-rules.ts";
export { ResponsiveImage } from "./responsive-image.tsx";
export { RichText, richTextToPlain } from "./rich-text.tsx";
export { useBlock, type BlockContextValue } from "../page/block-context.ts";
export { formatDate } from "./format-date.ts";
export { blockClassNames } from "./block-class-names.ts";
export { scrollToHash, stickyOffset, targetForHash } from "./scroll-to-hash.ts";
export { jsonForScript } from "./json-script.ts";
export { useTabs, type TabPanelProps, type TabProps, type UseTabsOptions, type UseTabsResult } from "./use-tabs.ts";
export { useBlockData } from "../page/block-data.ts";
export { usePageUrl } from "../page/render-environment.ts";
export { MODAL_FADE_MS, Modal, type ModalCloseEvent, type ModalCloseReason, type ModalProps } from "./modal.tsx";
