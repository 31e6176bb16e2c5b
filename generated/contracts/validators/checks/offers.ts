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
      case "category":
      case "new_cars":
      case "approved":
      case "owners":
      case "branded_goods":
      case "defender":
      case "discovery":
      case "range_rover":
      case "jaguar":
      case "form_title":
      case "form_subtile":
      case "form_id":
      case "has_two_columns":
      case "button_position":
      case "error_text":
      case "error_button_text":
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
    const v4 = data["category"];
    if (v4 !== undefined) {
      if (!(typeof v4 === "string")) return false;
      if (typeof v4 === "string" && v4.length > 120 && codePoints(v4) > 120) return false;
    }
  }
  {
    const v5 = data["new_cars"];
    if (v5 !== undefined) {
      if (!(typeof v5 === "boolean")) return false;
    }
  }
  {
    const v6 = data["approved"];
    if (v6 !== undefined) {
      if (!(typeof v6 === "boolean")) return false;
    }
  }
  {
    const v7 = data["owners"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "boolean")) return false;
    }
  }
  {
    const v8 = data["branded_goods"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "boolean")) return false;
    }
  }
  {
    const v9 = data["defender"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "boolean")) return false;
    }
  }
  {
    const v10 = data["discovery"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "boolean")) return false;
    }
  }
  {
    const v11 = data["range_rover"];
    if (v11 !== undefined) {
      if (!(typeof v11 === "boolean")) return false;
    }
  }
  {
    const v12 = data["jaguar"];
    if (v12 !== undefined) {
      if (!(typeof v12 === "boolean")) return false;
    }
  }
  {
    const v13 = data["form_title"];
    if (v13 !== undefined) {
      if (!(typeof v13 === "string")) return false;
      if (
        typeof v13 === "string" &&
        ((v13.length > 120 && codePoints(v13) > 120) || (v13.length < 2 && codePoints(v13) < 1))
      )
        return false;
    }
  }
  {
    const v14 = data["form_subtile"];
    if (v14 !== undefined) {
      if (!(typeof v14 === "string")) return false;
      if (typeof v14 === "string" && v14.length > 300 && codePoints(v14) > 300) return false;
    }
  }
  {
    const v15 = data["form_id"];
    if (v15 !== undefined) {
      if (!(typeof v15 === "string")) return false;
      if (
        typeof v15 === "string" &&
        ((v15.length > 64 && codePoints(v15) > 64) || (v15.length !== 0 && !pattern1.test(v15)))
      )
        return false;
    }
  }
  {
    const v16 = data["has_two_columns"];
    if (v16 !== undefined) {
      if (!(typeof v16 === "boolean")) return false;
    }
  }
  {
    const v17 = data["button_position"];
    if (v17 !== undefined) {
      if (!(v17 === "left" || v17 === "center" || v17 === "right")) return false;
    }
  }
  {
    const v18 = data["error_text"];
    if (v18 !== undefined) {
      if (!(typeof v18 === "string")) return false;
      if (
        typeof v18 === "string" &&
        ((v18.length > 200 && codePoints(v18) > 200) || (v18.length < 2 && codePoints(v18) < 1))
      )
        return false;
    }
  }
  {
    const v19 = data["error_button_text"];
    if (v19 !== undefined) {
      if (!(typeof v19 === "string")) return false;
      if (
        typeof v19 === "string" &&
        ((v19.length > 40 && codePoints(v19) > 40) || (v19.length < 2 && codePoints(v19) < 1))
      )
        return false;
    }
  }
  {
    const v20 = data["box_color"];
    if (v20 !== undefined) {
      if (!(v20 === "light-theme" || v20 === "grey-theme" || v20 === "dark-theme" || v20 === "black-theme"))
        return false;
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
          if (typeof v29 === "string" && !pattern2.test(v29)) return false;
        }
      }
      {
        const v30 = v27["end_date"];
        if (v30 !== undefined) {
          if (!(typeof v30 === "string")) return false;
          if (typeof v30 === "string" && !pattern2.test(v30)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
