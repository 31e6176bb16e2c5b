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
  if (data["id"] === undefined || data["before_image"] === undefined || data["after_image"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "header_size":
      case "paragraph":
      case "button":
      case "before_image":
      case "before_label":
      case "after_image":
      case "after_label":
      case "start_position":
      case "has_autostart":
      case "has_sidebar":
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
      if (typeof v7 === "string" && v7.length > 5000 && codePoints(v7) > 5000) return false;
    }
  }
  {
    const v8 = data["button"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "object" && v8 !== null && !Array.isArray(v8))) return false;
      for (const v9 in v8)
        switch (v9) {
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
        const v11 = v8["type"];
        if (v11 !== undefined) {
          if (!(v11 === "internal" || v11 === "external" || v11 === "form" || v11 === "file")) return false;
        }
      }
      {
        const v12 = v8["target"];
        if (v12 !== undefined) {
          if (!(v12 === "_self" || v12 === "_blank")) return false;
        }
      }
      {
        const v13 = v8["link_text"];
        if (v13 !== undefined) {
          if (!(typeof v13 === "string")) return false;
        }
      }
      {
        const v14 = v8["icon"];
        if (v14 !== undefined) {
          if (!(typeof v14 === "string")) return false;
          if (typeof v14 === "string" && v14.length !== 0 && !pattern2.test(v14)) return false;
        }
      }
      {
        const v15 = v8["ui_type"];
        if (v15 !== undefined) {
          if (!(v15 === "primary" || v15 === "secondary" || v15 === "tertiary")) return false;
        }
      }
      {
        const v16 = v8["size"];
        if (v16 !== undefined) {
          if (!(v16 === "medium" || v16 === "small")) return false;
        }
      }
      {
        const v17 = v8["rdx_forms_form_id"];
        if (v17 !== undefined) {
          if (!(typeof v17 === "string")) return false;
        }
      }
      {
        const v18 = v8["hidden_fields"];
        if (v18 !== undefined) {
          if (!Array.isArray(v18)) return false;
          if (Array.isArray(v18) && v18.length > 20) return false;
          if (Array.isArray(v18))
            for (let v20 = 0; v20 < v18.length; v20++) {
              const v19 = v18[v20];
              if (!(typeof v19 === "object" && v19 !== null && !Array.isArray(v19))) return false;
              if (v19["name"] === undefined || v19["value"] === undefined) return false;
              for (const v21 in v19)
                switch (v21) {
                  case "name":
                  case "value":
                    break;
                  default:
                    return false;
                }
              {
                const v22 = v19["name"];
                if (v22 !== undefined) {
                  if (!(typeof v22 === "string")) return false;
                  if (typeof v22 === "string" && v22.length < 2 && codePoints(v22) < 1) return false;
                }
              }
              {
                const v23 = v19["value"];
                if (v23 !== undefined) {
                  if (!(typeof v23 === "string")) return false;
                }
              }
            }
        }
      }
      {
        const v24 = v8["form_layout"];
        if (v24 !== undefined) {
          if (!(v24 === "single" || v24 === "double")) return false;
        }
      }
    }
  }
  {
    const v25 = data["before_image"];
    if (v25 !== undefined) {
      if (!(typeof v25 === "object" && v25 !== null && !Array.isArray(v25))) return false;
      if (v25["id"] === undefined) return false;
      for (const v26 in v25)
        switch (v26) {
          case "id":
          case "alt":
          case "variants":
            break;
          default:
            return false;
        }
      {
        const v27 = v25["id"];
        if (v27 !== undefined) {
          if (!(typeof v27 === "string")) return false;
          if (typeof v27 === "string" && v27.length < 2 && codePoints(v27) < 1) return false;
        }
      }
      {
        const v28 = v25["alt"];
        if (v28 !== undefined) {
          if (!(typeof v28 === "string")) return false;
        }
      }
      {
        const v29 = v25["variants"];
        if (v29 !== undefined) {
          if (!Array.isArray(v29)) return false;
          if (Array.isArray(v29))
            for (let v31 = 0; v31 < v29.length; v31++) {
              const v30 = v29[v31];
              if (!(typeof v30 === "object" && v30 !== null && !Array.isArray(v30))) return false;
              if (v30["width"] === undefined || v30["height"] === undefined) return false;
              for (const v32 in v30)
                switch (v32) {
                  case "width":
                  case "height":
                    break;
                  default:
                    return false;
                }
              {
                const v33 = v30["width"];
                if (v33 !== undefined) {
                  if (!(typeof v33 === "number" && !(v33 % 1) && !isNaN(v33) && isFinite(v33))) return false;
                  if (typeof v33 === "number" && v33 < 1) return false;
                }
              }
              {
                const v34 = v30["height"];
                if (v34 !== undefined) {
                  if (!(typeof v34 === "number" && !(v34 % 1) && !isNaN(v34) && isFinite(v34))) return false;
                  if (typeof v34 === "number" && v34 < 1) return false;
                }
              }
            }
        }
      }
    }
  }
  {
    const v35 = data["before_label"];
    if (v35 !== undefined) {
      if (!(typeof v35 === "string")) return false;
      if (typeof v35 === "string" && v35.length > 40 && codePoints(v35) > 40) return false;
    }
  }
  {
    const v36 = data["after_image"];
    if (v36 !== undefined) {
      if (!(typeof v36 === "object" && v36 !== null && !Array.isArray(v36))) return false;
      if (v36["id"] === undefined) return false;
      for (const v37 in v36)
        switch (v37) {
          case "id":
          case "alt":
          case "variants":
            break;
          default:
            return false;
        }
      {
        const v38 = v36["id"];
        if (v38 !== undefined) {
          if (!(typeof v38 === "string")) return false;
          if (typeof v38 === "string" && v38.length < 2 && codePoints(v38) < 1) return false;
        }
      }
      {
        const v39 = v36["alt"];
        if (v39 !== undefined) {
          if (!(typeof v39 === "string")) return false;
        }
      }
      {
        const v40 = v36["variants"];
        if (v40 !== undefined) {
          if (!Array.isArray(v40)) return false;
          if (Array.isArray(v40))
            for (let v42 = 0; v42 < v40.length; v42++) {
              const v41 = v40[v42];
              if (!(typeof v41 === "object" && v41 !== null && !Array.isArray(v41))) return false;
              if (v41["width"] === undefined || v41["height"] === undefined) return false;
              for (const v43 in v41)
                switch (v43) {
                  case "width":
                  case "height":
                    break;
                  default:
                    return false;
                }
              {
                const v44 = v41["width"];
                if (v44 !== undefined) {
                  if (!(typeof v44 === "number" && !(v44 % 1) && !isNaN(v44) && isFinite(v44))) return false;
                  if (typeof v44 === "number" && v44 < 1) return false;
                }
              }
              {
                const v45 = v41["height"];
                if (v45 !== undefined) {
                  if (!(typeof v45 === "number" && !(v45 % 1) && !isNaN(v45) && isFinite(v45))) return false;
                  if (typeof v45 === "number" && v45 < 1) return false;
                }
              }
            }
        }
      }
    }
  }
  {
    const v46 = data["after_label"];
    if (v46 !== undefined) {
      if (!(typeof v46 === "string")) return false;
      if (typeof v46 === "string" && v46.length > 40 && codePoints(v46) > 40) return false;
    }
  }
  {
    const v47 = data["start_position"];
    if (v47 !== undefined) {
      if (!(typeof v47 === "number" && isFinite(v47))) return false;
      if (!(typeof v47 === "number" && !(v47 % 1) && !isNaN(v47) && isFinite(v47))) return false;
      if (typeof v47 === "number" && (v47 < 0 || v47 > 100)) return false;
    }
  }
  {
    const v48 = data["has_autostart"];
    if (v48 !== undefined) {
      if (!(typeof v48 === "boolean")) return false;
    }
  }
  {
    const v49 = data["has_sidebar"];
    if (v49 !== undefined) {
      if (!(typeof v49 === "boolean")) return false;
    }
  }
  {
    const v50 = data["box_color"];
    if (v50 !== undefined) {
      if (!(v50 === "light-theme" || v50 === "grey-theme" || v50 === "dark-theme" || v50 === "black-theme"))
        return false;
    }
  }
  {
    const v51 = data["padding"];
    if (v51 !== undefined) {
      if (!(v51 === "normal" || v51 === "top-space-0" || v51 === "bottom-space-0" || v51 === "y-space-0")) return false;
    }
  }
  {
    const v52 = data["dc_strategy"];
    if (v52 !== undefined) {
      if (!(typeof v52 === "object" && v52 !== null && !Array.isArray(v52))) return false;
      if (v52["key"] === undefined || v52["value"] === undefined) return false;
      for (const v53 in v52)
        switch (v53) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v54 = v52["key"];
        if (v54 !== undefined) {
          if (!(v54 === "url_brands" || v54 === "mena_offers" || v54 === "reffine_sl" || v54 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v55 = v52["value"];
        if (v55 !== undefined) {
          if (!(typeof v55 === "string")) return false;
          if (typeof v55 === "string" && v55.length > 500 && codePoints(v55) > 500) return false;
        }
      }
      {
        const v56 = v52["name"];
        if (v56 !== undefined) {
          if (!(typeof v56 === "string")) return false;
          if (typeof v56 === "string" && v56.length > 120 && codePoints(v56) > 120) return false;
        }
      }
      {
        const v57 = v52["fallback"];
        if (v57 !== undefined) {
          if (!(typeof v57 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v58 = data["offer_schedule"];
    if (v58 !== undefined) {
      if (!(typeof v58 === "object" && v58 !== null && !Array.isArray(v58))) return false;
      for (const v59 in v58)
        switch (v59) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v60 = v58["start_date"];
        if (v60 !== undefined) {
          if (!(typeof v60 === "string")) return false;
          if (typeof v60 === "string" && !pattern3.test(v60)) return false;
        }
      }
      {
        const v61 = v58["end_date"];
        if (v61 !== undefined) {
          if (!(typeof v61 === "string")) return false;
          if (typeof v61 === "string" && !pattern3.test(v61)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
