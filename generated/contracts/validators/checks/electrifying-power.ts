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
  if (data["id"] === undefined || data["heading"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "header_size":
      case "header_font":
      case "paragraph":
      case "font_size":
      case "image":
      case "figures":
      case "rdx-buttons":
      case "disclaimer":
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
    const v4 = data["heading"];
    if (v4 !== undefined) {
      if (!(typeof v4 === "string")) return false;
      if (
        typeof v4 === "string" &&
        ((v4.length > 150 && codePoints(v4) > 150) || (v4.length < 2 && codePoints(v4) < 1))
      )
        return false;
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
    const v7 = data["header_font"];
    if (v7 !== undefined) {
      if (!(v7 === "primary" || v7 === "secondary")) return false;
    }
  }
  {
    const v8 = data["paragraph"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "string")) return false;
    }
  }
  {
    const v9 = data["font_size"];
    if (v9 !== undefined) {
      if (!(v9 === "xs" || v9 === "s" || v9 === "m" || v9 === "l" || v9 === "quote" || v9 === "subcopy")) return false;
    }
  }
  {
    const v10 = data["image"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "object" && v10 !== null && !Array.isArray(v10))) return false;
      if (v10["id"] === undefined) return false;
      for (const v11 in v10)
        switch (v11) {
          case "id":
          case "alt":
          case "variants":
            break;
          default:
            return false;
        }
      {
        const v12 = v10["id"];
        if (v12 !== undefined) {
          if (!(typeof v12 === "string")) return false;
          if (typeof v12 === "string" && v12.length < 2 && codePoints(v12) < 1) return false;
        }
      }
      {
        const v13 = v10["alt"];
        if (v13 !== undefined) {
          if (!(typeof v13 === "string")) return false;
        }
      }
      {
        const v14 = v10["variants"];
        if (v14 !== undefined) {
          if (!Array.isArray(v14)) return false;
          if (Array.isArray(v14))
            for (let v16 = 0; v16 < v14.length; v16++) {
              const v15 = v14[v16];
              if (!(typeof v15 === "object" && v15 !== null && !Array.isArray(v15))) return false;
              if (v15["width"] === undefined || v15["height"] === undefined) return false;
              for (const v17 in v15)
                switch (v17) {
                  case "width":
                  case "height":
                    break;
                  default:
                    return false;
                }
              {
                const v18 = v15["width"];
                if (v18 !== undefined) {
                  if (!(typeof v18 === "number" && !(v18 % 1) && !isNaN(v18) && isFinite(v18))) return false;
                  if (typeof v18 === "number" && v18 < 1) return false;
                }
              }
              {
                const v19 = v15["height"];
                if (v19 !== undefined) {
                  if (!(typeof v19 === "number" && !(v19 % 1) && !isNaN(v19) && isFinite(v19))) return false;
                  if (typeof v19 === "number" && v19 < 1) return false;
                }
              }
            }
        }
      }
    }
  }
  {
    const v20 = data["figures"];
    if (v20 !== undefined) {
      if (!Array.isArray(v20)) return false;
      if (Array.isArray(v20) && v20.length > 4) return false;
      if (Array.isArray(v20))
        for (let v22 = 0; v22 < v20.length; v22++) {
          const v21 = v20[v22];
          if (!(typeof v21 === "object" && v21 !== null && !Array.isArray(v21))) return false;
          if (v21["value"] === undefined) return false;
          for (const v23 in v21)
            switch (v23) {
              case "icon":
              case "value":
              case "unit":
              case "label":
                break;
              default:
                return false;
            }
          {
            const v24 = v21["icon"];
            if (v24 !== undefined) {
              if (!(typeof v24 === "string")) return false;
              if (typeof v24 === "string" && v24.length !== 0 && !pattern1.test(v24)) return false;
            }
          }
          {
            const v25 = v21["value"];
            if (v25 !== undefined) {
              if (!(typeof v25 === "string")) return false;
              if (
                typeof v25 === "string" &&
                ((v25.length > 12 && codePoints(v25) > 12) || (v25.length < 2 && codePoints(v25) < 1))
              )
                return false;
            }
          }
          {
            const v26 = v21["unit"];
            if (v26 !== undefined) {
              if (!(typeof v26 === "string")) return false;
              if (typeof v26 === "string" && v26.length > 12 && codePoints(v26) > 12) return false;
            }
          }
          {
            const v27 = v21["label"];
            if (v27 !== undefined) {
              if (!(typeof v27 === "string")) return false;
              if (typeof v27 === "string" && v27.length > 80 && codePoints(v27) > 80) return false;
            }
          }
        }
    }
  }
  {
    const v28 = data["rdx-buttons"];
    if (v28 !== undefined) {
      if (!Array.isArray(v28)) return false;
      if (Array.isArray(v28) && v28.length > 3) return false;
      if (Array.isArray(v28))
        for (let v30 = 0; v30 < v28.length; v30++) {
          const v29 = v28[v30];
          if (!(typeof v29 === "object" && v29 !== null && !Array.isArray(v29))) return false;
          for (const v31 in v29)
            switch (v31) {
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
            const v32 = v29["url"];
            if (v32 !== undefined) {
              if (!(typeof v32 === "string")) return false;
              if (
                typeof v32 === "string" &&
                ((v32.length > 2000 && codePoints(v32) > 2000) || (v32.length !== 0 && !pattern2.test(v32)))
              )
                return false;
            }
          }
          {
            const v33 = v29["type"];
            if (v33 !== undefined) {
              if (!(v33 === "internal" || v33 === "external" || v33 === "form" || v33 === "file")) return false;
            }
          }
          {
            const v34 = v29["target"];
            if (v34 !== undefined) {
              if (!(v34 === "_self" || v34 === "_blank")) return false;
            }
          }
          {
            const v35 = v29["link_text"];
            if (v35 !== undefined) {
              if (!(typeof v35 === "string")) return false;
            }
          }
          {
            const v36 = v29["icon"];
            if (v36 !== undefined) {
              if (!(typeof v36 === "string")) return false;
              if (typeof v36 === "string" && v36.length !== 0 && !pattern1.test(v36)) return false;
            }
          }
          {
            const v37 = v29["ui_type"];
            if (v37 !== undefined) {
              if (!(v37 === "primary" || v37 === "secondary" || v37 === "tertiary")) return false;
            }
          }
          {
            const v38 = v29["size"];
            if (v38 !== undefined) {
              if (!(v38 === "medium" || v38 === "small")) return false;
            }
          }
          {
            const v39 = v29["rdx_forms_form_id"];
            if (v39 !== undefined) {
              if (!(typeof v39 === "string")) return false;
            }
          }
          {
            const v40 = v29["hidden_fields"];
            if (v40 !== undefined) {
              if (!Array.isArray(v40)) return false;
              if (Array.isArray(v40) && v40.length > 20) return false;
              if (Array.isArray(v40))
                for (let v42 = 0; v42 < v40.length; v42++) {
                  const v41 = v40[v42];
                  if (!(typeof v41 === "object" && v41 !== null && !Array.isArray(v41))) return false;
                  if (v41["name"] === undefined || v41["value"] === undefined) return false;
                  for (const v43 in v41)
                    switch (v43) {
                      case "name":
                      case "value":
                        break;
                      default:
                        return false;
                    }
                  {
                    const v44 = v41["name"];
                    if (v44 !== undefined) {
                      if (!(typeof v44 === "string")) return false;
                      if (typeof v44 === "string" && v44.length < 2 && codePoints(v44) < 1) return false;
                    }
                  }
                  {
                    const v45 = v41["value"];
                    if (v45 !== undefined) {
                      if (!(typeof v45 === "string")) return false;
                    }
                  }
                }
            }
          }
          {
            const v46 = v29["form_layout"];
            if (v46 !== undefined) {
              if (!(v46 === "single" || v46 === "double")) return false;
            }
          }
        }
    }
  }
  {
    const v47 = data["disclaimer"];
    if (v47 !== undefined) {
      if (!(typeof v47 === "string")) return false;
      if (typeof v47 === "string" && v47.length > 600 && codePoints(v47) > 600) return false;
    }
  }
  {
    const v48 = data["is_reversed"];
    if (v48 !== undefined) {
      if (!(typeof v48 === "boolean")) return false;
    }
  }
  {
    const v49 = data["vertical_alignment"];
    if (v49 !== undefined) {
      if (!(v49 === "center" || v49 === "top" || v49 === "bottom")) return false;
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
