// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { ComponentType } from "react";
import type { BlockKey, BlockProps } from "../contracts/block-types.ts";
import Block360Views from "../../blocks/360-views/360-views.tsx";
import Accordion from "../../blocks/accordion/accordion.tsx";
import Calculator from "../../blocks/calculator/calculator.tsx";
import CarRent from "../../blocks/car-rent/car-rent.tsx";
import CollectionItem from "../../blocks/collection-item/collection-item.tsx";
import CollectionSliderFeed from "../../blocks/collection-slider-feed/collection-slider-feed.tsx";
import ColorPicker from "../../blocks/color-picker/color-picker.tsx";
import ColumnGroup from "../../blocks/column-group/column-group.tsx";
import CompareImages from "../../blocks/compare-images/compare-images.tsx";
import ContentBlocks from "../../blocks/content-blocks/content-blocks.tsx";
import Derivatives from "../../blocks/derivatives/derivatives.tsx";
import DualFrameCarousel20 from "../../blocks/dual-frame-carousel-2-0/dual-frame-carousel-2-0.tsx";
import DualFrameMap from "../../blocks/dual-frame-map/dual-frame-map.tsx";
import ElectrifyingPower from "../../blocks/electrifying-power/electrifying-power.tsx";
import EntryForm from "../../blocks/entry-form/entry-form.tsx";
import ExpandedEntryForm from "../../blocks/expanded-entry-form/expanded-entry-form.tsx";
import ExtendedWarranty from "../../blocks/extended-warranty/extended-warranty.tsx";
import FinanceCalculator from "../../blocks/finance-calculator/finance-calculator.tsx";
import FloatingActionButton from "../../blocks/floating-action-button/floating-action-button.tsx";
import Form from "../../blocks/form/form.tsx";
import FuelTypeQuiz from "../../blocks/fuel-type-quiz/fuel-type-quiz.tsx";
import GalleryCarousel from "../../blocks/gallery-carousel/gallery-carousel.tsx";
import GalleryCategories from "../../blocks/gallery-categories/gallery-categories.tsx";
import HeroCarousel from "../../blocks/hero-carousel/hero-carousel.tsx";
import HeroTitleBanner from "../../blocks/hero-title-banner/hero-title-banner.tsx";
import HotspotsContainer from "../../blocks/hotspots-container/hotspots-container.tsx";
import IconButtonCarousel from "../../blocks/icon-button-carousel/icon-button-carousel.tsx";
import IconsTimeline from "../../blocks/icons-timeline/icons-timeline.tsx";
import ImageElement from "../../blocks/image-element/image-element.tsx";
import ImageTabs from "../../blocks/image-tabs/image-tabs.tsx";
import InfotainmentSystem from "../../blocks/infotainment-system/infotainment-system.tsx";
import InpageNavigation from "../../blocks/inpage-navigation/inpage-navigation.tsx";
import JlrImageBox from "../../blocks/jlr-image-box/jlr-image-box.tsx";
import KeyDetailsPost from "../../blocks/key-details-post/key-details-post.tsx";
import MapUpdate from "../../blocks/map-update/map-update.tsx";
import Masonry from "../../blocks/masonry/masonry.tsx";
import MenaNews from "../../blocks/mena-news/mena-news.tsx";
import NumberButtonCarousel from "../../blocks/number-button-carousel/number-button-carousel.tsx";
import Offers from "../../blocks/offers/offers.tsx";
import OrderOnlineCheckout from "../../blocks/order-online-checkout/order-online-checkout.tsx";
import Parallax from "../../blocks/parallax/parallax.tsx";
import Quote from "../../blocks/quote/quote.tsx";
import QuoteSlider from "../../blocks/quote-slider/quote-slider.tsx";
import RacingResults from "../../blocks/racing-results/racing-results.tsx";
import RangeCalculator from "../../blocks/range-calculator/range-calculator.tsx";
import ReadyToGoBar from "../../blocks/ready-to-go-bar/ready-to-go-bar.tsx";
import RentACar from "../../blocks/rent-a-car/rent-a-car.tsx";
import RetailerCards from "../../blocks/retailer-cards/retailer-cards.tsx";
import RetailerSchema from "../../blocks/retailer-schema/retailer-schema.tsx";
import ReverseCalculator from "../../blocks/reverse-calculator/reverse-calculator.tsx";
import SeatSlider from "../../blocks/seat-slider/seat-slider.tsx";
import SelectVehicleToUpdate from "../../blocks/select-vehicle-to-update/select-vehicle-to-update.tsx";
import SingleOffer from "../../blocks/single-offer/single-offer.tsx";
import Specification from "../../blocks/specification/specification.tsx";
import SpecificationAtGlance from "../../blocks/specification-at-glance/specification-at-glance.tsx";
import StockLocator from "../../blocks/stock-locator/stock-locator.tsx";
import StockLocatorCarousel from "../../blocks/stock-locator-carousel/stock-locator-carousel.tsx";
import StockLocatorOverseas from "../../blocks/stock-locator-overseas/stock-locator-overseas.tsx";
import SubscriptionQuiz from "../../blocks/subscription-quiz/subscription-quiz.tsx";
import Tabs from "../../blocks/tabs/tabs.tsx";
import Video from "../../blocks/video/video.tsx";
import VinChecker from "../../blocks/vin-checker/vin-checker.tsx";

