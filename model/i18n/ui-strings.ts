/**
 * The fixed texts of the site shell and of shared block controls, per language (i18next resources,
 * decision 111). English is the fallback for a missing key or language. Both the server and the
 * islands resolve them from these same resources, so hydration finds the same text.
 */
export const UI_STRINGS = {
  en: {
    header: {
      home: "{{site}} home",
      main_nav: "Main",
      mobile_nav: "Main (mobile)",
      menu: "Menu",
      new_tab: "(opens in a new tab)",
    },
    footer: { nav: "Footer", search_label: "Search the site", search_button: "Search" },
    breadcrumbs: { label: "Breadcrumb" },
    not_found: {
      title: "Page not found",
      explanation:
        "This may be because of a technical error, because the page was removed in our redesign, because you followed a broken link, or because the web address was typed incorrectly.",
      go_to: "Go to the",
      home_page: "home page",
      go_back: "Go back to the previous page",
      check_address: "Check the web address and type it again",
    },
    carousel: {
      carousel: "carousel",
      previous: "Previous slide",
      next: "Next slide",
      pause: "Pause automatic slide show",
      play: "Play automatic slide show",
      slide: "Slide {{count}}",
      status: "Slide {{current}} of {{total}}",
    },
  },
  ar: {
    header: {
      home: "الصفحة الرئيسية لـ {{site}}",
      main_nav: "القائمة الرئيسية",
      mobile_nav: "القائمة الرئيسية (الجوال)",
      menu: "القائمة",
      new_tab: "(يفتح في علامة تبويب جديدة)",
    },
    footer: { nav: "تذييل الصفحة", search_label: "ابحث في الموقع", search_button: "بحث" },
    breadcrumbs: { label: "مسار التنقل" },
    not_found: {
      title: "الصفحة غير موجودة",
      explanation:
        "قد يكون ذلك بسبب خطأ تقني، أو لأن الصفحة أُزيلت عند إعادة تصميم الموقع، أو لأنك اتبعت رابطًا معطلًا، أو لأن عنوان الصفحة كُتب بشكل غير صحيح.",
      go_to: "انتقل إلى",
      home_page: "الصفحة الرئيسية",
      go_back: "ارجع إلى الصفحة السابقة",
      check_address: "تحقق من عنوان الصفحة واكتبه مرة أخرى",
    },
    carousel: {
      carousel: "عرض شرائح",
      previous: "الشريحة السابقة",
      next: "الشريحة التالية",
      pause: "إيقاف العرض التلقائي للشرائح",
      play: "تشغيل العرض التلقائي للشرائح",
      slide: "الشريحة {{count}}",
      status: "الشريحة {{current}} من {{total}}",
    },
  },
} as const;

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the UI strings, e.g. `header.menu`. */
export type UiStringKey = Leaves<(typeof UI_STRINGS)["en"]>;
