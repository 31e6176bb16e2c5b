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
  if (data["id"] === undefined || data["heading"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "image":
      case "image-ratio":
      case "eyebrow":
      case "heading":
      case "header_tag":
      case "header_size":
      case "paragraph":
      case "font_size":
      case "rdx-link":
      case "is_reversed":
      case "vertical_alignment":
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
    const v14 = data["image-ratio"];
    if (v14 !== undefined) {
      if (!(v14 === "16-9" || v14 === "16-6-5" || v14 === "1-1")) return false;
    }
  }
  {
    const v15 = data["eyebrow"];
    if (v15 !== undefined) {
      if (!(typeof v15 === "string")) return false;
      if (typeof v15 === "string" && v15.length > 120 && codePoints(v15) > 120) return false;
    }
  }
  {
    const v16 = data["heading"];
    if (v16 !== undefined) {
      if (!(typeof v16 === "string")) return false;
      if (
        typeof v16 === "string" &&
        ((v16.length > 150 && codePoints(v16) > 150) || (v16.length < 2 && codePoints(v16) < 1))
      )
        return false;
    }
  }
  {
    const v17 = data["header_tag"];
    if (v17 !== undefined) {
      if (!(v17 === 1 || v17 === 2 || v17 === 3 || v17 === 4 || v17 === 5 || v17 === 6)) return false;
    }
  }
  {
    const v18 = data["header_size"];
    if (v18 !== undefined) {
      if (!(v18 === "xs" || v18 === "s" || v18 === "m" || v18 === "l" || v18 === "xl" || v18 === "title")) return false;
    }
  }
  {
    const v19 = data["paragraph"];
    if (v19 !== undefined) {
      if (!(typeof v19 === "string")) return false;
    }
  }
  {
    const v20 = data["font_size"];
    if (v20 !== undefined) {
      if (!(v20 === "xs" || v20 === "s" || v20 === "m" || v20 === "l" || v20 === "quote" || v20 === "subcopy"))
        return false;
    }
  }
  {
    const v21 = data["rdx-link"];
    if (v21 !== undefined) {
      if (!(typeof v21 === "object" && v21 !== null && !Array.isArray(v21))) return false;
      for (const v22 in v21)
        switch (v22) {
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
        const v23 = v21["url"];
        if (v23 !== undefined) {
          if (!(typeof v23 === "string")) return false;
          if (
            typeof v23 === "string" &&
            ((v23.length > 2000 && codePoints(v23) > 2000) || (v23.length !== 0 && !pattern1.test(v23)))
          )
            return false;
        }
      }
      {
        const v24 = v21["type"];
        if (v24 !== undefined) {
          if (!(v24 === "internal" || v24 === "external" || v24 === "form" || v24 === "file")) return false;
        }
      }
      {
        const v25 = v21["target"];
        if (v25 !== undefined) {
          if (!(v25 === "_self" || v25 === "_blank")) return false;
        }
      }
      {
        const v26 = v21["link_text"];
        if (v26 !== undefined) {
          if (!(typeof v26 === "string")) return false;
        }
      }
      {
        const v27 = v21["icon"];
        if (v27 !== undefined) {
          if (!(typeof v27 === "string")) return false;
          if (typeof v27 === "string" && v27.length !== 0 && !pattern2.test(v27)) return false;
        }
      }
      {
        const v28 = v21["ui_type"];
        if (v28 !== undefined) {
          if (!(v28 === "primary" || v28 === "secondary" || v28 === "tertiary")) return false;
        }
      }
      {
        const v29 = v21["size"];
        if (v29 !== undefined) {
          if (!(v29 === "medium" || v29 === "small")) return false;
        }
      }
      {
        const v30 = v21["rdx_forms_form_id"];
        if (v30 !== undefined) {
          if (!(typeof v30 === "string")) return false;
        }
      }
      {
        const v31 = v21["hidden_fields"];
        if (v31 !== undefined) {
          if (!Array.isArray(v31)) return false;
          if (Array.isArray(v31) && v31.length > 20) return false;
          if (Array.isArray(v31))
            for (let v33 = 0; v33 < v31.length; v33++) {
              const v32 = v31[v33];
              if (!(typeof v32 === "object" && v32 !== null && !Array.isArray(v32))) return false;
              if (v32["name"] === undefined || v32["value"] === undefined) return false;
              for (const v34 in v32)
                switch (v34) {
                  case "name":
                  case "value":
                    break;
                  default:
                    return false;
                }
              {
                const v35 = v32["name"];
                if (v35 !== undefined) {
                  if (!(typeof v35 === "string")) return false;
                  if (typeof v35 === "string" && v35.length < 2 && codePoints(v35) < 1) return false;
                }
              }
              {
                const v36 = v32["value"];
                if (v36 !== undefined) {
                  if (!(typeof v36 === "string")) return false;
                }
              }
            }
        }
      }
      {
        const v37 = v21["form_layout"];
        if (v37 !== undefined) {
          if (!(v37 === "single" || v37 === "double")) return false;
        }
      }
    }
  }
  {
    const v38 = data["is_reversed"];
    if (v38 !== undefined) {
      if (!(typeof v38 === "boolean")) return false;
    }
  }
  {
    const v39 = data["vertical_alignment"];
    if (v39 !== undefined) {
      if (!(v39 === "center" || v39 === "top" || v39 === "bottom")) return false;
    }
  }
  {
    const v40 = data["box_color"];
    if (v40 !== undefined) {
      if (!(v40 === "light-theme" || v40 === "grey-theme" || v40 === "dark-theme" || v40 === "black-theme"))
        return false;
    }
  }
  {
    const v41 = data["padding"];
    if (v41 !== undefined) {
      if (!(v41 === "normal" || v41 === "top-space-0" || v41 === "bottom-space-0" || v41 === "y-space-0")) return false;
    }
  }
  {
    const v42 = data["dc_strategy"];
    if (v42 !== undefined) {
      if (!(typeof v42 === "object" && v42 !== null && !Array.isArray(v42))) return false;
      if (v42["key"] === undefined || v42["value"] === undefined) return false;
      for (const v43 in v42)
        switch (v43) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v44 = v42["key"];
        if (v44 !== undefined) {
          if (!(v44 === "url_brands" || v44 === "mena_offers" || v44 === "reffine_sl" || v44 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v45 = v42["value"];
        if (v45 !== undefined) {
          if (!(typeof v45 === "string")) return false;
          if (typeof v45 === "string" && v45.length > 500 && codePoints(v45) > 500) return false;
        }
      }
      {
        const v46 = v42["name"];
        if (v46 !== undefined) {
          if (!(typeof v46 === "string")) return false;
          if (typeof v46 === "string" && v46.length > 120 && codePoints(v46) > 120) return false;
        }
      }
      {
        const v47 = v42["fallback"];
        if (v47 !== undefined) {
          if (!(typeof v47 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v48 = data["offer_schedule"];
    if (v48 !== undefined) {
      if (!(typeof v48 === "object" && v48 !== null && !Array.isArray(v48))) return false;
      for (const v49 in v48)
        switch (v49) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v50 = v48["start_date"];
        if (v50 !== undefined) {
          if (!(typeof v50 === "string")) return false;
          if (typeof v50 === "string" && !pattern3.test(v50)) return false;
        }
      }
      {
        const v51 = v48["end_date"];
        if (v51 !== undefined) {
          if (!(typeof v51 === "string")) return false;
          if (typeof v51 === "string" && !pattern3.test(v51)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
