// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^[a-z0-9-]{1,60}$", "u");
const pattern2 = new RegExp(
  "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
const pattern3 = new RegExp("^$|^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern4 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
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
      case "ci_key_list":
      case "button":
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
    const v7 = data["ci_key_list"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "string")) return false;
      if (typeof v7 === "string" && !pattern1.test(v7)) return false;
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
            ((v10.length > 2000 && codePoints(v10) > 2000) || (v10.length !== 0 && !pattern2.test(v10)))
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
          if (typeof v14 === "string" && v14.length !== 0 && !pattern3.test(v14)) return false;
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
    const v25 = data["box_color"];
    if (v25 !== undefined) {
      if (!(v25 === "light-theme" || v25 === "grey-theme" || v25 === "dark-theme" || v25 === "black-theme"))
        return false;
    }
  }
  {
    const v26 = data["padding"];
    if (v26 !== undefined) {
      if (!(v26 === "normal" || v26 === "top-space-0" || v26 === "bottom-space-0" || v26 === "y-space-0")) return false;
    }
  }
  {
    const v27 = data["dc_strategy"];
    if (v27 !== undefined) {
      if (!(typeof v27 === "object" && v27 !== null && !Array.isArray(v27))) return false;
      if (v27["key"] === undefined || v27["value"] === undefined) return false;
      for (const v28 in v27)
        switch (v28) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v29 = v27["key"];
        if (v29 !== undefined) {
          if (!(v29 === "url_brands" || v29 === "mena_offers" || v29 === "reffine_sl" || v29 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v30 = v27["value"];
        if (v30 !== undefined) {
          if (!(typeof v30 === "string")) return false;
          if (typeof v30 === "string" && v30.length > 500 && codePoints(v30) > 500) return false;
        }
      }
      {
        const v31 = v27["name"];
        if (v31 !== undefined) {
          if (!(typeof v31 === "string")) return false;
          if (typeof v31 === "string" && v31.length > 120 && codePoints(v31) > 120) return false;
        }
      }
      {
        const v32 = v27["fallback"];
        if (v32 !== undefined) {
          if (!(typeof v32 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v33 = data["offer_schedule"];
    if (v33 !== undefined) {
      if (!(typeof v33 === "object" && v33 !== null && !Array.isArray(v33))) return false;
      for (const v34 in v33)
        switch (v34) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v35 = v33["start_date"];
        if (v35 !== undefined) {
          if (!(typeof v35 === "string")) return false;
          if (typeof v35 === "string" && !pattern4.test(v35)) return false;
        }
      }
      {
        const v36 = v33["end_date"];
        if (v36 !== undefined) {
          if (!(typeof v36 === "string")) return false;
          if (typeof v36 === "string" && !pattern4.test(v36)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
