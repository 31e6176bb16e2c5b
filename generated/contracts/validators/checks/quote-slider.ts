// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["slides"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "slides":
      case "section_class":
      case "justify_text":
      case "has_timer":
      case "slider_theme":
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
    const v4 = data["slides"];
    if (v4 !== undefined) {
      if (!Array.isArray(v4)) return false;
      if (Array.isArray(v4) && (v4.length > 10 || v4.length < 1)) return false;
      if (Array.isArray(v4))
        for (let v6 = 0; v6 < v4.length; v6++) {
          const v5 = v4[v6];
          if (!(typeof v5 === "object" && v5 !== null && !Array.isArray(v5))) return false;
          if (v5["quote"] === undefined) return false;
          for (const v7 in v5)
            switch (v7) {
              case "quote":
              case "author":
              case "author_position":
                break;
              default:
                return false;
            }
          {
            const v8 = v5["quote"];
            if (v8 !== undefined) {
              if (!(typeof v8 === "string")) return false;
              if (
                typeof v8 === "string" &&
                ((v8.length > 600 && codePoints(v8) > 600) || (v8.length < 2 && codePoints(v8) < 1))
              )
                return false;
            }
          }
          {
            const v9 = v5["author"];
            if (v9 !== undefined) {
              if (!(typeof v9 === "string")) return false;
              if (typeof v9 === "string" && v9.length > 120 && codePoints(v9) > 120) return false;
            }
          }
          {
            const v10 = v5["author_position"];
            if (v10 !== undefined) {
              if (!(typeof v10 === "string")) return false;
              if (typeof v10 === "string" && v10.length > 120 && codePoints(v10) > 120) return false;
            }
          }
        }
    }
  }
  {
    const v11 = data["section_class"];
    if (v11 !== undefined) {
      if (!(v11 === "left" || v11 === "center" || v11 === "right")) return false;
    }
  }
  {
    const v12 = data["justify_text"];
    if (v12 !== undefined) {
      if (!(typeof v12 === "boolean")) return false;
    }
  }
  {
    const v13 = data["has_timer"];
    if (v13 !== undefined) {
      if (!(typeof v13 === "boolean")) return false;
    }
  }
  {
    const v14 = data["slider_theme"];
    if (v14 !== undefined) {
      if (!(
        v14 === "light-theme" ||
        v14 === "grey-theme" ||
        v14 === "dark-theme" ||
        v14 === "black-theme" ||
        v14 === "all-white-theme"
      ))
        return false;
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
