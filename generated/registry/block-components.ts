// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { ComponentType } from "react";
import type { BlockKey, BlockProps } from "../contracts/block-types.ts";
import Accordion from "../../blocks/accordion/accordion.tsx";
import ColumnGroup from "../../blocks/column-group/column-group.tsx";
import ContentBlocks from "../../blocks/content-blocks/content-blocks.tsx";
import EntryForm from "../../blocks/entry-form/entry-form.tsx";
import ExpandedEntryForm from "../../blocks/expanded-entry-form/expanded-entry-form.tsx";
import ExtendedWarranty from "../../blocks/extended-warranty/extended-warranty.tsx";
import Form from "../../blocks/form/form.tsx";
import HeroTitleBanner from "../../blocks/hero-title-banner/hero-title-banner.tsx";
import ImageElement from "../../blocks/image-element/image-element.tsx";
import ImageTabs from "../../blocks/image-tabs/image-tabs.tsx";
import InpageNavigation from "../../blocks/inpage-navigation/inpage-navigation.tsx";
import OrderOnlineCheckout from "../../blocks/order-online-checkout/order-online-checkout.tsx";
import Quote from "../../blocks/quote/quote.tsx";
import QuoteSlider from "../../blocks/quote-slider/quote-slider.tsx";
import StockLocator from "../../blocks/stock-locator/stock-locator.tsx";
import StockLocatorCarousel from "../../blocks/stock-locator-carousel/stock-locator-carousel.tsx";
import StockLocatorOverseas from "../../blocks/stock-locator-overseas/stock-locator-overseas.tsx";
import Tabs from "../../blocks/tabs/tabs.tsx";

export type BlockComponents = { readonly [K in BlockKey]: ComponentType<BlockProps<K>> };

export const blockComponents: BlockComponents = {
  accordion: Accordion,
  "column-group": ColumnGroup,
  "content-blocks": ContentBlocks,
  "entry-form": EntryForm,
  "expanded-entry-form": ExpandedEntryForm,
  "extended-warranty": ExtendedWarranty,
  form: Form,
  "hero-title-banner": HeroTitleBanner,
  "image-element": ImageElement,
  "image-tabs": ImageTabs,
  "inpage-navigation": InpageNavigation,
  "order-online-checkout": OrderOnlineCheckout,
  quote: Quote,
  "quote-slider": QuoteSlider,
  "stock-locator": StockLocator,
  "stock-locator-carousel": StockLocatorCarousel,
  "stock-locator-overseas": StockLocatorOverseas,
  tabs: Tabs,
};
