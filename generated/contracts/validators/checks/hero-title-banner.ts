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
      case "rdx-image":
      case "heading":
      case "level":
      case "header_size":
      case "header_font":
      case "button":
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
    const v4 = data["rdx-image"];
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
    const v14 = data["heading"];
    if (v14 !== undefined) {
      if (!(typeof v14 === "string")) return false;
      if (
        typeof v14 === "string" &&
        ((v14.length > 150 && codePoints(v14) > 150) || (v14.length < 2 && codePoints(v14) < 1))
      )
        return false;
    }
  }
  {
    const v15 = data["level"];
    if (v15 !== undefined) {
      if (!(v15 === 1 || v15 === 2 || v15 === 3 || v15 === 4 || v15 === 5 || v15 === 6)) return false;
    }
  }
  {
    const v16 = data["header_size"];
    if (v16 !== undefined) {
      if (!(v16 === "xs" || v16 === "s" || v16 === "m" || v16 === "l" || v16 === "xl" || v16 === "title")) return false;
    }
  }
  {
    const v17 = data["header_font"];
    if (v17 !== undefined) {
      if (!(v17 === "primary" || v17 === "secondary")) return false;
    }
  }
  {
    const v18 = data["button"];
    if (v18 !== undefined) {
      if (!(typeof v18 === "object" && v18 !== null && !Array.isArray(v18))) return false;
      for (const v19 in v18)
        switch (v19) {
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
        const v20 = v18["url"];
        if (v20 !== undefined) {
          if (!(typeof v20 === "string")) return false;
          if (
            typeof v20 === "string" &&
            ((v20.length > 2000 && codePoints(v20) > 2000) || (v20.length !== 0 && !pattern1.test(v20)))
          )
            return false;
        }
      }
      {
        const v21 = v18["type"];
        if (v21 !== undefined) {
          if (!(v21 === "internal" || v21 === "external" || v21 === "form" || v21 === "file")) return false;
        }
      }
      {
        const v22 = v18["target"];
        if (v22 !== undefined) {
          if (!(v22 === "_self" || v22 === "_blank")) return false;
        }
      }
      {
        const v23 = v18["link_text"];
        if (v23 !== undefined) {
          if (!(typeof v23 === "string")) return false;
        }
      }
      {
        const v24 = v18["icon"];
        if (v24 !== undefined) {
          if (!(typeof v24 === "string")) return false;
          if (typeof v24 === "string" && v24.length !== 0 && !pattern2.test(v24)) return false;
        }
      }
      {
        const v25 = v18["ui_type"];
        if (v25 !== undefined) {
          if (!(v25 === "primary" || v25 === "secondary" || v25 === "tertiary")) return false;
        }
      }
      {
        const v26 = v18["size"];
        if (v26 !== undefined) {
          if (!(v26 === "medium" || v26 === "small")) return false;
        }
      }
      {
        const v27 = v18["rdx_forms_form_id"];
        if (v27 !== undefined) {
          if (!(typeof v27 === "string")) return false;
        }
      }
      {
        const v28 = v18["hidden_fields"];
        if (v28 !== undefined) {
          if (!Array.isArray(v28)) return false;
          if (Array.isArray(v28) && v28.length > 20) return false;
          if (Array.isArray(v28))
            for (let v30 = 0; v30 < v28.length; v30++) {
              const v29 = v28[v30];
              if (!(typeof v29 === "object" && v29 !== null && !Array.isArray(v29))) return false;
              if (v29["name"] === undefined || v29["value"] === undefined) return false;
              for (const v31 in v29)
                switch (v31) {
                  case "name":
                  case "value":
                    break;
                  default:
                    return false;
                }
              {
                const v32 = v29["name"];
                if (v32 !== undefined) {
                  if (!(typeof v32 === "string")) return false;
                  if (typeof v32 === "string" && v32.length < 2 && codePoints(v32) < 1) return false;
                }
              }
              {
                const v33 = v29["value"];
                if (v33 !== undefined) {
                  if (!(typeof v33 === "string")) return false;
                }
              }
            }
        }
      }
      {
        const v34 = v18["form_layout"];
        if (v34 !== undefined) {
          if (!(v34 === "single" || v34 === "double")) return false;
        }
      }
    }
  }
  {
    const v35 = data["box_color"];
    if (v35 !== undefined) {
      if (!(v35 === "light-theme" || v35 === "grey-theme" || v35 === "dark-theme" || v35 === "black-theme"))
        return false;
    }
  }
  {
    const v36 = data["dc_strategy"];
    if (v36 !== undefined) {
      if (!(typeof v36 === "object" && v36 !== null && !Array.isArray(v36))) return false;
      if (v36["key"] === undefined || v36["value"] === undefined) return false;
      for (const v37 in v36)
        switch (v37) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v38 = v36["key"];
        if (v38 !== undefined) {
          if (!(v38 === "url_brands" || v38 === "mena_offers" || v38 === "reffine_sl" || v38 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v39 = v36["value"];
        if (v39 !== undefined) {
          if (!(typeof v39 === "string")) return false;
          if (typeof v39 === "string" && v39.length > 500 && codePoints(v39) > 500) return false;
        }
      }
      {
        const v40 = v36["name"];
        if (v40 !== undefined) {
          if (!(typeof v40 === "string")) return false;
          if (typeof v40 === "string" && v40.length > 120 && codePoints(v40) > 120) return false;
        }
      }
      {
        const v41 = v36["fallback"];
        if (v41 !== undefined) {
          if (!(typeof v41 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v42 = data["offer_schedule"];
    if (v42 !== undefined) {
      if (!(typeof v42 === "object" && v42 !== null && !Array.isArray(v42))) return false;
      for (const v43 in v42)
        switch (v43) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v44 = v42["start_date"];
        if (v44 !== undefined) {
          if (!(typeof v44 === "string")) return false;
          if (typeof v44 === "string" && !pattern3.test(v44)) return false;
        }
      }
      {
        const v45 = v42["end_date"];
        if (v45 !== undefined) {
          if (!(typeof v45 === "string")) return false;
          if (typeof v45 === "string" && !pattern3.test(v45)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
