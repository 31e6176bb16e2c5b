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
      case "header_size":
      case "paragraph":
      case "rows":
      case "col-numbers":
      case "disclaimer":
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
    const v7 = data["paragraph"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "string")) return false;
    }
  }
  {
    const v8 = data["rows"];
    if (v8 !== undefined) {
      if (!Array.isArray(v8)) return false;
      if (Array.isArray(v8) && v8.length > 100) return false;
      if (Array.isArray(v8))
        for (let v10 = 0; v10 < v8.length; v10++) {
          const v9 = v8[v10];
          if (!(typeof v9 === "object" && v9 !== null && !Array.isArray(v9))) return false;
          if (v9["label"] === undefined || v9["value"] === undefined) return false;
          for (const v11 in v9)
            switch (v11) {
              case "category":
              case "label":
              case "value":
                break;
              default:
                return false;
            }
          {
            const v12 = v9["category"];
            if (v12 !== undefined) {
              if (!(typeof v12 === "string")) return false;
              if (typeof v12 === "string" && v12.length > 80 && codePoints(v12) > 80) return false;
            }
          }
          {
            const v13 = v9["label"];
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
            const v14 = v9["value"];
            if (v14 !== undefined) {
              if (!(typeof v14 === "string")) return false;
              if (
                typeof v14 === "string" &&
                ((v14.length > 200 && codePoints(v14) > 200) || (v14.length < 2 && codePoints(v14) < 1))
              )
                return false;
            }
          }
        }
    }
  }
  {
    const v15 = data["col-numbers"];
    if (v15 !== undefined) {
      if (!(v15 === 1 || v15 === 2 || v15 === 3 || v15 === 4)) return false;
    }
  }
  {
    const v16 = data["disclaimer"];
    if (v16 !== undefined) {
      if (!(typeof v16 === "string")) return false;
      if (typeof v16 === "string" && v16.length > 1000 && codePoints(v16) > 1000) return false;
    }
  }
  {
    const v17 = data["box_color"];
    if (v17 !== undefined) {
      if (!(v17 === "light-theme" || v17 === "grey-theme" || v17 === "dark-theme" || v17 === "black-theme"))
        return false;
    }
  }
  {
    const v18 = data["padding"];
    if (v18 !== undefined) {
      if (!(v18 === "normal" || v18 === "top-space-0" || v18 === "bottom-space-0" || v18 === "y-space-0")) return false;
    }
  }
  {
    const v19 = data["dc_strategy"];
    if (v19 !== undefined) {
      if (!(typeof v19 === "object" && v19 !== null && !Array.isArray(v19))) return false;
      if (v19["key"] === undefined || v19["value"] === undefined) return false;
      for (const v20 in v19)
        switch (v20) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v21 = v19["key"];
        if (v21 !== undefined) {
          if (!(v21 === "url_brands" || v21 === "mena_offers" || v21 === "reffine_sl" || v21 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v22 = v19["value"];
        if (v22 !== undefined) {
          if (!(typeof v22 === "string")) return false;
          if (typeof v22 === "string" && v22.length > 500 && codePoints(v22) > 500) return false;
        }
      }
      {
        const v23 = v19["name"];
        if (v23 !== undefined) {
          if (!(typeof v23 === "string")) return false;
          if (typeof v23 === "string" && v23.length > 120 && codePoints(v23) > 120) return false;
        }
      }
      {
        const v24 = v19["fallback"];
        if (v24 !== undefined) {
          if (!(typeof v24 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v25 = data["offer_schedule"];
    if (v25 !== undefined) {
      if (!(typeof v25 === "object" && v25 !== null && !Array.isArray(v25))) return false;
      for (const v26 in v25)
        switch (v26) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v27 = v25["start_date"];
        if (v27 !== undefined) {
          if (!(typeof v27 === "string")) return false;
          if (typeof v27 === "string" && !pattern1.test(v27)) return false;
        }
      }
      {
        const v28 = v25["end_date"];
        if (v28 !== undefined) {
          if (!(typeof v28 === "string")) return false;
          if (typeof v28 === "string" && !pattern1.test(v28)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
