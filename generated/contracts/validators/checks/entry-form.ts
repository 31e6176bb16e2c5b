// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^$|^[A-Za-z0-9-]{1,64}$", "u");
const pattern2 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["form_id"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "form_id":
      case "heading":
      case "form_position":
      case "box_color":
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
    const v4 = data["form_id"];
    if (v4 !== undefined) {
      if (!(typeof v4 === "string")) return false;
      if (
        typeof v4 === "string" &&
        ((v4.length > 64 && codePoints(v4) > 64) || (v4.length !== 0 && !pattern1.test(v4)))
      )
        return false;
    }
  }
  {
    const v5 = data["heading"];
    if (v5 !== undefined) {
      if (!(typeof v5 === "string")) return false;
      if (typeof v5 === "string" && v5.length > 150 && codePoints(v5) > 150) return false;
    }
  }
  {
    const v6 = data["form_position"];
    if (v6 !== undefined) {
      if (!(v6 === "left" || v6 === "center" || v6 === "right")) return false;
    }
  }
  {
    const v7 = data["box_color"];
    if (v7 !== undefined) {
      if (!(v7 === "light-theme" || v7 === "grey-theme" || v7 === "dark-theme" || v7 === "black-theme")) return false;
    }
  }
  {
    const v8 = data["dc_strategy"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "object" && v8 !== null && !Array.isArray(v8))) return false;
      if (v8["key"] === undefined || v8["value"] === undefined) return false;
      for (const v9 in v8)
        switch (v9) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v10 = v8["key"];
        if (v10 !== undefined) {
          if (!(v10 === "url_brands" || v10 === "mena_offers" || v10 === "reffine_sl" || v10 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v11 = v8["value"];
        if (v11 !== undefined) {
          if (!(typeof v11 === "string")) return false;
          if (typeof v11 === "string" && v11.length > 500 && codePoints(v11) > 500) return false;
        }
      }
      {
        const v12 = v8["name"];
        if (v12 !== undefined) {
          if (!(typeof v12 === "string")) return false;
          if (typeof v12 === "string" && v12.length > 120 && codePoints(v12) > 120) return false;
        }
      }
      {
        const v13 = v8["fallback"];
        if (v13 !== undefined) {
          if (!(typeof v13 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v14 = data["offer_schedule"];
    if (v14 !== undefined) {
      if (!(typeof v14 === "object" && v14 !== null && !Array.isArray(v14))) return false;
      for (const v15 in v14)
        switch (v15) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v16 = v14["start_date"];
        if (v16 !== undefined) {
          if (!(typeof v16 === "string")) return false;
          if (typeof v16 === "string" && !pattern2.test(v16)) return false;
        }
      }
      {
        const v17 = v14["end_date"];
        if (v17 !== undefined) {
          if (!(typeof v17 === "string")) return false;
          if (typeof v17 === "string" && !pattern2.test(v17)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
