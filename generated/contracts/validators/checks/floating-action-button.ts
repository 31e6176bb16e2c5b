// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp(
  "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
const pattern2 = new RegExp("^$|^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern3 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["items"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "items":
      case "is_quick_links":
      case "quick_links_label":
      case "is_secondary":
      case "reversed":
      case "is_fab_disabled":
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
    const v4 = data["items"];
    if (v4 !== undefined) {
      if (!Array.isArray(v4)) return false;
      if (Array.isArray(v4) && v4.length > 6) return false;
      if (Array.isArray(v4))
        for (let v6 = 0; v6 < v4.length; v6++) {
          const v5 = v4[v6];
          if (!(typeof v5 === "object" && v5 !== null && !Array.isArray(v5))) return false;
          if (v5["link"] === undefined) return false;
          for (const v7 in v5)
            switch (v7) {
              case "link":
              case "icon":
              case "brands":
              case "brands_fallback":
                break;
              default:
                return false;
            }
          {
            const v8 = v5["link"];
            if (v8 !== undefined) {
              if (!(typeof v8 === "object" && v8 !== null && !Array.isArray(v8))) return false;
              if (v8["url"] === undefined || v8["link_text"] === undefined) return false;
              for (const v9 in v8)
                switch (v9) {
                  case "url":
                  case "link_text":
                  case "target":
                    break;
                  default:
                    return false;
                }
              {
                const v10 = v8["url"];
                if (v10 !== undefined) {
                  if (!(typeof v10 === "string")) return false;
                  if (
                    typeof v10 === "string" &&
                    ((v10.length > 2000 && codePoints(v10) > 2000) || (v10.length !== 0 && !pattern1.test(v10)))
                  )
                    return false;
                }
              }
              {
                const v11 = v8["link_text"];
                if (v11 !== undefined) {
                  if (!(typeof v11 === "string")) return false;
                  if (typeof v11 === "string" && v11.length > 100 && codePoints(v11) > 100) return false;
                }
              }
              {
                const v12 = v8["target"];
                if (v12 !== undefined) {
                  if (!(v12 === "_self" || v12 === "_blank")) return false;
                }
              }
            }
          }
          {
            const v13 = v5["icon"];
            if (v13 !== undefined) {
              if (!(typeof v13 === "string")) return false;
              if (typeof v13 === "string" && v13.length !== 0 && !pattern2.test(v13)) return false;
            }
          }
          {
            const v14 = v5["brands"];
            if (v14 !== undefined) {
              if (!(typeof v14 === "string")) return false;
              if (typeof v14 === "string" && v14.length > 200 && codePoints(v14) > 200) return false;
            }
          }
          {
            const v15 = v5["brands_fallback"];
            if (v15 !== undefined) {
              if (!(typeof v15 === "boolean")) return false;
            }
          }
        }
    }
  }
  {
    const v16 = data["is_quick_links"];
    if (v16 !== undefined) {
      if (!(typeof v16 === "boolean")) return false;
    }
  }
  {
    const v17 = data["quick_links_label"];
    if (v17 !== undefined) {
      if (!(typeof v17 === "string")) return false;
      if (typeof v17 === "string" && v17.length > 60 && codePoints(v17) > 60) return false;
    }
  }
  {
    const v18 = data["is_secondary"];
    if (v18 !== undefined) {
      if (!(typeof v18 === "boolean")) return false;
    }
  }
  {
    const v19 = data["reversed"];
    if (v19 !== undefined) {
      if (!(typeof v19 === "boolean")) return false;
    }
  }
  {
    const v20 = data["is_fab_disabled"];
    if (v20 !== undefined) {
      if (!(typeof v20 === "boolean")) return false;
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
          if (typeof v29 === "string" && !pattern3.test(v29)) return false;
        }
      }
      {
        const v30 = v27["end_date"];
        if (v30 !== undefined) {
          if (!(typeof v30 === "string")) return false;
          if (typeof v30 === "string" && !pattern3.test(v30)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
