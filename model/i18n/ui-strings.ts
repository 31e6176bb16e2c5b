/**
 * The fixed texts of the site shell and of shared block controls, per language (i18next resources,
 * decision 111). English is the fallback for a missing key or language. Both the server and the
 * islands resolve them from these same resources, so hydration finds the same text.
 */
export const UI_STRINGS_EN = {
  form: {
    submit: "Submit",
    sending: "Sending…",
    thank_you: "Thank you",
    please_choose: "Please choose",
    show_all: "Show all fields",
    dialog: "Form",
    unavailable: "This form is not available.",
    loading: "Loading the form…",
    try_later: "This form is not available at the moment. Please try again later.",
    required: "This field is required.",
    tick: "Please tick this box to continue.",
    choose_an_option: "Please choose an option.",
    not_part_of_form: "This field is not part of the form.",
    text: "Please enter text.",
    number: "Please enter a number.",
    whole_number: "Please enter a whole number.",
    tick_or_untick: "Please tick or untick this box.",
    cannot_change: "This value cannot be changed.",
    choose_one_of: "Please choose one of the options.",
    email: "Please enter a valid e-mail address.",
    phone: "Please enter a valid phone number.",
    format: "Please use the format asked for.",
    exactly: "Please enter exactly {{limit}} characters.",
    at_least: "Please enter at least {{limit}} characters.",
    too_long: "Character limit exceeded",
    minimum: "Please enter {{limit}} or more.",
    maximum: "Please enter {{limit}} or less.",
    invalid_one: "{{count}} field needs your attention.",
    invalid_other: "{{count}} fields need your attention.",
  },
  shell: {
    skip_link: "Skip to content",
  },
  search: {
    link: "Search",
    title: "Search",
    label: "Search the site",
    button: "Search",
    searching: "Searching…",
    results_one: "{{count}} result",
    results_other: "{{count}} results",
    vehicle: "Vehicle in stock",
    results_for: "{{results}} for “{{query}}”",
    unavailable: "The search is not available at the moment. Please try again later.",
  },
  news: { nav: "News", back: "Back to News Section" },
  modal: { close: "Close" },
  compare_images: { label: "Compare {{before}} and {{after}}" },
  consent: {
    title: "Cookies on this site",
    text: "",
    accept: "Accept all",
    reject: "Reject all",
    choose: "Choose cookies",
    save: "Save choice",
    policy: "Cookie policy",
    legend: "Cookies this site may set",
    necessary: "Strictly necessary cookies (always on)",
    saved_label: "Cookie settings saved",
    saved: "Your cookie settings are saved. Cookies you turned off stop being used once you reload the page.",
    later: "Later",
    reload: "Reload now",
    placeholder: "This content sets marketing cookies, which you have declined. Allow them to see it.",
    scope: {
      C0001: "Strictly necessary cookies",
      C0002: "Performance and statistics cookies",
      C0004: "Marketing cookies",
      statistic: "Statistics cookies",
      marketing: "Marketing cookies",
      unclassified: "Unclassified cookies",
    },
  },
  header: {
    home: "{{site}} home",
    main_nav: "Main",
    mobile_nav: "Main (mobile)",
    menu: "Menu",
    new_tab: "(opens in a new tab)",
  },
  footer: { nav: "Footer", search_label: "Search the site", search_button: "Search" },
  breadcrumbs: { label: "Breadcrumb", home: "Home" },
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
    slides: "{{label}}: slides",
    slide_role: "slide",
    nav_slide: "{{heading}}, slide ",
  },
} as const;

