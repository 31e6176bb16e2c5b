// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^$|^[A-Za-z0-9-]{1,64}$", "u");
const pattern2 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "form_id":
      case "terms_label":
      case "success_heading":
      case "success_text":
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
      if (typeof v4 === "string" && v4.length > 200 && codePoints(v4) > 200) return false;
    }
  }
  {
    const v5 = data["form_id"];
    if (v5 !== undefined) {
      if (!(typeof v5 === "string")) return false;
      if (
        typeof v5 === "string" &&
        ((v5.length > 64 && codePoints(v5) > 64) || (v5.length !== 0 && !pattern1.test(v5)))
      )
        return false;
    }
  }
  {
    const v6 = data["terms_label"];
    if (v6 !== undefined) {
      if (!(typeof v6 === "string")) return false;
      if (typeof v6 === "string" && v6.length > 500 && codePoints(v6) > 500) return false;
    }
  }
  {
    const v7 = data["success_heading"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "string")) return false;
      if (typeof v7 === "string" && v7.length > 200 && codePoints(v7) > 200) return false;
    }
  }
  {
    const v8 = data["success_text"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "string")) return false;
      if (typeof v8 === "string" && v8.length > 2000 && codePoints(v8) > 2000) return false;
    }
  }
  {
    const v9 = data["dc_strategy"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "object" && v9 !== null && !Array.isArray(v9))) return false;
      if (v9["key"] === undefined || v9["value"] === undefined) return false;
      for (const v10 in v9)
        switch (v10) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v11 = v9["key"];
        if (v11 !== undefined) {
          if (!(v11 === "url_brands" || v11 === "mena_offers" || v11 === "reffine_sl" || v11 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v12 = v9["value"];
        if (v12 !== undefined) {
          if (!(typeof v12 === "string")) return false;
          if (typeof v12 === "string" && v12.length > 500 && codePoints(v12) > 500) return false;
        }
      }
      {
        const v13 = v9["name"];
        if (v13 !== undefined) {
          if (!(typeof v13 === "string")) return false;
          if (typeof v13 === "string" && v13.length > 120 && codePoints(v13) > 120) return false;
        }
      }
      {
        const v14 = v9["fallback"];
        if (v14 !== undefined) {
          if (!(typeof v14 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v15 = data["offer_schedule"];
    if (v15 !== undefined) {
      if (!(typeof v15 === "object" && v15 !== null && !Array.isArray(v15))) return false;
      for (const v16 in v15)
        switch (v16) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v17 = v15["start_date"];
        if (v17 !== undefined) {
          if (!(typeof v17 === "string")) return false;
          if (typeof v17 === "string" && !pattern2.test(v17)) return false;
        }
      }
      {
        const v18 = v15["end_date"];
        if (v18 !== undefined) {
          if (!(typeof v18 === "string")) return false;
          if (typeof v18 === "string" && !pattern2.test(v18)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
