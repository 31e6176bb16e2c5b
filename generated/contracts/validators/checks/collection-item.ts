// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp(
  "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
const pattern2 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["heading"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "image":
      case "eyebrow":
      case "heading":
      case "header_tag":
      case "header_size":
      case "paragraph":
      case "price":
      case "retailer_locator_url":
      case "retailer_locator_label":
      case "button_style":
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
    const v4 = data["image"];
    if (v4 !== undefined) {
      if (!(typeof v4 === "object" && v4 !== null && !Array.isArray(v4))) return false;
      if (v4["id"] === undefined) return false;
      for (const v5 in v4)
        switch (v5) {
          case "id":
          case "alt":
          case "variants":
            break;
          default:
            return false;
        }
      {
        const v6 = v4["id"];
        if (v6 !== undefined) {
          if (!(typeof v6 === "string")) return false;
          if (typeof v6 === "string" && v6.length < 2 && codePoints(v6) < 1) return false;
        }
      }
      {
        const v7 = v4["alt"];
        if (v7 !== undefined) {
          if (!(typeof v7 === "string")) return false;
        }
      }
      {
        const v8 = v4["variants"];
        if (v8 !== undefined) {
          if (!Array.isArray(v8)) return false;
          if (Array.isArray(v8))
            for (let v10 = 0; v10 < v8.length; v10++) {
              const v9 = v8[v10];
              if (!(typeof v9 === "object" && v9 !== null && !Array.isArray(v9))) return false;
              if (v9["width"] === undefined || v9["height"] === undefined) return false;
              for (const v11 in v9)
                switch (v11) {
                  case "width":
                  case "height":
                    break;
                  default:
                    return false;
                }
              {
                const v12 = v9["width"];
                if (v12 !== undefined) {
                  if (!(typeof v12 === "number" && !(v12 % 1) && !isNaN(v12) && isFinite(v12))) return false;
                  if (typeof v12 === "number" && v12 < 1) return false;
                }
              }
              {
                const v13 = v9["height"];
                if (v13 !== undefined) {
                  if (!(typeof v13 === "number" && !(v13 % 1) && !isNaN(v13) && isFinite(v13))) return false;
                  if (typeof v13 === "number" && v13 < 1) return false;
                }
              }
            }
        }
      }
    }
  }
  {
    const v14 = data["eyebrow"];
    if (v14 !== undefined) {
      if (!(typeof v14 === "string")) return false;
      if (typeof v14 === "string" && v14.length > 80 && codePoints(v14) > 80) return false;
    }
  }
  {
    const v15 = data["heading"];
    if (v15 !== undefined) {
      if (!(typeof v15 === "string")) return false;
      if (
        typeof v15 === "string" &&
        ((v15.length > 150 && codePoints(v15) > 150) || (v15.length < 2 && codePoints(v15) < 1))
      )
        return false;
    }
  }
  {
    const v16 = data["header_tag"];
    if (v16 !== undefined) {
      if (!(v16 === 1 || v16 === 2 || v16 === 3 || v16 === 4 || v16 === 5 || v16 === 6)) return false;
    }
  }
  {
    const v17 = data["header_size"];
    if (v17 !== undefined) {
      if (!(v17 === "xs" || v17 === "s" || v17 === "m" || v17 === "l" || v17 === "xl" || v17 === "title")) return false;
    }
  }
  {
    const v18 = data["paragraph"];
    if (v18 !== undefined) {
      if (!(typeof v18 === "string")) return false;
    }
  }
  {
    const v19 = data["price"];
    if (v19 !== undefined) {
      if (!(typeof v19 === "string")) return false;
      if (typeof v19 === "string" && v19.length > 60 && codePoints(v19) > 60) return false;
    }
  }
  {
    const v20 = data["retailer_locator_url"];
    if (v20 !== undefined) {
      if (!(typeof v20 === "string")) return false;
      if (
        typeof v20 === "string" &&
        ((v20.length > 2000 && codePoints(v20) > 2000) || (v20.length !== 0 && !pattern1.test(v20)))
      )
        return false;
      if (typeof v20 === "string" && v20.length < 2 && codePoints(v20) < 1) return false;
    }
  }
  {
    const v21 = data["retailer_locator_label"];
    if (v21 !== undefined) {
      if (!(typeof v21 === "string")) return false;
      if (
        typeof v21 === "string" &&
        ((v21.length > 60 && codePoints(v21) > 60) || (v21.length < 2 && codePoints(v21) < 1))
      )
        return false;
    }
  }
  {
    const v22 = data["button_style"];
    if (v22 !== undefined) {
      if (!(v22 === "primary" || v22 === "secondary")) return false;
    }
  }
  {
    const v23 = data["is_reversed"];
    if (v23 !== undefined) {
      if (!(typeof v23 === "boolean")) return false;
    }
  }
  {
    const v24 = data["box_color"];
    if (v24 !== undefined) {
      if (!(v24 === "light-theme" || v24 === "grey-theme" || v24 === "dark-theme" || v24 === "black-theme"))
        return false;
    }
  }
  {
    const v25 = data["padding"];
    if (v25 !== undefined) {
      if (!(v25 === "normal" || v25 === "top-space-0" || v25 === "bottom-space-0" || v25 === "y-space-0")) return false;
    }
  }
  {
    const v26 = data["dc_strategy"];
    if (v26 !== undefined) {
      if (!(typeof v26 === "object" && v26 !== null && !Array.isArray(v26))) return false;
      if (v26["key"] === undefined || v26["value"] === undefined) return false;
      for (const v27 in v26)
        switch (v27) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v28 = v26["key"];
        if (v28 !== undefined) {
          if (!(v28 === "url_brands" || v28 === "mena_offers" || v28 === "reffine_sl" || v28 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v29 = v26["value"];
        if (v29 !== undefined) {
          if (!(typeof v29 === "string")) return false;
          if (typeof v29 === "string" && v29.length > 500 && codePoints(v29) > 500) return false;
        }
      }
      {
        const v30 = v26["name"];
        if (v30 !== undefined) {
          if (!(typeof v30 === "string")) return false;
          if (typeof v30 === "string" && v30.length > 120 && codePoints(v30) > 120) return false;
        }
      }
      {
        const v31 = v26["fallback"];
        if (v31 !== undefined) {
          if (!(typeof v31 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v32 = data["offer_schedule"];
    if (v32 !== undefined) {
      if (!(typeof v32 === "object" && v32 !== null && !Array.isArray(v32))) return false;
      for (const v33 in v32)
        switch (v33) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v34 = v32["start_date"];
        if (v34 !== undefined) {
          if (!(typeof v34 === "string")) return false;
          if (typeof v34 === "string" && !pattern2.test(v34)) return false;
        }
      }
      {
        const v35 = v32["end_date"];
        if (v35 !== undefined) {
          if (!(typeof v35 === "string")) return false;
          if (typeof v35 === "string" && !pattern2.test(v35)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
