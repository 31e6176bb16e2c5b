// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { ComponentType } from "react";

export interface IslandLoader {
  load: () => Promise<{ default: ComponentType<never> }>;
  /** Slots the island receives as static placeholders (their HTML comes from the server). */
  slotPaths: readonly string[];
}

export const islandLoaders: Readonly<Record<string, IslandLoader>> = {
  "360-views": {
    load: () => import("../../blocks/360-views/360-views.tsx"),
    slotPaths: [],
  },
  accordion: {
    load: () => import("../../blocks/accordion/accordion.tsx"),
    slotPaths: ["items[].content"],
  },
  calculator: {
    load: () => import("../../blocks/calculator/calculator.tsx"),
    slotPaths: [],
  },
  "collection-slider-feed": {
    load: () => import("../../blocks/collection-slider-feed/collection-slider-feed.tsx"),
    slotPaths: [],
  },
  "compare-images": {
    load: () => import("../../blocks/compare-images/compare-images.tsx"),
    slotPaths: [],
  },
  "dual-frame-carousel-2-0": {
    load: () => import("../../blocks/dual-frame-carousel-2-0/dual-frame-carousel-2-0.tsx"),
    slotPaths: [],
  },
  "dual-frame-map": {
    load: () => import("../../blocks/dual-frame-map/dual-frame-map.tsx"),
    slotPaths: [],
  },
  "entry-form": {
    load: () => import("../../blocks/entry-form/entry-form.tsx"),
    slotPaths: [],
  },
  "expanded-entry-form": {
    load: () => import("../../blocks/expanded-entry-form/expanded-entry-form.tsx"),
    slotPaths: [],
  },
  "extended-warranty": {
    load: () => import("../../blocks/extended-warranty/extended-warranty.tsx"),
    slotPaths: [],
  },
  "finance-calculator": {
    load: () => import("../../blocks/finance-calculator/finance-calculator.tsx"),
    slotPaths: [],
  },
  form: {
    load: () => import("../../blocks/form/form.tsx"),
    slotPaths: [],
  },
  "fuel-type-quiz": {
    load: () => import("../../blocks/fuel-type-quiz/fuel-type-quiz.tsx"),
    slotPaths: [],
  },
  "gallery-carousel": {
    load: () => import("../../blocks/gallery-carousel/gallery-carousel.tsx"),
    slotPaths: [],
  },
  "gallery-categories": {
    load: () => import("../../blocks/gallery-categories/gallery-categories.tsx"),
    slotPaths: [],
  },
  "hero-carousel": {
    load: () => import("../../blocks/hero-carousel/hero-carousel.tsx"),
    slotPaths: [],
  },
  "icon-button-carousel": {
    load: () => import("../../blocks/icon-button-carousel/icon-button-carousel.tsx"),
    slotPaths: [],
  },
  "image-tabs": {
    load: () => import("../../blocks/image-tabs/image-tabs.tsx"),
    slotPaths: ["tabs[].content"],
  },
  "infotainment-system": {
    load: () => import("../../blocks/infotainment-system/infotainment-system.tsx"),
    slotPaths: ["items[].content"],
  },
  "inpage-navigation": {
    load: () => import("../../blocks/inpage-navigation/inpage-navigation.tsx"),
    slotPaths: [],
  },
  "map-update": {
    load: () => import("../../blocks/map-update/map-update.tsx"),
    slotPaths: [],
  },
  masonry: {
    load: () => import("../../blocks/masonry/masonry.tsx"),
    slotPaths: [],
  },
  "mena-news": {
    load: () => import("../../blocks/mena-news/mena-news.tsx"),
    slotPaths: [],
  },
  "number-button-carousel": {
    load: () => import("../../blocks/number-button-carousel/number-button-carousel.tsx"),
    slotPaths: [],
  },
  offers: {
    load: () => import("../../blocks/offers/offers.tsx"),
    slotPaths: [],
  },
  "order-online-checkout": {
    load: () => import("../../blocks/order-online-checkout/order-online-checkout.tsx"),
    slotPaths: [],
  },
  "quote-slider": {
    load: () => import("../../blocks/quote-slider/quote-slider.tsx"),
    slotPaths: [],
  },
  "range-calculator": {
    load: () => import("../../blocks/range-calculator/range-calculator.tsx"),
    slotPaths: [],
  },
  "rent-a-car": {
    load: () => import("../../blocks/rent-a-car/rent-a-car.tsx"),
    slotPaths: [],
  },
  "retailer-cards": {
    load: () => import("../../blocks/retailer-cards/retailer-cards.tsx"),
    slotPaths: [],
  },
  "reverse-calculator": {
    load: () => import("../../blocks/reverse-calculator/reverse-calculator.tsx"),
    slotPaths: [],
  },
  "seat-slider": {
    load: () => import("../../blocks/seat-slider/seat-slider.tsx"),
    slotPaths: [],
  },
  "select-vehicle-to-update": {
    load: () => import("../../blocks/select-vehicle-to-update/select-vehicle-to-update.tsx"),
    slotPaths: ["groups[].content"],
  },
  "stock-locator": {
    load: () => import("../../blocks/stock-locator/stock-locator.tsx"),
    slotPaths: [],
  },
  "stock-locator-carousel": {
    load: () => import("../../blocks/stock-locator-carousel/stock-locator-carousel.tsx"),
    slotPaths: [],
  },
  "stock-locator-overseas": {
    load: () => import("../../blocks/stock-locator-overseas/stock-locator-overseas.tsx"),
    slotPaths: [],
  },
  "subscription-quiz": {
    load: () => import("../../blocks/subscription-quiz/subscription-quiz.tsx"),
    slotPaths: [],
  },
  tabs: {
    load: () => import("../../blocks/tabs/tabs.tsx"),
    slotPaths: ["tabs[].content"],
  },
  video: {
    load: () => import("../../blocks/video/video.tsx"),
    slotPaths: [],
  },
  "vin-checker": {
    load: () => import("../../blocks/vin-checker/vin-checker.tsx"),
    slotPaths: [],
  },
};
