// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Location: types of schemas/location.schema.json (https://forecourt.dev/schemas/location). */

/**
 * Location: A location is an id plus attributes (what a form's location mapping reads to prefill fields).
 */
export type Location = {
  id: string;
  attributes: {
    [k: string]: unknown | undefined;
  };
  created_at: string;
  updated_at: string;
};

export type LocationLocationInput = {
  attributes: {
    [k: string]: unknown | undefined;
  };
};

export type LocationLocationList = {
  data: Location[];
};

/**
 * One location (/locations/{id}).
 */
export type LocationParams = {
  id: string;
};
