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
      case "items":
      case "goTopShort":
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
    const v3 = data["items"];
    if (v3 !== undefined) {
      if (!Array.isArray(v3)) return false;
      if (Array.isArray(v3) && v3.length > 10) return false;
      if (Array.isArray(v3))
        for (let v5 = 0; v5 < v3.length; v5++) {
          const v4 = v3[v5];
          if (!(typeof v4 === "object" && v4 !== null && !Array.isArray(v4))) return false;
          if (v4["label"] === undefined) return false;
          for (const v6 in v4)
            switch (v6) {
              case "label":
              case "blockId":
                break;
              default:
                return false;
            }
          {
            const v7 = v4["label"];
            if (v7 !== undefined) {
              if (!(typeof v7 === "string")) return false;
              if (
                typeof v7 === "string" &&
                ((v7.length > 40 && codePoints(v7) > 40) || (v7.length < 2 && codePoints(v7) < 1))
              )
                return false;
            }
          }
          {
            const v8 = v4["blockId"];
            if (v8 !== undefined) {
              if (!(typeof v8 === "string")) return false;
              if (typeof v8 === "string" && v8.length !== 0 && !pattern0.test(v8)) return false;
            }
          }
        }
    }
  }
  {
    const v9 = data["goTopShort"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "string")) return false;
      if (typeof v9 === "string" && ((v9.length > 30 && codePoints(v9) > 30) || (v9.length < 2 && codePoints(v9) < 1)))
        return false;
    }
  }
  {
    const v10 = data["box_color"];
    if (v10 !== undefined) {
      if (!(v10 === "light-theme" || v10 === "grey-theme" || v10 === "dark-theme" || v10 === "black-theme"))
        return false;
    }
  }
  {
    const v11 = data["dc_strategy"];
    if (v11 !== undefined) {
      if (!(typeof v11 === "object" && v11 !== null && !Array.isArray(v11))) return false;
      if (v11["key"] === undefined || v11["value"] === undefined) return false;
      for (const v12 in v11)
        switch (v12) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v13 = v11["key"];
        if (v13 !== undefined) {
          if (!(v13 === "url_brands" || v13 === "mena_offers" || v13 === "reffine_sl" || v13 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v14 = v11["value"];
        if (v14 !== undefined) {
          if (!(typeof v14 === "string")) return false;
          if (typeof v14 === "string" && v14.length > 500 && codePoints(v14) > 500) return false;
        }
      }
      {
        const v15 = v11["name"];
        if (v15 !== undefined) {
          if (!(typeof v15 === "string")) return false;
          if (typeof v15 === "string" && v15.length > 120 && codePoints(v15) > 120) return false;
        }
      }
      {
        const v16 = v11["fallback"];
        if (v16 !== undefined) {
          if (!(typeof v16 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v17 = data["offer_schedule"];
    if (v17 !== undefined) {
      if (!(typeof v17 === "object" && v17 !== null && !Array.isArray(v17))) return false;
      for (const v18 in v17)
        switch (v18) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v19 = v17["start_date"];
        if (v19 !== undefined) {
          if (!(typeof v19 === "string")) return false;
          if (typeof v19 === "string" && !pattern1.test(v19)) return false;
        }
      }
      {
        const v20 = v17["end_date"];
        if (v20 !== undefined) {
          if (!(typeof v20 === "string")) return false;
          if (typeof v20 === "string" && !pattern1.test(v20)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
