// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["location_latitude"] === undefined || data["location_longitude"] === undefined)
    return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "header_size":
      case "location_name":
      case "location_address":
      case "location_latitude":
      case "location_longitude":
      case "location_content":
      case "is_reversed":
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
    const v4 = data["heading"];
    if (v4 !== undefined) {
      if (!(typeof v4 === "string")) return false;
      if (typeof v4 === "string" && v4.length > 150 && codePoints(v4) > 150) return false;
    }
  }
  {
    const v5 = data["header_tag"];
    if (v5 !== undefined) {
      if (!(v5 === 1 || v5 === 2 || v5 === 3 || v5 === 4 || v5 === 5 || v5 === 6)) return false;
    }
  }
  {
    const v6 = data["header_size"];
    if (v6 !== undefined) {
      if (!(v6 === "xs" || v6 === "s" || v6 === "m" || v6 === "l" || v6 === "xl" || v6 === "title")) return false;
    }
  }
  {
    const v7 = data["location_name"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "string")) return false;
      if (
        typeof v7 === "string" &&
        ((v7.length > 120 && codePoints(v7) > 120) || (v7.length < 2 && codePoints(v7) < 1))
      )
        return false;
    }
  }
  {
    const v8 = data["location_address"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "string")) return false;
      if (typeof v8 === "string" && v8.length > 200 && codePoints(v8) > 200) return false;
    }
  }
  {
    const v9 = data["location_latitude"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "number" && isFinite(v9))) return false;
      if (typeof v9 === "number" && (v9 < -90 || v9 > 90)) return false;
    }
  }
  {
    const v10 = data["location_longitude"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "number" && isFinite(v10))) return false;
      if (typeof v10 === "number" && (v10 < -180 || v10 > 180)) return false;
    }
  }
  {
    const v11 = data["location_content"];
    if (v11 !== undefined) {
      if (!(typeof v11 === "string")) return false;
      if (typeof v11 === "string" && v11.length > 10000 && codePoints(v11) > 10000) return false;
    }
  }
  {
    const v12 = data["is_reversed"];
    if (v12 !== undefined) {
      if (!(typeof v12 === "boolean")) return false;
    }
  }
  {
    const v13 = data["box_color"];
    if (v13 !== undefined) {
      if (!(v13 === "light-theme" || v13 === "grey-theme" || v13 === "dark-theme" || v13 === "black-theme"))
        return false;
    }
  }
  {
    const v14 = data["padding"];
    if (v14 !== undefined) {
      if (!(v14 === "normal" || v14 === "top-space-0" || v14 === "bottom-space-0" || v14 === "y-space-0")) return false;
    }
  }
  {
    const v15 = data["dc_strategy"];
    if (v15 !== undefined) {
      if (!(typeof v15 === "object" && v15 !== null && !Array.isArray(v15))) return false;
      if (v15["key"] === undefined || v15["value"] === undefined) return false;
      for (const v16 in v15)
        switch (v16) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v17 = v15["key"];
        if (v17 !== undefined) {
          if (!(v17 === "url_brands" || v17 === "mena_offers" || v17 === "reffine_sl" || v17 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v18 = v15["value"];
        if (v18 !== undefined) {
          if (!(typeof v18 === "string")) return false;
          if (typeof v18 === "string" && v18.length > 500 && codePoints(v18) > 500) return false;
        }
      }
      {
        const v19 = v15["name"];
        if (v19 !== undefined) {
          if (!(typeof v19 === "string")) return false;
          if (typeof v19 === "string" && v19.length > 120 && codePoints(v19) > 120) return false;
        }
      }
      {
        const v20 = v15["fallback"];
        if (v20 !== undefined) {
          if (!(typeof v20 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v21 = data["offer_schedule"];
    if (v21 !== undefined) {
      if (!(typeof v21 === "object" && v21 !== null && !Array.isArray(v21))) return false;
      for (const v22 in v21)
        switch (v22) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v23 = v21["start_date"];
        if (v23 !== undefined) {
          if (!(typeof v23 === "string")) return false;
          if (typeof v23 === "string" && !pattern1.test(v23)) return false;
        }
      }
      {
        const v24 = v21["end_date"];
        if (v24 !== undefined) {
          if (!(typeof v24 === "string")) return false;
          if (typeof v24 === "string" && !pattern1.test(v24)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
