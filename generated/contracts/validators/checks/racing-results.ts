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
  if (data["id"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "header_size":
      case "url":
      case "limit":
      case "show_points":
      case "highlight_team":
      case "rdx-link":
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
    const v7 = data["url"];
    if (v7 !== undefined) {
      if (!(
        v7 === "results/2026-round-1-mexico-city.json" ||
        v7 === "results/2026-round-2-diriyah.json" ||
        v7 === "results/2026-round-3-monaco.json" ||
        v7 === "results/2026-round-4-berlin.json" ||
        v7 === "results/2026-round-5-london.json"
      ))
        return false;
    }
  }
  {
    const v8 = data["limit"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "number" && isFinite(v8))) return false;
      if (!(typeof v8 === "number" && !(v8 % 1) && !isNaN(v8) && isFinite(v8))) return false;
      if (typeof v8 === "number" && (v8 < 1 || v8 > 24)) return false;
    }
  }
  {
    const v9 = data["show_points"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "boolean")) return false;
    }
  }
  {
    const v10 = data["highlight_team"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "string")) return false;
      if (typeof v10 === "string" && v10.length > 80 && codePoints(v10) > 80) return false;
    }
  }
  {
    const v11 = data["rdx-link"];
    if (v11 !== undefined) {
      if (!(typeof v11 === "object" && v11 !== null && !Array.isArray(v11))) return false;
      for (const v12 in v11)
        switch (v12) {
          case "url":
          case "type":
          case "target":
          case "link_text":
          case "icon":
          case "ui_type":
          case "size":
          case "rdx_forms_form_id":
          case "hidden_fields":
          case "form_layout":
            break;
          default:
            return false;
        }
      {
        const v13 = v11["url"];
        if (v13 !== undefined) {
          if (!(typeof v13 === "string")) return false;
          if (
            typeof v13 === "string" &&
            ((v13.length > 2000 && codePoints(v13) > 2000) || (v13.length !== 0 && !pattern1.test(v13)))
          )
            return false;
        }
      }
      {
        const v14 = v11["type"];
        if (v14 !== undefined) {
          if (!(v14 === "internal" || v14 === "external" || v14 === "form" || v14 === "file")) return false;
        }
      }
      {
        const v15 = v11["target"];
        if (v15 !== undefined) {
          if (!(v15 === "_self" || v15 === "_blank")) return false;
        }
      }
      {
        const v16 = v11["link_text"];
        if (v16 !== undefined) {
          if (!(typeof v16 === "string")) return false;
        }
      }
      {
        const v17 = v11["icon"];
        if (v17 !== undefined) {
          if (!(typeof v17 === "string")) return false;
          if (typeof v17 === "string" && v17.length !== 0 && !pattern2.test(v17)) return false;
        }
      }
      {
        const v18 = v11["ui_type"];
        if (v18 !== undefined) {
          if (!(v18 === "primary" || v18 === "secondary" || v18 === "tertiary")) return false;
        }
      }
      {
        const v19 = v11["size"];
        if (v19 !== undefined) {
          if (!(v19 === "medium" || v19 === "small")) return false;
        }
      }
      {
        const v20 = v11["rdx_forms_form_id"];
        if (v20 !== undefined) {
          if (!(typeof v20 === "string")) return false;
        }
      }
      {
        const v21 = v11["hidden_fields"];
        if (v21 !== undefined) {
          if (!Array.isArray(v21)) return false;
          if (Array.isArray(v21) && v21.length > 20) return false;
          if (Array.isArray(v21))
            for (let v23 = 0; v23 < v21.length; v23++) {
              const v22 = v21[v23];
              if (!(typeof v22 === "object" && v22 !== null && !Array.isArray(v22))) return false;
              if (v22["name"] === undefined || v22["value"] === undefined) return false;
              for (const v24 in v22)
                switch (v24) {
                  case "name":
                  case "value":
                    break;
                  default:
                    return false;
                }
              {
                const v25 = v22["name"];
                if (v25 !== undefined) {
                  if (!(typeof v25 === "string")) return false;
                  if (typeof v25 === "string" && v25.length < 2 && codePoints(v25) < 1) return false;
                }
              }
              {
                const v26 = v22["value"];
                if (v26 !== undefined) {
                  if (!(typeof v26 === "string")) return false;
                }
              }
            }
        }
      }
      {
        const v27 = v11["form_layout"];
        if (v27 !== undefined) {
          if (!(v27 === "single" || v27 === "double")) return false;
        }
      }
    }
  }
  {
    const v28 = data["box_color"];
    if (v28 !== undefined) {
      if (!(v28 === "light-theme" || v28 === "grey-theme" || v28 === "dark-theme" || v28 === "black-theme"))
        return false;
    }
  }
  {
    const v29 = data["padding"];
    if (v29 !== undefined) {
      if (!(v29 === "normal" || v29 === "top-space-0" || v29 === "bottom-space-0" || v29 === "y-space-0")) return false;
    }
  }
  {
    const v30 = data["dc_strategy"];
    if (v30 !== undefined) {
      if (!(typeof v30 === "object" && v30 !== null && !Array.isArray(v30))) return false;
      if (v30["key"] === undefined || v30["value"] === undefined) return false;
      for (const v31 in v30)
        switch (v31) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v32 = v30["key"];
        if (v32 !== undefined) {
          if (!(v32 === "url_brands" || v32 === "mena_offers" || v32 === "reffine_sl" || v32 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v33 = v30["value"];
        if (v33 !== undefined) {
          if (!(typeof v33 === "string")) return false;
          if (typeof v33 === "string" && v33.length > 500 && codePoints(v33) > 500) return false;
        }
      }
      {
        const v34 = v30["name"];
        if (v34 !== undefined) {
          if (!(typeof v34 === "string")) return false;
          if (typeof v34 === "string" && v34.length > 120 && codePoints(v34) > 120) return false;
        }
      }
      {
        const v35 = v30["fallback"];
        if (v35 !== undefined) {
          if (!(typeof v35 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v36 = data["offer_schedule"];
    if (v36 !== undefined) {
      if (!(typeof v36 === "object" && v36 !== null && !Array.isArray(v36))) return false;
      for (const v37 in v36)
        switch (v37) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v38 = v36["start_date"];
        if (v38 !== undefined) {
          if (!(typeof v38 === "string")) return false;
          if (typeof v38 === "string" && !pattern3.test(v38)) return false;
        }
      }
      {
        const v39 = v36["end_date"];
        if (v39 !== undefined) {
          if (!(typeof v39 === "string")) return false;
          if (typeof v39 === "string" && !pattern3.test(v39)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
