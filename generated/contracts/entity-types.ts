// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { ApiError } from "./entities/api-error.ts";
import type { AuditEntry, AuditEntryList, AuditEntryListQuery, AuditEntryTable } from "./entities/audit-entry.ts";
import type {
  BrowserError,
  BrowserErrorList,
  BrowserErrorListQuery,
  BrowserErrorReportPost,
  BrowserErrorTable,
} from "./entities/browser-error.ts";
import type { CachePurgeTable } from "./entities/cache-purge.ts";
import type { Dealer, DealerList, DealerQuery, DealerRetailersQuery, DealerTable } from "./entities/dealer.ts";
import type { DynamicContentLists, DynamicContentParams } from "./entities/dynamic-content.ts";
import type { FinanceRangeData } from "./entities/finance.ts";
import type { FormExport } from "./entities/form-export.ts";
import type { FormIntegrations } from "./entities/form-integrations.ts";
import type {
  FormActiveSystem,
  FormConfirmations,
  FormDataSchema,
  FormDuplicateQuery,
  FormExportParams,
  FormFieldName,
  FormFieldSchema,
  FormFieldUi,
  FormForm,
  FormFormList,
  FormFormWrite,
  FormLeadCreated,
  FormLeadInvalid,
  FormLeadParams,
  FormLeadPost,
  FormLocationsTable,
  FormNotifications,
  FormParams,
  FormSettings,
  FormStatus,
  FormSubmissionIssue,
  FormTable,
  FormThankYou,
  FormUiSchema,
  FormVerifyQuery,
  FormWidget,
} from "./entities/form.ts";
import type { IslandDataAnswer, IslandDataQuery } from "./entities/island-data.ts";
import type {
  LeadDeliveries,
  LeadDeliveriesTable,
  LeadDelivery,
  LeadEventsTable,
  LeadExportsTable,
  LeadIdempotencyKeysTable,
  LeadLead,
  LeadLeadActor,
  LeadLeadChoices,
  LeadLeadData,
  LeadLeadEvent,
  LeadLeadExport,
  LeadLeadExportQuery,
  LeadLeadHistory,
  LeadLeadList,
  LeadLeadListQuery,
  LeadLeadNoteInput,
  LeadLeadOwner,
  LeadLeadParams,
  LeadLeadRouting,
  LeadLeadRow,
  LeadLeadSearchList,
  LeadLeadSearchQuery,
  LeadLeadStatus,
  LeadLeadUpdate,
  LeadPageMeta,
  LeadTable,
} from "./entities/lead.ts";
import type {
  ListingCard,
  ListingCardOwner,
  ListingCompanyConfigAnswer,
  ListingConfigDataAnswer,
  ListingConfigDataQuery,
  ListingLight,
  ListingLightAnswer,
  ListingListAnswer,
  ListingListParams,
  ListingOwner,
  ListingPhoto,
  ListingPrice,
  ListingPrices,
  ListingPublicationsTable,
  ListingQuery,
  ListingRaw,
  ListingSpecification,
  ListingStockMarker,
  ListingTradeInOptions,
  ListingTradeInOptionsQuery,
  ListingTranslationsAnswer,
  ListingVehicle,
  ListingVehicleAnswer,
  ListingVehicleParams,
  ListingVehicleQuery,
  ListingVehiclesTable,
} from "./entities/listing.ts";
import type { Location, LocationLocationInput, LocationLocationList, LocationParams } from "./entities/location.ts";
import type { MapTileParams } from "./entities/map-tile.ts";
import type {
  MediaImage,
  MediaImageAnswer,
  MediaImageFile,
  MediaImageFileParams,
  MediaImageList,
  MediaImageListQuery,
  MediaImageNamedFileParams,
  MediaImageParams,
  MediaImageRedirect,
  MediaImageUploadQuery,
  MediaImageVariant,
} from "./entities/media-image.ts";
import type {
  Metahead,
  MetaheadConsentScope,
  MetaheadCreate,
  MetaheadLanguage,
  MetaheadList,
  MetaheadParams,
  MetaheadQuery,
  MetaheadTable,
  MetaheadUpdate,
} from "./entities/metahead.ts";
import type {
  NavEntry,
  NavEntryBreadcrumb,
  NavEntryBreadcrumbs,
  NavEntryLinkType,
  NavEntryList,
  NavEntryMenu,
  NavEntryMenuEntry,
  NavEntryMenuInput,
  NavEntryMenuTopEntry,
  NavEntryPageSet,
  NavEntryPageSetParams,
  NavEntryPageSets,
  NavEntryParams,
  NavEntryQuery,
  NavEntryTable,
  NavEntryTarget,
  NavEntryTree,
  NavEntryTreeEntry,
} from "./entities/nav-entry.ts";
import type {
  Offer,
  OfferBrand,
  OfferCarModelKey,
  OfferCard,
  OfferCategory,
  OfferCtaLabel,
  OfferDescription,
  OfferImages,
  OfferImportReport,
  OfferList,
  OfferLocale,
  OfferMarket,
  OfferModelFamily,
  OfferOfferId,
  OfferParams,
  OfferPrices,
  OfferPublicList,
  OfferPublicQuery,
  OfferSchedule,
  OfferTable,
  OfferTitle,
  OfferWrite,
} from "./entities/offer.ts";
import type {
  OrderActionCheck,
  OrderAdminList,
  OrderAdminOrder,
  OrderDeliveriesTable,
  OrderDeliveryParams,
  OrderEventsTable,
  OrderIdempotencyKeysTable,
  OrderInit,
  OrderInquiry,
  OrderInquiryQueued,
  OrderJourneyChoices,
  OrderJourneyOptions,
  OrderJourneyOptionsQuery,
  OrderLeadCallsTable,
  OrderLiqpayCallback,
  OrderLiqpayCheckout,
  OrderLiqpayQuery,
  OrderListQuery,
  OrderLock,
  OrderLockList,
  OrderLockParams,
  OrderOrder,
  OrderOrderFields,
  OrderOrderParams,
  OrderOrderPost,
  OrderPaymentCreated,
  OrderPaymentPost,
  OrderPaypalOrderCreated,
  OrderPaypalOrderPost,
  OrderProviderEventsTable,
  OrderProviders,
  OrderServicePack,
  OrderState,
  OrderTable,
  OrderVehicleLocksTable,
  OrderWebhookAnswer,
} from "./entities/order.ts";
import type {
  PageRecordBlockChange,
  PageRecordCompareQuery,
  PageRecordComparison,
  PageRecordCreate,
  PageRecordDetail,
  PageRecordFields,
  PageRecordList,
  PageRecordNewsFeedParams,
  PageRecordParams,
  PageRecordPathParams,
  PageRecordPublished,
  PageRecordStoredFields,
  PageRecordSummary,
  PageRecordTable,
  PageRecordUpdate,
  PageRecordVersion,
  PageRecordVersionDocument,
  PageRecordVersionParams,
  PageRecordVersions,
  PageRecordVersionsTable,
} from "./entities/page-record.ts";
import type {
  PhoneVerificationCheck,
  PhoneVerificationChecked,
  PhoneVerificationCreate,
  PhoneVerificationCreated,
  PhoneVerificationEmailCheck,
  PhoneVerificationEmailCreate,
  PhoneVerificationTable,
} from "./entities/phone-verification.ts";
import type { SearchQuery, SearchResult, SearchResults } from "./entities/search.ts";
import type { Session, SessionLogin, SessionTable, SessionUser } from "./entities/session.ts";
import type {
  Setting,
  SettingInput,
  SettingList,
  SettingParams,
  SettingQuery,
  SettingSiteRevisionsTable,
  SettingTable,
} from "./entities/setting.ts";
import type { ShowroomConfig, ShowroomConfigList, ShowroomConfigQuery } from "./entities/showroom-config.ts";
import type {
  StockFeed,
  StockFeedAnswer,
  StockFeedImport,
  StockFeedImportListsTable,
  StockFeedImportRejectionsTable,
  StockFeedImportRowsTable,
  StockFeedImportUnpublishedTable,
  StockFeedImportsTable,
  StockFeedList,
  StockFeedParams,
  StockFeedPublicationList,
  StockFeedPublicationLists,
  StockFeedQuery,
  StockFeedRejection,
  StockFeedTexts,
  StockFeedUnpublishedVehicle,
  StockFeedUrlImport,
} from "./entities/stock-feed.ts";
import type { User, UserCreate, UserList, UserParams, UserRole, UserTable, UserUpdate } from "./entities/user.ts";
import type {
  VehicleCatalogueCompareSpec,
  VehicleCatalogueGroupedNameplates,
  VehicleCatalogueListQuery,
  VehicleCatalogueOfferCarModel,
  VehicleCatalogueOfferCarModels,
  VehicleCatalogueSpecItem,
  VehicleCatalogueVehicleParams,
  VehicleCatalogueVehicleSpecs,
  VehicleCatalogueVehiclesAnswer,
  VehicleCatalogueVehiclesQuery,
} from "./entities/vehicle-catalogue.ts";
import type {
  Vin,
  VinAdd,
  VinCsv,
  VinEntry,
  VinEntryParams,
  VinListKey,
  VinListParams,
  VinLists,
  VinLookup,
  VinLookupResult,
  VinPage,
  VinPageQuery,
  VinTable,
  VinUploadQuery,
} from "./entities/vin.ts";

