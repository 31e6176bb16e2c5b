// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Showroom config entry: types of schemas/showroom-config.schema.json (https://forecourt.dev/schemas/showroom-config). */

/**
 * Showroom config entry: One showroom config entry: its config_type and its data, as GET /public_api/showroom_config answers it. Each is the setting showroom_config.<config_type> (https://forecourt.dev/schemas/settings); a type without a stored setting is left out and the journey uses its defaults.
 */
export type ShowroomConfig = {
  config_type:
    | "cash"
    | "lease"
    | "subscription"
    | "additional"
    | "order_online"
    | "order_online_steps_page"
    | "order_online_checkout_page"
    | "order_online_success_page"
    | "config_cash"
    | "config_lease"
    | "config_subscription"
    | "config_additional"
    | "config_order_online"
    | "config_order_online_steps_page"
    | "config_order_online_checkout_page"
    | "config_order_online_success_page";
  data: {
    [k: string]: unknown | undefined;
  };
};

export type ShowroomConfigQuery = {
  /**
   * A comma-separated list of config types; without it, every type.
   */
  config_type?: string;
};

export type ShowroomConfigList = {
  data: ShowroomConfig[];
};
