// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^[a-z0-9]+(?:-[a-z0-9]+)*$", "u");
const pattern2 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "label_text":
      case "button_text":
      case "response_positive":
      case "response_negative":
      case "invalid_text":
      case "error_text":
      case "list":
      case "check_digit":
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
      if (typeof v4 === "string" && v4.length > 120 && codePoints(v4) > 120) return false;
    }
  }
  {
    const v5 = data["header_tag"];
    if (v5 !== undefined) {
      if (!(v5 === 1 || v5 === 2 || v5 === 3 || v5 === 4 || v5 === 5 || v5 === 6)) return false;
    }
  }
  {
    const v6 = data["label_text"];
    if (v6 !== undefined) {
      if (!(typeof v6 === "string")) return false;
      if (
        typeof v6 === "string" &&
        ((v6.length > 120 && codePoints(v6) > 120) || (v6.length < 2 && codePoints(v6) < 1))
      )
        return false;
    }
  }
  {
    const v7 = data["button_text"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "string")) return false;
      if (typeof v7 === "string" && ((v7.length > 40 && codePoints(v7) > 40) || (v7.length < 2 && codePoints(v7) < 1)))
        return false;
    }
  }
  {
    const v8 = data["response_positive"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "string")) return false;
    }
  }
  {
    const v9 = data["response_negative"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "string")) return false;
    }
  }
  {
    const v10 = data["invalid_text"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "string")) return false;
      if (
        typeof v10 === "string" &&
        ((v10.length > 200 && codePoints(v10) > 200) || (v10.length < 2 && codePoints(v10) < 1))
      )
        return false;
    }
  }
  {
    const v11 = data["error_text"];
    if (v11 !== undefined) {
      if (!(typeof v11 === "string")) return false;
      if (
        typeof v11 === "string" &&
        ((v11.length > 200 && codePoints(v11) > 200) || (v11.length < 2 && codePoints(v11) < 1))
      )
        return false;
    }
  }
  {
    const v12 = data["list"];
    if (v12 !== undefined) {
      if (!(typeof v12 === "string")) return false;
      if (
        typeof v12 === "string" &&
        ((v12.length > 60 && codePoints(v12) > 60) || (v12.length < 2 && codePoints(v12) < 1) || !pattern1.test(v12))
      )
        return false;
    }
  }
  {
    const v13 = data["check_digit"];
    if (v13 !== undefined) {
      if (!(typeof v13 === "boolean")) return false;
    }
  }
  {
    const v14 = data["box_color"];
    if (v14 !== undefined) {
      if (!(v14 === "light-theme" || v14 === "grey-theme" || v14 === "dark-theme" || v14 === "black-theme"))
        return false;
    }
  }
  {
    const v15 = data["padding"];
    if (v15 !== undefined) {
      if (!(v15 === "normal" || v15 === "top-space-0" || v15 === "bottom-space-0" || v15 === "y-space-0")) return false;
    }
  }
  {
    const v16 = data["dc_strategy"];
    if (v16 !== undefined) {
      if (!(typeof v16 === "object" && v16 !== null && !Array.isArray(v16))) return false;
      if (v16["key"] === undefined || v16["value"] === undefined) return false;
      for (const v17 in v16)
        switch (v17) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v18 = v16["key"];
        if (v18 !== undefined) {
          if (!(v18 === "url_brands" || v18 === "mena_offers" || v18 === "reffine_sl" || v18 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v19 = v16["value"];
        if (v19 !== undefined) {
          if (!(typeof v19 === "string")) return false;
          if (typeof v19 === "string" && v19.length > 500 && codePoints(v19) > 500) return false;
        }
      }
      {
        const v20 = v16["name"];
        if (v20 !== undefined) {
          if (!(typeof v20 === "string")) return false;
          if (typeof v20 === "string" && v20.length > 120 && codePoints(v20) > 120) return false;
        }
      }
      {
        const v21 = v16["fallback"];
        if (v21 !== undefined) {
          if (!(typeof v21 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v22 = data["offer_schedule"];
    if (v22 !== undefined) {
      if (!(typeof v22 === "object" && v22 !== null && !Array.isArray(v22))) return false;
      for (const v23 in v22)
        switch (v23) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v24 = v22["start_date"];
        if (v24 !== undefined) {
          if (!(typeof v24 === "string")) return false;
          if (typeof v24 === "string" && !pattern2.test(v24)) return false;
        }
      }
      {
        const v25 = v22["end_date"];
        if (v25 !== undefined) {
          if (!(typeof v25 === "string")) return false;
          if (typeof v25 === "string" && !pattern2.test(v25)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