/** The type of each entity schema's root, by file stem: `ref("user")`. */
export interface EntityRootTypes {
  "api-error": ApiError;
  "audit-entry": AuditEntry;
  "browser-error": BrowserError;
  dealer: Dealer;
  "form-export": FormExport;
  "form-integrations": FormIntegrations;
  location: Location;
  "media-image": MediaImage;
  metahead: Metahead;
  "nav-entry": NavEntry;
  offer: Offer;
  session: Session;
  setting: Setting;
  "showroom-config": ShowroomConfig;
  "stock-feed": StockFeed;
  user: User;
  vin: Vin;
}

/** The type of each entity schema's `$defs`, by file stem and def name: `ref("order", "lock")`. */
export interface EntityDefTypes {
  "audit-entry": {
    list_query: AuditEntryListQuery;
    list: AuditEntryList;
    table: AuditEntryTable;
  };
  "browser-error": {
    report_post: BrowserErrorReportPost;
    list_query: BrowserErrorListQuery;
    list: BrowserErrorList;
    table: BrowserErrorTable;
  };
  "cache-purge": {
    table: CachePurgeTable;
  };
  dealer: {
    list: DealerList;
    query: DealerQuery;
    "retailers-query": DealerRetailersQuery;
    table: DealerTable;
  };
  "dynamic-content": {
    params: DynamicContentParams;
    lists: DynamicContentLists;
  };
  finance: {
    "range-data": FinanceRangeData;
  };
  form: {
    field_name: FormFieldName;
    field_schema: FormFieldSchema;
    data_schema: FormDataSchema;
    widget: FormWidget;
    field_ui: FormFieldUi;
    ui_schema: FormUiSchema;
    thank_you: FormThankYou;
    notifications: FormNotifications;
    confirmations: FormConfirmations;
    settings: FormSettings;
    status: FormStatus;
    form_write: FormFormWrite;
    form: FormForm;
    lead_post: FormLeadPost;
    lead_created: FormLeadCreated;
    submission_issue: FormSubmissionIssue;
    lead_invalid: FormLeadInvalid;
    table: FormTable;
    "locations-table": FormLocationsTable;
    params: FormParams;
    lead_params: FormLeadParams;
    export_params: FormExportParams;
    form_list: FormFormList;
    duplicate_query: FormDuplicateQuery;
    active_system: FormActiveSystem;
    verify_query: FormVerifyQuery;
  };
  "island-data": {
    query: IslandDataQuery;
    answer: IslandDataAnswer;
  };
  lead: {
    "lead-data": LeadLeadData;
    delivery: LeadDelivery;
    deliveries: LeadDeliveries;
    lead: LeadLead;
    "lead-list-query": LeadLeadListQuery;
    "lead-list": LeadLeadList;
    "lead-export-query": LeadLeadExportQuery;
    "lead-export": LeadLeadExport;
    "lead-status": LeadLeadStatus;
    "lead-actor": LeadLeadActor;
    "lead-owner": LeadLeadOwner;
    "lead-routing": LeadLeadRouting;
    "lead-event": LeadLeadEvent;
    "lead-history": LeadLeadHistory;
    "lead-update": LeadLeadUpdate;
    "lead-note-input": LeadLeadNoteInput;
    "lead-search-query": LeadLeadSearchQuery;
    "lead-search-list": LeadLeadSearchList;
    "lead-choices": LeadLeadChoices;
    "page-meta": LeadPageMeta;
    "lead-row": LeadLeadRow;
    table: LeadTable;
    "idempotency-keys-table": LeadIdempotencyKeysTable;
    "deliveries-table": LeadDeliveriesTable;
    "exports-table": LeadExportsTable;
    "events-table": LeadEventsTable;
    "lead-params": LeadLeadParams;
  };
  listing: {
    price: ListingPrice;
    prices: ListingPrices;
    photo: ListingPhoto;
    specification: ListingSpecification;
    raw: ListingRaw;
    owner: ListingOwner;
    "card-owner": ListingCardOwner;
    "stock-marker": ListingStockMarker;
    vehicle: ListingVehicle;
    card: ListingCard;
    light: ListingLight;
    "list-answer": ListingListAnswer;
    "light-answer": ListingLightAnswer;
    "vehicle-answer": ListingVehicleAnswer;
    "list-params": ListingListParams;
    "vehicle-params": ListingVehicleParams;
    "vehicle-query": ListingVehicleQuery;
    query: ListingQuery;
    "company-config-answer": ListingCompanyConfigAnswer;
    "translations-answer": ListingTranslationsAnswer;
    "config-data-query": ListingConfigDataQuery;
    "trade-in-options-query": ListingTradeInOptionsQuery;
    "config-data-answer": ListingConfigDataAnswer;
    "trade-in-options": ListingTradeInOptions;
    "vehicles-table": ListingVehiclesTable;
    "publications-table": ListingPublicationsTable;
  };
  location: {
    "location-input": LocationLocationInput;
    "location-list": LocationLocationList;
    params: LocationParams;
  };
  "map-tile": {
    params: MapTileParams;
  };
  "media-image": {
    variant: MediaImageVariant;
    answer: MediaImageAnswer;
    list: MediaImageList;
    "list-query": MediaImageListQuery;
    "upload-query": MediaImageUploadQuery;
    params: MediaImageParams;
    "file-params": MediaImageFileParams;
    "named-file-params": MediaImageNamedFileParams;
    file: MediaImageFile;
    redirect: MediaImageRedirect;
  };
  metahead: {
    consent_scope: MetaheadConsentScope;
    language: MetaheadLanguage;
    create: MetaheadCreate;
    update: MetaheadUpdate;
    list: MetaheadList;
    query: MetaheadQuery;
    params: MetaheadParams;
    table: MetaheadTable;
  };
  "nav-entry": {
    page_set: NavEntryPageSet;
    link_type: NavEntryLinkType;
    target: NavEntryTarget;
    menu_entry: NavEntryMenuEntry;
    menu_top_entry: NavEntryMenuTopEntry;
    menu: NavEntryMenu;
    menu_input: NavEntryMenuInput;
    tree_entry: NavEntryTreeEntry;
    list: NavEntryList;
    tree: NavEntryTree;
    page_sets: NavEntryPageSets;
    breadcrumb: NavEntryBreadcrumb;
    breadcrumbs: NavEntryBreadcrumbs;
    query: NavEntryQuery;
    params: NavEntryParams;
    page_set_params: NavEntryPageSetParams;
    table: NavEntryTable;
  };
  offer: {
    offer_id: OfferOfferId;
    car_model_key: OfferCarModelKey;
    brand: OfferBrand;
    model_family: OfferModelFamily;
    category: OfferCategory;
    market: OfferMarket;
    title: OfferTitle;
    description: OfferDescription;
    images: OfferImages;
    prices: OfferPrices;
    schedule: OfferSchedule;
    cta_label: OfferCtaLabel;
    write: OfferWrite;
    params: OfferParams;
    list: OfferList;
    public_query: OfferPublicQuery;
    card: OfferCard;
    public_list: OfferPublicList;
    import_report: OfferImportReport;
    locale: OfferLocale;
    table: OfferTable;
  };
  order: {
    state: OrderState;
    init: OrderInit;
    lock: OrderLock;
    "order-fields": OrderOrderFields;
    "order-post": OrderOrderPost;
    order: OrderOrder;
    "order-params": OrderOrderParams;
    providers: OrderProviders;
    "payment-post": OrderPaymentPost;
    "payment-created": OrderPaymentCreated;
    "paypal-order-post": OrderPaypalOrderPost;
    "paypal-order-created": OrderPaypalOrderCreated;
    "liqpay-query": OrderLiqpayQuery;
    "liqpay-checkout": OrderLiqpayCheckout;
    "liqpay-callback": OrderLiqpayCallback;
    "webhook-answer": OrderWebhookAnswer;
    "list-query": OrderListQuery;
    "admin-order": OrderAdminOrder;
    "admin-list": OrderAdminList;
    "lock-list": OrderLockList;
    "lock-params": OrderLockParams;
    inquiry: OrderInquiry;
    "inquiry-queued": OrderInquiryQueued;
    "delivery-params": OrderDeliveryParams;
    "journey-choices": OrderJourneyChoices;
    "journey-options": OrderJourneyOptions;
    "journey-options-query": OrderJourneyOptionsQuery;
    "action-check": OrderActionCheck;
    "vehicle-locks-table": OrderVehicleLocksTable;
    table: OrderTable;
    "events-table": OrderEventsTable;
    "provider-events-table": OrderProviderEventsTable;
    "idempotency-keys-table": OrderIdempotencyKeysTable;
    "deliveries-table": OrderDeliveriesTable;
    "lead-calls-table": OrderLeadCallsTable;
    "service-pack": OrderServicePack;
  };
  "page-record": {
    fields: PageRecordFields;
    create: PageRecordCreate;
    update: PageRecordUpdate;
    "stored-fields": PageRecordStoredFields;
    summary: PageRecordSummary;
    detail: PageRecordDetail;
    version: PageRecordVersion;
    "block-change": PageRecordBlockChange;
    comparison: PageRecordComparison;
    list: PageRecordList;
    versions: PageRecordVersions;
    "version-document": PageRecordVersionDocument;
    published: PageRecordPublished;
    params: PageRecordParams;
    "version-params": PageRecordVersionParams;
    "path-params": PageRecordPathParams;
    "news-feed-params": PageRecordNewsFeedParams;
    "compare-query": PageRecordCompareQuery;
    table: PageRecordTable;
    "versions-table": PageRecordVersionsTable;
  };
  "phone-verification": {
    create: PhoneVerificationCreate;
    check: PhoneVerificationCheck;
    created: PhoneVerificationCreated;
    checked: PhoneVerificationChecked;
    email_create: PhoneVerificationEmailCreate;
    email_check: PhoneVerificationEmailCheck;
    table: PhoneVerificationTable;
  };
  search: {
    query: SearchQuery;
    result: SearchResult;
    results: SearchResults;
  };
  session: {
    user: SessionUser;
    login: SessionLogin;
    table: SessionTable;
  };
  setting: {
    input: SettingInput;
    list: SettingList;
    query: SettingQuery;
    params: SettingParams;
    table: SettingTable;
    "site-revisions-table": SettingSiteRevisionsTable;
  };
  "showroom-config": {
    query: ShowroomConfigQuery;
    list: ShowroomConfigList;
  };
  "stock-feed": {
    texts: StockFeedTexts;
    rejection: StockFeedRejection;
    import: StockFeedImport;
    params: StockFeedParams;
    query: StockFeedQuery;
    answer: StockFeedAnswer;
    list: StockFeedList;
    url_import: StockFeedUrlImport;
    publication_list: StockFeedPublicationList;
    publication_lists: StockFeedPublicationLists;
    unpublished_vehicle: StockFeedUnpublishedVehicle;
    "imports-table": StockFeedImportsTable;
    "import-rejections-table": StockFeedImportRejectionsTable;
    "import-unpublished-table": StockFeedImportUnpublishedTable;
    "import-rows-table": StockFeedImportRowsTable;
    "import-lists-table": StockFeedImportListsTable;
  };
  user: {
    role: UserRole;
    create: UserCreate;
    update: UserUpdate;
    list: UserList;
    params: UserParams;
    table: UserTable;
  };
  "vehicle-catalogue": {
    "vehicles-query": VehicleCatalogueVehiclesQuery;
    "list-query": VehicleCatalogueListQuery;
    "vehicle-params": VehicleCatalogueVehicleParams;
    "vehicles-answer": VehicleCatalogueVehiclesAnswer;
    "grouped-nameplates": VehicleCatalogueGroupedNameplates;
    "spec-item": VehicleCatalogueSpecItem;
    "vehicle-specs": VehicleCatalogueVehicleSpecs;
    "compare-spec": VehicleCatalogueCompareSpec;
    "offer-car-model": VehicleCatalogueOfferCarModel;
    "offer-car-models": VehicleCatalogueOfferCarModels;
  };
  vin: {
    list_key: VinListKey;
    list_params: VinListParams;
    upload_query: VinUploadQuery;
    lists: VinLists;
    lookup: VinLookup;
    lookup_result: VinLookupResult;
    csv: VinCsv;
    entry: VinEntry;
    page_query: VinPageQuery;
    page: VinPage;
    add: VinAdd;
    entry_params: VinEntryParams;
    table: VinTable;
  };
}

