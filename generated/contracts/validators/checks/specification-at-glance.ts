// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^$|^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern2 = new RegExp(
  "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
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
      case "image":
      case "items":
      case "col-numbers":
      case "rdx-link":
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
    const v7 = data["image"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "object" && v7 !== null && !Array.isArray(v7))) return false;
      if (v7["id"] === undefined) return false;
      for (const v8 in v7)
        switch (v8) {
          case "id":
          case "alt":
          case "variants":
            break;
          default:
            return false;
        }
      {
        const v9 = v7["id"];
        if (v9 !== undefined) {
          if (!(typeof v9 === "string")) return false;
          if (typeof v9 === "string" && v9.length < 2 && codePoints(v9) < 1) return false;
        }
      }
      {
        const v10 = v7["alt"];
        if (v10 !== undefined) {
          if (!(typeof v10 === "string")) return false;
        }
      }
      {
        const v11 = v7["variants"];
        if (v11 !== undefined) {
          if (!Array.isArray(v11)) return false;
          if (Array.isArray(v11))
            for (let v13 = 0; v13 < v11.length; v13++) {
              const v12 = v11[v13];
              if (!(typeof v12 === "object" && v12 !== null && !Array.isArray(v12))) return false;
              if (v12["width"] === undefined || v12["height"] === undefined) return false;
              for (const v14 in v12)
                switch (v14) {
                  case "width":
                  case "height":
                    break;
                  default:
                    return false;
                }
              {
                const v15 = v12["width"];
                if (v15 !== undefined) {
                  if (!(typeof v15 === "number" && !(v15 % 1) && !isNaN(v15) && isFinite(v15))) return false;
                  if (typeof v15 === "number" && v15 < 1) return false;
                }
              }
              {
                const v16 = v12["height"];
                if (v16 !== undefined) {
                  if (!(typeof v16 === "number" && !(v16 % 1) && !isNaN(v16) && isFinite(v16))) return false;
                  if (typeof v16 === "number" && v16 < 1) return false;
                }
              }
            }
        }
      }
    }
  }
  {
    const v17 = data["items"];
    if (v17 !== undefined) {
      if (!Array.isArray(v17)) return false;
      if (Array.isArray(v17) && v17.length > 20) return false;
      if (Array.isArray(v17))
        for (let v19 = 0; v19 < v17.length; v19++) {
          const v18 = v17[v19];
          if (!(typeof v18 === "object" && v18 !== null && !Array.isArray(v18))) return false;
          if (v18["value"] === undefined || v18["label"] === undefined) return false;
          for (const v20 in v18)
            switch (v20) {
              case "icon":
              case "value":
              case "unit":
              case "label":
                break;
              default:
                return false;
            }
          {
            const v21 = v18["icon"];
            if (v21 !== undefined) {
              if (!(typeof v21 === "string")) return false;
              if (typeof v21 === "string" && v21.length !== 0 && !pattern1.test(v21)) return false;
            }
          }
          {
            const v22 = v18["value"];
            if (v22 !== undefined) {
              if (!(typeof v22 === "string")) return false;
              if (
                typeof v22 === "string" &&
                ((v22.length > 20 && codePoints(v22) > 20) || (v22.length < 2 && codePoints(v22) < 1))
              )
                return false;
            }
          }
          {
            const v23 = v18["unit"];
            if (v23 !== undefined) {
              if (!(typeof v23 === "string")) return false;
              if (typeof v23 === "string" && v23.length > 16 && codePoints(v23) > 16) return false;
            }
          }
          {
            const v24 = v18["label"];
            if (v24 !== undefined) {
              if (!(typeof v24 === "string")) return false;
              if (
                typeof v24 === "string" &&
                ((v24.length > 80 && codePoints(v24) > 80) || (v24.length < 2 && codePoints(v24) < 1))
              )
                return false;
            }
          }
        }
    }
  }
  {
    const v25 = data["col-numbers"];
    if (v25 !== undefined) {
      if (!(v25 === 1 || v25 === 2 || v25 === 3 || v25 === 4)) return false;
    }
  }
  {
    const v26 = data["rdx-link"];
    if (v26 !== undefined) {
      if (!(typeof v26 === "object" && v26 !== null && !Array.isArray(v26))) return false;
      for (const v27 in v26)
        switch (v27) {
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
        const v28 = v26["url"];
        if (v28 !== undefined) {
          if (!(typeof v28 === "string")) return false;
          if (
            typeof v28 === "string" &&
            ((v28.length > 2000 && codePoints(v28) > 2000) || (v28.length !== 0 && !pattern2.test(v28)))
          )
            return false;
        }
      }
      {
        const v29 = v26["type"];
        if (v29 !== undefined) {
          if (!(v29 === "internal" || v29 === "external" || v29 === "form" || v29 === "file")) return false;
        }
      }
      {
        const v30 = v26["target"];
        if (v30 !== undefined) {
          if (!(v30 === "_self" || v30 === "_blank")) return false;
        }
      }
      {
        const v31 = v26["link_text"];
        if (v31 !== undefined) {
          if (!(typeof v31 === "string")) return false;
        }
      }
      {
        const v32 = v26["icon"];
        if (v32 !== undefined) {
          if (!(typeof v32 === "string")) return false;
          if (typeof v32 === "string" && v32.length !== 0 && !pattern1.test(v32)) return false;
        }
      }
      {
        const v33 = v26["ui_type"];
        if (v33 !== undefined) {
          if (!(v33 === "primary" || v33 === "secondary" || v33 === "tertiary")) return false;
        }
      }
      {
        const v34 = v26["size"];
        if (v34 !== undefined) {
          if (!(v34 === "medium" || v34 === "small")) return false;
        }
      }
      {
        const v35 = v26["rdx_forms_form_id"];
        if (v35 !== undefined) {
          if (!(typeof v35 === "string")) return false;
        }
      }
      {
        const v36 = v26["hidden_fields"];
        if (v36 !== undefined) {
          if (!Array.isArray(v36)) return false;
          if (Array.isArray(v36) && v36.length > 20) return false;
          if (Array.isArray(v36))
            for (let v38 = 0; v38 < v36.length; v38++) {
              const v37 = v36[v38];
              if (!(typeof v37 === "object" && v37 !== null && !Array.isArray(v37))) return false;
              if (v37["name"] === undefined || v37["value"] === undefined) return false;
              for (const v39 in v37)
                switch (v39) {
                  case "name":
                  case "value":
                    break;
                  default:
                    return false;
                }
              {
                const v40 = v37["name"];
                if (v40 !== undefined) {
                  if (!(typeof v40 === "string")) return false;
                  if (typeof v40 === "string" && v40.length < 2 && codePoints(v40) < 1) return false;
                }
              }
              {
                const v41 = v37["value"];
                if (v41 !== undefined) {
                  if (!(typeof v41 === "string")) return false;
                }
              }
            }
        }
      }
      {
        const v42 = v26["form_layout"];
        if (v42 !== undefined) {
          if (!(v42 === "single" || v42 === "double")) return false;
        }
      }
    }
  }
  {
    const v43 = data["disclaimer"];
    if (v43 !== undefined) {
      if (!(typeof v43 === "string")) return false;
      if (typeof v43 === "string" && v43.length > 600 && codePoints(v43) > 600) return false;
    }
  }
  {
    const v44 = data["box_color"];
    if (v44 !== undefined) {
      if (!(v44 === "light-theme" || v44 === "grey-theme" || v44 === "dark-theme" || v44 === "black-theme"))
        return false;
    }
  }
  {
    const v45 = data["padding"];
    if (v45 !== undefined) {
      if (!(v45 === "normal" || v45 === "top-space-0" || v45 === "bottom-space-0" || v45 === "y-space-0")) return false;
    }
  }
  {
    const v46 = data["dc_strategy"];
    if (v46 !== undefined) {
      if (!(typeof v46 === "object" && v46 !== null && !Array.isArray(v46))) return false;
      if (v46["key"] === undefined || v46["value"] === undefined) return false;
      for (const v47 in v46)
        switch (v47) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v48 = v46["key"];
        if (v48 !== undefined) {
          if (!(v48 === "url_brands" || v48 === "mena_offers" || v48 === "reffine_sl" || v48 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v49 = v46["value"];
        if (v49 !== undefined) {
          if (!(typeof v49 === "string")) return false;
          if (typeof v49 === "string" && v49.length > 500 && codePoints(v49) > 500) return false;
        }
      }
      {
        const v50 = v46["name"];
        if (v50 !== undefined) {
          if (!(typeof v50 === "string")) return false;
          if (typeof v50 === "string" && v50.length > 120 && codePoints(v50) > 120) return false;
        }
      }
      {
        const v51 = v46["fallback"];
        if (v51 !== undefined) {
          if (!(typeof v51 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v52 = data["offer_schedule"];
    if (v52 !== undefined) {
      if (!(typeof v52 === "object" && v52 !== null && !Array.isArray(v52))) return false;
      for (const v53 in v52)
        switch (v53) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v54 = v52["start_date"];
        if (v54 !== undefined) {
          if (!(typeof v54 === "string")) return false;
          if (typeof v54 === "string" && !pattern3.test(v54)) return false;
        }
      }
      {
        const v55 = v52["end_date"];
        if (v55 !== undefined) {
          if (!(typeof v55 === "string")) return false;
          if (typeof v55 === "string" && !pattern3.test(v55)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
