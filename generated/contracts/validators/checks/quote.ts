// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["quote"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "quote":
      case "author":
      case "author_position":
      case "alignment":
      case "box_color":
      case "padding":
      case "dc_strategy":
      case "offer_schedule":
        break;
      default:
        return false;
    }
  {
    const v2 = data["id"];
    if (v2 !== undefined) {
      if (!(typeof v2 === "string")) return false;
      if (typeof v2 === "string" && v2.length < 2 && codePoints(v2) < 1) return false;
    }
  }
  {
    const v3 = data["block_scroll_id"];
    if (v3 !== undefined) {
      if (!(typeof v3 === "string")) return false;
      if (typeof v3 === "string" && v3.length !== 0 && !pattern0.test(v3)) return false;
    }
  }
  {
    const v4 = data["quote"];
    if (v4 !== undefined) {
      if (!(typeof v4 === "string")) return false;
      if (
        typeof v4 === "string" &&
        ((v4.length > 600 && codePoints(v4) > 600) || (v4.length < 2 && codePoints(v4) < 1))
      )
        return false;
    }
  }
  {
    const v5 = data["author"];
    if (v5 !== undefined) {
      if (!(typeof v5 === "string")) return false;
    }
  }
  {
    const v6 = data["author_position"];
    if (v6 !== undefined) {
      if (!(typeof v6 === "string")) return false;
    }
  }
  {
    const v7 = data["alignment"];
    if (v7 !== undefined) {
      if (!(v7 === "left" || v7 === "center" || v7 === "right")) return false;
    }
  }
  {
    const v8 = data["box_color"];
    if (v8 !== undefined) {
      if (!(v8 === "light-theme" || v8 === "grey-theme" || v8 === "dark-theme" || v8 === "black-theme")) return false;
    }
  }
  {
    const v9 = data["padding"];
    if (v9 !== undefined) {
      if (!(v9 === "normal" || v9 === "top-space-0" || v9 === "bottom-space-0" || v9 === "y-space-0")) return false;
    }
  }
  {
    const v10 = data["dc_strategy"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "object" && v10 !== null && !Array.isArray(v10))) return false;
      if (v10["key"] === undefined || v10["value"] === undefined) return false;
      for (const v11 in v10)
        switch (v11) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v12 = v10["key"];
        if (v12 !== undefined) {
          if (!(v12 === "url_brands" || v12 === "mena_offers" || v12 === "reffine_sl" || v12 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v13 = v10["value"];
        if (v13 !== undefined) {
          if (!(typeof v13 === "string")) return false;
          if (typeof v13 === "string" && v13.length > 500 && codePoints(v13) > 500) return false;
        }
      }
      {
        const v14 = v10["name"];
        if (v14 !== undefined) {
          if (!(typeof v14 === "string")) return false;
          if (typeof v14 === "string" && v14.length > 120 && codePoints(v14) > 120) return false;
        }
      }
      {
        const v15 = v10["fallback"];
        if (v15 !== undefined) {
          if (!(typeof v15 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v16 = data["offer_schedule"];
    if (v16 !== undefined) {
      if (!(typeof v16 === "object" && v16 !== null && !Array.isArray(v16))) return false;
      for (const v17 in v16)
        switch (v17) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v18 = v16["start_date"];
        if (v18 !== undefined) {
          if (!(typeof v18 === "string")) return false;
          if (typeof v18 === "string" && !pattern1.test(v18)) return false;
        }
      }
      {
        const v19 = v16["end_date"];
        if (v19 !== undefined) {
          if (!(typeof v19 === "string")) return false;
          if (typeof v19 === "string" && !pattern1.test(v19)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
