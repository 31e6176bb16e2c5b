// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "locale":
      case "market":
      case "page_size":
      case "read_more":
      case "pagination_text":
      case "previous_label":
      case "next_label":
      case "visited_label":
      case "error_title":
      case "error_text":
      case "no_results_title":
      case "no_results_text":
      case "dir":
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
    const v6 = data["locale"];
    if (v6 !== undefined) {
      if (!(v6 === "en" || v6 === "ar" || v6 === "fr" || v6 === "ge" || v6 === "ru")) return false;
    }
  }
  {
    const v7 = data["market"];
    if (v7 !== undefined) {
      if (!(
        v7 === "AE" ||
        v7 === "SA" ||
        v7 === "KW" ||
        v7 === "QA" ||
        v7 === "BH" ||
        v7 === "OM" ||
        v7 === "EG" ||
        v7 === "JO" ||
        v7 === "LB"
      ))
        return false;
    }
  }
  {
    const v8 = data["page_size"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "number" && isFinite(v8))) return false;
      if (!(typeof v8 === "number" && !(v8 % 1) && !isNaN(v8) && isFinite(v8))) return false;
      if (typeof v8 === "number" && (v8 < 1 || v8 > 50)) return false;
    }
  }
  {
    const v9 = data["read_more"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "string")) return false;
      if (typeof v9 === "string" && ((v9.length > 40 && codePoints(v9) > 40) || (v9.length < 2 && codePoints(v9) < 1)))
        return false;
    }
  }
  {
    const v10 = data["pagination_text"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "string")) return false;
      if (
        typeof v10 === "string" &&
        ((v10.length > 60 && codePoints(v10) > 60) || (v10.length < 2 && codePoints(v10) < 1))
      )
        return false;
    }
  }
  {
    const v11 = data["previous_label"];
    if (v11 !== undefined) {
      if (!(typeof v11 === "string")) return false;
      if (
        typeof v11 === "string" &&
        ((v11.length > 40 && codePoints(v11) > 40) || (v11.length < 2 && codePoints(v11) < 1))
      )
        return false;
    }
  }
  {
    const v12 = data["next_label"];
    if (v12 !== undefined) {
      if (!(typeof v12 === "string")) return false;
      if (
        typeof v12 === "string" &&
        ((v12.length > 40 && codePoints(v12) > 40) || (v12.length < 2 && codePoints(v12) < 1))
      )
        return false;
    }
  }
  {
    const v13 = data["visited_label"];
    if (v13 !== undefined) {
      if (!(typeof v13 === "string")) return false;
      if (
        typeof v13 === "string" &&
        ((v13.length > 40 && codePoints(v13) > 40) || (v13.length < 2 && codePoints(v13) < 1))
      )
        return false;
    }
  }
  {
    const v14 = data["error_title"];
    if (v14 !== undefined) {
      if (!(typeof v14 === "string")) return false;
      if (
        typeof v14 === "string" &&
        ((v14.length > 120 && codePoints(v14) > 120) || (v14.length < 2 && codePoints(v14) < 1))
      )
        return false;
    }
  }
  {
    const v15 = data["error_text"];
    if (v15 !== undefined) {
      if (!(typeof v15 === "string")) return false;
      if (
        typeof v15 === "string" &&
        ((v15.length > 300 && codePoints(v15) > 300) || (v15.length < 2 && codePoints(v15) < 1))
      )
        return false;
    }
  }
  {
    const v16 = data["no_results_title"];
    if (v16 !== undefined) {
      if (!(typeof v16 === "string")) return false;
      if (
        typeof v16 === "string" &&
        ((v16.length > 120 && codePoints(v16) > 120) || (v16.length < 2 && codePoints(v16) < 1))
      )
        return false;
    }
  }
  {
    const v17 = data["no_results_text"];
    if (v17 !== undefined) {
      if (!(typeof v17 === "string")) return false;
      if (
        typeof v17 === "string" &&
        ((v17.length > 300 && codePoints(v17) > 300) || (v17.length < 2 && codePoints(v17) < 1))
      )
        return false;
    }
  }
  {
    const v18 = data["dir"];
    if (v18 !== undefined) {
      if (!(v18 === "ltr" || v18 === "rtl")) return false;
    }
  }
  {
    const v19 = data["box_color"];
    if (v19 !== undefined) {
      if (!(v19 === "light-theme" || v19 === "grey-theme" || v19 === "dark-theme" || v19 === "black-theme"))
        return false;
    }
  }
  {
    const v20 = data["padding"];
    if (v20 !== undefined) {
      if (!(v20 === "normal" || v20 === "top-space-0" || v20 === "bottom-space-0" || v20 === "y-space-0")) return false;
    }
  }
  {
    const v21 = data["dc_strategy"];
    if (v21 !== undefined) {
      if (!(typeof v21 === "object" && v21 !== null && !Array.isArray(v21))) return false;
      if (v21["key"] === undefined || v21["value"] === undefined) return false;
      for (const v22 in v21)
        switch (v22) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v23 = v21["key"];
        if (v23 !== undefined) {
          if (!(v23 === "url_brands" || v23 === "mena_offers" || v23 === "reffine_sl" || v23 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v24 = v21["value"];
        if (v24 !== undefined) {
          if (!(typeof v24 === "string")) return false;
          if (typeof v24 === "string" && v24.length > 500 && codePoints(v24) > 500) return false;
        }
      }
      {
        const v25 = v21["name"];
        if (v25 !== undefined) {
          if (!(typeof v25 === "string")) return false;
          if (typeof v25 === "string" && v25.length > 120 && codePoints(v25) > 120) return false;
        }
      }
      {
        const v26 = v21["fallback"];
        if (v26 !== undefined) {
          if (!(typeof v26 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v27 = data["offer_schedule"];
    if (v27 !== undefined) {
      if (!(typeof v27 === "object" && v27 !== null && !Array.isArray(v27))) return false;
      for (const v28 in v27)
        switch (v28) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v29 = v27["start_date"];
        if (v29 !== undefined) {
          if (!(typeof v29 === "string")) return false;
          if (typeof v29 === "string" && !pattern1.test(v29)) return false;
        }
      }
      {
        const v30 = v27["end_date"];
        if (v30 !== undefined) {
          if (!(typeof v30 === "string")) return false;
          if (typeof v30 === "string" && !pattern1.test(v30)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
