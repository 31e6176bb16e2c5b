// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
export const blockStyleFiles: Readonly<Record<string, string>> = {
  accordion: "blocks/accordion/accordion.css",
  "column-group": "blocks/column-group/column-group.css",
  "content-blocks": "blocks/content-blocks/content-blocks.css",
  "entry-form": "blocks/entry-form/entry-form.css",
  "expanded-entry-form": "blocks/expanded-entry-form/expanded-entry-form.css",
  "extended-warranty": "blocks/extended-warranty/extended-warranty.css",
  form: "blocks/form/form.css",
  "hero-title-banner": "blocks/hero-title-banner/hero-title-banner.css",
  "image-element": "blocks/image-element/image-element.css",
  "image-tabs": "blocks/image-tabs/image-tabs.css",
  "inpage-navigation": "blocks/inpage-navigation/inpage-navigation.css",
  "order-online-checkout": "blocks/order-online-checkout/order-online-checkout.css",
  quote: "blocks/quote/quote.css",
  "quote-slider": "blocks/quote-slider/quote-slider.css",
  "stock-locator": "blocks/stock-locator/stock-locator.css",
  "stock-locator-carousel": "blocks/stock-locator-carousel/stock-locator-carousel.css",
  "stock-locator-overseas": "blocks/stock-locator-overseas/stock-locator-overseas.css",
  tabs: "blocks/tabs/tabs.css",
};
