// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Finance data: types of schemas/finance.schema.json (https://forecourt.dev/schemas/finance). */

export type FinanceRangeData = {
  /**
   * @minItems 1
   * @maxItems 10
   */
  wheels: {
    key: string;
    label: string;
    factor: number;
  }[];
  /**
   * @minItems 1
   * @maxItems 20
   */
  temperatures: {
    celsius: number;
    factor: number;
  }[];
  climate_factor: number;
};
