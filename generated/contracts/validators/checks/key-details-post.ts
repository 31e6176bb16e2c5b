// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^$|^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
const pattern2 = new RegExp(
  "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
const pattern3 = new RegExp("^$|^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern4 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["heading"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "image":
      case "date":
      case "heading":
      case "header_tag":
      case "header_size":
      case "paragraph":
      case "details_heading":
      case "details":
      case "rdx-buttons":
      case "button_style":
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
    const v14 = data["date"];
    if (v14 !== undefined) {
      if (!(typeof v14 === "string")) return false;
      if (typeof v14 === "string" && v14.length !== 0 && !pattern1.test(v14)) return false;
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
    const v19 = data["details_heading"];
    if (v19 !== undefined) {
      if (!(typeof v19 === "string")) return false;
      if (typeof v19 === "string" && v19.length > 80 && codePoints(v19) > 80) return false;
    }
  }
  {
    const v20 = data["details"];
    if (v20 !== undefined) {
      if (!Array.isArray(v20)) return false;
      if (Array.isArray(v20) && v20.length > 12) return false;
      if (Array.isArray(v20))
        for (let v22 = 0; v22 < v20.length; v22++) {
          const v21 = v20[v22];
          if (!(typeof v21 === "object" && v21 !== null && !Array.isArray(v21))) return false;
          if (v21["label"] === undefined || v21["value"] === undefined) return false;
          for (const v23 in v21)
            switch (v23) {
              case "label":
              case "value":
                break;
              default:
                return false;
            }
          {
            const v24 = v21["label"];
            if (v24 !== undefined) {
              if (!(typeof v24 === "string")) return false;
              if (
                typeof v24 === "string" &&
                ((v24.length > 80 && codePoints(v24) > 80) || (v24.length < 2 && codePoints(v24) < 1))
              )
                return false;
            }
          }
          {
            const v25 = v21["value"];
            if (v25 !== undefined) {
              if (!(typeof v25 === "string")) return false;
              if (
                typeof v25 === "string" &&
                ((v25.length > 160 && codePoints(v25) > 160) || (v25.length < 2 && codePoints(v25) < 1))
              )
                return false;
            }
          }
        }
    }
  }
  {
    const v26 = data["rdx-buttons"];
    if (v26 !== undefined) {
      if (!Array.isArray(v26)) return false;
      if (Array.isArray(v26) && v26.length > 3) return false;
      if (Array.isArray(v26))
        for (let v28 = 0; v28 < v26.length; v28++) {
          const v27 = v26[v28];
          if (!(typeof v27 === "object" && v27 !== null && !Array.isArray(v27))) return false;
          for (const v29 in v27)
            switch (v29) {
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
            const v30 = v27["url"];
            if (v30 !== undefined) {
              if (!(typeof v30 === "string")) return false;
              if (
                typeof v30 === "string" &&
                ((v30.length > 2000 && codePoints(v30) > 2000) || (v30.length !== 0 && !pattern2.test(v30)))
              )
                return false;
            }
          }
          {
            const v31 = v27["type"];
            if (v31 !== undefined) {
              if (!(v31 === "internal" || v31 === "external" || v31 === "form" || v31 === "file")) return false;
            }
          }
          {
            const v32 = v27["target"];
            if (v32 !== undefined) {
              if (!(v32 === "_self" || v32 === "_blank")) return false;
            }
          }
          {
            const v33 = v27["link_text"];
            if (v33 !== undefined) {
              if (!(typeof v33 === "string")) return false;
            }
          }
          {
            const v34 = v27["icon"];
            if (v34 !== undefined) {
              if (!(typeof v34 === "string")) return false;
              if (typeof v34 === "string" && v34.length !== 0 && !pattern3.test(v34)) return false;
            }
          }
          {
            const v35 = v27["ui_type"];
            if (v35 !== undefined) {
              if (!(v35 === "primary" || v35 === "secondary" || v35 === "tertiary")) return false;
            }
          }
          {
            const v36 = v27["size"];
            if (v36 !== undefined) {
              if (!(v36 === "medium" || v36 === "small")) return false;
            }
          }
          {
            const v37 = v27["rdx_forms_form_id"];
            if (v37 !== undefined) {
              if (!(typeof v37 === "string")) return false;
            }
          }
          {
            const v38 = v27["hidden_fields"];
            if (v38 !== undefined) {
              if (!Array.isArray(v38)) return false;
              if (Array.isArray(v38) && v38.length > 20) return false;
              if (Array.isArray(v38))
                for (let v40 = 0; v40 < v38.length; v40++) {
                  const v39 = v38[v40];
                  if (!(typeof v39 === "object" && v39 !== null && !Array.isArray(v39))) return false;
                  if (v39["name"] === undefined || v39["value"] === undefined) return false;
                  for (const v41 in v39)
                    switch (v41) {
                      case "name":
                      case "value":
                        break;
                      default:
                        return false;
                    }
                  {
                    const v42 = v39["name"];
                    if (v42 !== undefined) {
                      if (!(typeof v42 === "string")) return false;
                      if (typeof v42 === "string" && v42.length < 2 && codePoints(v42) < 1) return false;
                    }
                  }
                  {
                    const v43 = v39["value"];
                    if (v43 !== undefined) {
                      if (!(typeof v43 === "string")) return false;
                    }
                  }
                }
            }
          }
          {
            const v44 = v27["form_layout"];
            if (v44 !== undefined) {
              if (!(v44 === "single" || v44 === "double")) return false;
            }
          }
        }
    }
  }
  {
    const v45 = data["button_style"];
    if (v45 !== undefined) {
      if (!(v45 === "primary" || v45 === "secondary")) return false;
    }
  }
  {
    const v46 = data["vertical_alignment"];
    if (v46 !== undefined) {
      if (!(v46 === "center" || v46 === "top" || v46 === "bottom")) return false;
    }
  }
  {
    const v47 = data["box_color"];
    if (v47 !== undefined) {
      if (!(v47 === "light-theme" || v47 === "grey-theme" || v47 === "dark-theme" || v47 === "black-theme"))
        return false;
    }
  }
  {
    const v48 = data["padding"];
    if (v48 !== undefined) {
      if (!(v48 === "normal" || v48 === "top-space-0" || v48 === "bottom-space-0" || v48 === "y-space-0")) return false;
    }
  }
  {
    const v49 = data["dc_strategy"];
    if (v49 !== undefined) {
      if (!(typeof v49 === "object" && v49 !== null && !Array.isArray(v49))) return false;
      if (v49["key"] === undefined || v49["value"] === undefined) return false;
      for (const v50 in v49)
        switch (v50) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v51 = v49["key"];
        if (v51 !== undefined) {
          if (!(v51 === "url_brands" || v51 === "mena_offers" || v51 === "reffine_sl" || v51 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v52 = v49["value"];
        if (v52 !== undefined) {
          if (!(typeof v52 === "string")) return false;
          if (typeof v52 === "string" && v52.length > 500 && codePoints(v52) > 500) return false;
        }
      }
      {
        const v53 = v49["name"];
        if (v53 !== undefined) {
          if (!(typeof v53 === "string")) return false;
          if (typeof v53 === "string" && v53.length > 120 && codePoints(v53) > 120) return false;
        }
      }
      {
        const v54 = v49["fallback"];
        if (v54 !== undefined) {
          if (!(typeof v54 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v55 = data["offer_schedule"];
    if (v55 !== undefined) {
      if (!(typeof v55 === "object" && v55 !== null && !Array.isArray(v55))) return false;
      for (const v56 in v55)
        switch (v56) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v57 = v55["start_date"];
        if (v57 !== undefined) {
          if (!(typeof v57 === "string")) return false;
          if (typeof v57 === "string" && !pattern4.test(v57)) return false;
        }
      }
      {
        const v58 = v55["end_date"];
        if (v58 !== undefined) {
          if (!(typeof v58 === "string")) return false;
          if (typeof v58 === "string" && !pattern4.test(v58)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