/**
 * The properties of each def that have a `default`: Fastify's Ajv fills them in, so a validated value
 * always has them (a route's query after validation), while a caller may leave them out.
 */
export interface EntityDefDefaults {
  "audit-entry": {
    list_query: "limit";
  };
  "browser-error": {
    list_query: "limit";
  };
  lead: {
    "lead-list-query": "items" | "page" | "sort";
    "lead-export-query": "format" | "sort";
    "lead-search-query": "items" | "page" | "sort";
  };
  listing: {
    "trade-in-options-query": "lang";
  };
  "media-image": {
    "list-query": "items";
  };
  metahead: {
    create: "sequence" | "in_body" | "rdx_core_page_id" | "reload_on_each_page" | "consent_scope";
  };
  "nav-entry": {
    menu_entry: "target";
    menu_top_entry: "target";
  };
  offer: {
    write: "published";
  };
  order: {
    "list-query": "page" | "items";
  };
  search: {
    query: "limit";
  };
  "stock-feed": {
    query: "mode" | "force_switch";
    url_import: "mode" | "force_switch";
  };
  "vehicle-catalogue": {
    "list-query": "list";
  };
  vin: {
    upload_query: "check_digit";
    lookup: "check_digit";
    page_query: "q" | "match" | "offset" | "limit";
    add: "check_digit";
  };
}