const UI_STRINGS_AR = {
  form: {
    submit: "إرسال",
    sending: "جارٍ الإرسال…",
    thank_you: "شكرًا لك",
    please_choose: "يرجى الاختيار",
    show_all: "عرض كل الحقول",
    dialog: "نموذج",
    unavailable: "هذا النموذج غير متاح.",
    loading: "جارٍ تحميل النموذج…",
    try_later: "هذا النموذج غير متاح حاليًا. يرجى المحاولة لاحقًا.",
    required: "هذا الحقل مطلوب.",
    tick: "يرجى تحديد هذا المربع للمتابعة.",
    choose_an_option: "يرجى اختيار أحد الخيارات.",
    not_part_of_form: "هذا الحقل ليس جزءًا من النموذج.",
    text: "يرجى إدخال نص.",
    number: "يرجى إدخال رقم.",
    whole_number: "يرجى إدخال عدد صحيح.",
    tick_or_untick: "يرجى تحديد هذا المربع أو إلغاء تحديده.",
    cannot_change: "لا يمكن تغيير هذه القيمة.",
    choose_one_of: "يرجى اختيار أحد الخيارات المتاحة.",
    email: "يرجى إدخال عنوان بريد إلكتروني صالح.",
    phone: "يرجى إدخال رقم هاتف صالح.",
    format: "يرجى استخدام الصيغة المطلوبة.",
    exactly: "يرجى إدخال {{limit}} حرفًا بالضبط.",
    at_least: "يرجى إدخال {{limit}} حرفًا على الأقل.",
    too_long: "تم تجاوز الحد الأقصى لعدد الأحرف",
    minimum: "يرجى إدخال {{limit}} أو أكثر.",
    maximum: "يرجى إدخال {{limit}} أو أقل.",
    invalid_zero: "لا توجد حقول تحتاج إلى انتباهك.",
    invalid_one: "حقل واحد يحتاج إلى انتباهك.",
    invalid_two: "حقلان يحتاجان إلى انتباهك.",
    invalid_few: "{{count}} حقول تحتاج إلى انتباهك.",
    invalid_many: "{{count}} حقلًا يحتاج إلى انتباهك.",
    invalid_other: "{{count}} حقل يحتاج إلى انتباهك.",
  },
  shell: {
    skip_link: "انتقل إلى المحتوى",
  },
  search: {
    link: "بحث",
    title: "بحث",
    label: "ابحث في الموقع",
    button: "بحث",
    searching: "جارٍ البحث…",
    results_zero: "لا نتائج",
    results_one: "نتيجة واحدة",
    results_two: "نتيجتان",
    results_few: "{{count}} نتائج",
    results_many: "{{count}} نتيجة",
    results_other: "{{count}} نتيجة",
    vehicle: "سيارة متوفرة في المخزون",
    results_for: "{{results}} عن «{{query}}»",
    unavailable: "البحث غير متاح حاليًا. يرجى المحاولة لاحقًا.",
  },
  news: { nav: "الأخبار", back: "العودة إلى قسم الأخبار" },
  modal: { close: "إغلاق" },
  compare_images: { label: "قارن بين {{before}} و{{after}}" },
  consent: {
    title: "ملفات تعريف الارتباط على هذا الموقع",
    text: "نستخدم ملفات تعريف الارتباط لتشغيل الموقع وتحسينه. يمكنك قبولها كلها أو رفض الاختيارية منها أو اختيار ما تسمح به.",
    accept: "قبول الكل",
    reject: "رفض الكل",
    choose: "اختيار ملفات تعريف الارتباط",
    save: "حفظ الاختيار",
    policy: "سياسة ملفات تعريف الارتباط",
    legend: "ملفات تعريف الارتباط التي قد يستخدمها هذا الموقع",
    necessary: "ملفات تعريف الارتباط الضرورية (مفعّلة دائمًا)",
    saved_label: "تم حفظ إعدادات ملفات تعريف الارتباط",
    saved: "تم حفظ إعداداتك. تتوقف ملفات تعريف الارتباط التي أوقفتها عن العمل بعد إعادة تحميل الصفحة.",
    later: "لاحقًا",
    reload: "إعادة التحميل الآن",
    placeholder: "يستخدم هذا المحتوى ملفات تعريف ارتباط تسويقية رفضتها. اسمح بها لعرضه.",
    scope: {
      C0001: "ملفات تعريف الارتباط الضرورية",
      C0002: "ملفات تعريف ارتباط الأداء والإحصاءات",
      C0004: "ملفات تعريف ارتباط التسويق",
      statistic: "ملفات تعريف ارتباط الإحصاءات",
      marketing: "ملفات تعريف ارتباط التسويق",
      unclassified: "ملفات تعريف ارتباط غير مصنفة",
    },
  },
  header: {
    home: "الصفحة الرئيسية لـ {{site}}",
    main_nav: "القائمة الرئيسية",
    mobile_nav: "القائمة الرئيسية (الجوال)",
    menu: "القائمة",
    new_tab: "(يفتح في علامة تبويب جديدة)",
  },
  footer: { nav: "تذييل الصفحة", search_label: "ابحث في الموقع", search_button: "بحث" },
  breadcrumbs: { label: "مسار التنقل", home: "الرئيسية" },
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
    slides: "{{label}}: الشرائح",
    slide_role: "شريحة",
    nav_slide: "{{heading}}، الشريحة ",
  },
} as const satisfies DeepStrings<typeof UI_STRINGS_EN>;

/** The built-in UI strings by language: English is the fallback of every other. */
export const UI_STRINGS = { en: UI_STRINGS_EN, ar: UI_STRINGS_AR } as const;

/** Every key of English, with a text (Arabic must translate them all: a missing one fails typecheck). */
type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> } & {
  // Plural forms a language has beyond English's one/other (Arabic: zero, two, few, many).
  readonly [K in `${string}_${"zero" | "two" | "few" | "many"}`]?: string;
};

/** A UI strings tree of one language (values are texts or nested groups). */
export interface UiStringTree {
  readonly [key: string]: string | UiStringTree;
}

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type LeafKey = Leaves<typeof UI_STRINGS_EN>;

/** A key of the UI strings, e.g. `header.menu`; a counted text by its base (`search.results` for `_one`/`_other`). */
export type UiStringKey = LeafKey | (LeafKey extends infer K ? (K extends `${infer Base}_one` ? Base : never) : never);