export type BlockComponents = { readonly [K in BlockKey]: ComponentType<BlockProps<K>> };

export const blockComponents: BlockComponents = {
  "360-views": Block360Views,
  accordion: Accordion,
  calculator: Calculator,
  "car-rent": CarRent,
  "collection-item": CollectionItem,
  "collection-slider-feed": CollectionSliderFeed,
  "color-picker": ColorPicker,
  "column-group": ColumnGroup,
  "compare-images": CompareImages,
  "content-blocks": ContentBlocks,
  derivatives: Derivatives,
  "dual-frame-carousel-2-0": DualFrameCarousel20,
  "dual-frame-map": DualFrameMap,
  "electrifying-power": ElectrifyingPower,
  "entry-form": EntryForm,
  "expanded-entry-form": ExpandedEntryForm,
  "extended-warranty": ExtendedWarranty,
  "finance-calculator": FinanceCalculator,
  "floating-action-button": FloatingActionButton,
  form: Form,
  "fuel-type-quiz": FuelTypeQuiz,
  "gallery-carousel": GalleryCarousel,
  "gallery-categories": GalleryCategories,
  "hero-carousel": HeroCarousel,
  "hero-title-banner": HeroTitleBanner,
  "hotspots-container": HotspotsContainer,
  "icon-button-carousel": IconButtonCarousel,
  "icons-timeline": IconsTimeline,
  "image-element": ImageElement,
  "image-tabs": ImageTabs,
  "infotainment-system": InfotainmentSystem,
  "inpage-navigation": InpageNavigation,
  "jlr-image-box": JlrImageBox,
  "key-details-post": KeyDetailsPost,
  "map-update": MapUpdate,
  masonry: Masonry,
  "mena-news": MenaNews,
  "number-button-carousel": NumberButtonCarousel,
  offers: Offers,
  "order-online-checkout": OrderOnlineCheckout,
  parallax: Parallax,
  quote: Quote,
  "quote-slider": QuoteSlider,
  "racing-results": RacingResults,
  "range-calculator": RangeCalculator,
  "ready-to-go-bar": ReadyToGoBar,
  "rent-a-car": RentACar,
  "retailer-cards": RetailerCards,
  "retailer-schema": RetailerSchema,
  "reverse-calculator": ReverseCalculator,
  "seat-slider": SeatSlider,
  "select-vehicle-to-update": SelectVehicleToUpdate,
  "single-offer": SingleOffer,
  specification: Specification,
  "specification-at-glance": SpecificationAtGlance,
  "stock-locator": StockLocator,
  "stock-locator-carousel": StockLocatorCarousel,
  "stock-locator-overseas": StockLocatorOverseas,
  "subscription-quiz": SubscriptionQuiz,
  tabs: Tabs,
  video: Video,
  "vin-checker": VinChecker,
};
