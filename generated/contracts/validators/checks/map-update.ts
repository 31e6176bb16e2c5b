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
const pattern3 = new RegExp("^[a-z0-9]+(?:-[a-z0-9]+)*$", "u");
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
      case "intro_text":
      case "start_label":
      case "vin_heading":
      case "vin_label":
      case "vin_hint":
      case "vin_button":
      case "vin_error":
      case "download_heading":
      case "download_text":
      case "download_link":
      case "vin_shown_label":
      case "back_label":
      case "restart_label":
      case "list":
      case "check_digit":
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
        ((v4.length > 120 && codePoints(v4) > 120) || (v4.length < 2 && codePoints(v4) < 1))
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
    const v6 = data["intro_text"];
    if (v6 !== undefined) {
      if (!(typeof v6 === "string")) return false;
    }
  }
  {
    const v7 = data["start_label"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "string")) return false;
      if (typeof v7 === "string" && ((v7.length > 40 && codePoints(v7) > 40) || (v7.length < 2 && codePoints(v7) < 1)))
        return false;
    }
  }
  {
    const v8 = data["vin_heading"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "string")) return false;
      if (
        typeof v8 === "string" &&
        ((v8.length > 120 && codePoints(v8) > 120) || (v8.length < 2 && codePoints(v8) < 1))
      )
        return false;
    }
  }
  {
    const v9 = data["vin_label"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "string")) return false;
      if (
        typeof v9 === "string" &&
        ((v9.length > 120 && codePoints(v9) > 120) || (v9.length < 2 && codePoints(v9) < 1))
      )
        return false;
    }
  }
  {
    const v10 = data["vin_hint"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "string")) return false;
      if (
        typeof v10 === "string" &&
        ((v10.length > 200 && codePoints(v10) > 200) || (v10.length < 0 && codePoints(v10) < 0))
      )
        return false;
    }
  }
  {
    const v11 = data["vin_button"];
    if (v11 !== undefined) {
      if (!(typeof v11 === "string")) return false;
      if (
        typeof v11 === "string" &&
        ((v11.length > 40 && codePoints(v11) > 40) || (v11.length < 2 && codePoints(v11) < 1))
      )
        return false;
    }
  }
  {
    const v12 = data["vin_error"];
    if (v12 !== undefined) {
      if (!(typeof v12 === "string")) return false;
      if (
        typeof v12 === "string" &&
        ((v12.length > 200 && codePoints(v12) > 200) || (v12.length < 2 && codePoints(v12) < 1))
      )
        return false;
    }
  }
  {
    const v13 = data["download_heading"];
    if (v13 !== undefined) {
      if (!(typeof v13 === "string")) return false;
      if (
        typeof v13 === "string" &&
        ((v13.length > 120 && codePoints(v13) > 120) || (v13.length < 2 && codePoints(v13) < 1))
      )
        return false;
    }
  }
  {
    const v14 = data["download_text"];
    if (v14 !== undefined) {
      if (!(typeof v14 === "string")) return false;
    }
  }
  {
    const v15 = data["download_link"];
    if (v15 !== undefined) {
      if (!(typeof v15 === "object" && v15 !== null && !Array.isArray(v15))) return false;
      for (const v16 in v15)
        switch (v16) {
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
        const v17 = v15["url"];
        if (v17 !== undefined) {
          if (!(typeof v17 === "string")) return false;
          if (
            typeof v17 === "string" &&
            ((v17.length > 2000 && codePoints(v17) > 2000) || (v17.length !== 0 && !pattern1.test(v17)))
          )
            return false;
        }
      }
      {
        const v18 = v15["type"];
        if (v18 !== undefined) {
          if (!(v18 === "internal" || v18 === "external" || v18 === "form" || v18 === "file")) return false;
        }
      }
      {
        const v19 = v15["target"];
        if (v19 !== undefined) {
          if (!(v19 === "_self" || v19 === "_blank")) return false;
        }
      }
      {
        const v20 = v15["link_text"];
        if (v20 !== undefined) {
          if (!(typeof v20 === "string")) return false;
        }
      }
      {
        const v21 = v15["icon"];
        if (v21 !== undefined) {
          if (!(typeof v21 === "string")) return false;
          if (typeof v21 === "string" && v21.length !== 0 && !pattern2.test(v21)) return false;
        }
      }
      {
        const v22 = v15["ui_type"];
        if (v22 !== undefined) {
          if (!(v22 === "primary" || v22 === "secondary" || v22 === "tertiary")) return false;
        }
      }
      {
        const v23 = v15["size"];
        if (v23 !== undefined) {
          if (!(v23 === "medium" || v23 === "small")) return false;
        }
      }
      {
        const v24 = v15["rdx_forms_form_id"];
        if (v24 !== undefined) {
          if (!(typeof v24 === "string")) return false;
        }
      }
      {
        const v25 = v15["hidden_fields"];
        if (v25 !== undefined) {
          if (!Array.isArray(v25)) return false;
          if (Array.isArray(v25) && v25.length > 20) return false;
          if (Array.isArray(v25))
            for (let v27 = 0; v27 < v25.length; v27++) {
              const v26 = v25[v27];
              if (!(typeof v26 === "object" && v26 !== null && !Array.isArray(v26))) return false;
              if (v26["name"] === undefined || v26["value"] === undefined) return false;
              for (const v28 in v26)
                switch (v28) {
                  case "name":
                  case "value":
                    break;
                  default:
                    return false;
                }
              {
                const v29 = v26["name"];
                if (v29 !== undefined) {
                  if (!(typeof v29 === "string")) return false;
                  if (typeof v29 === "string" && v29.length < 2 && codePoints(v29) < 1) return false;
                }
              }
              {
                const v30 = v26["value"];
                if (v30 !== undefined) {
                  if (!(typeof v30 === "string")) return false;
                }
              }
            }
        }
      }
      {
        const v31 = v15["form_layout"];
        if (v31 !== undefined) {
          if (!(v31 === "single" || v31 === "double")) return false;
        }
      }
    }
  }
  {
    const v32 = data["vin_shown_label"];
    if (v32 !== undefined) {
      if (!(typeof v32 === "string")) return false;
      if (
        typeof v32 === "string" &&
        ((v32.length > 40 && codePoints(v32) > 40) || (v32.length < 2 && codePoints(v32) < 1))
      )
        return false;
    }
  }
  {
    const v33 = data["back_label"];
    if (v33 !== undefined) {
      if (!(typeof v33 === "string")) return false;
      if (
        typeof v33 === "string" &&
        ((v33.length > 40 && codePoints(v33) > 40) || (v33.length < 2 && codePoints(v33) < 1))
      )
        return false;
    }
  }
  {
    const v34 = data["restart_label"];
    if (v34 !== undefined) {
      if (!(typeof v34 === "string")) return false;
      if (
        typeof v34 === "string" &&
        ((v34.length > 40 && codePoints(v34) > 40) || (v34.length < 2 && codePoints(v34) < 1))
      )
        return false;
    }
  }
  {
    const v35 = data["list"];
    if (v35 !== undefined) {
      if (!(typeof v35 === "string")) return false;
      if (
        typeof v35 === "string" &&
        ((v35.length > 60 && codePoints(v35) > 60) || (v35.length < 2 && codePoints(v35) < 1) || !pattern3.test(v35))
      )
        return false;
    }
  }
  {
    const v36 = data["check_digit"];
    if (v36 !== undefined) {
      if (!(typeof v36 === "boolean")) return false;
    }
  }
  {
    const v37 = data["box_color"];
    if (v37 !== undefined) {
      if (!(v37 === "light-theme" || v37 === "grey-theme" || v37 === "dark-theme" || v37 === "black-theme"))
        return false;
    }
  }
  {
    const v38 = data["padding"];
    if (v38 !== undefined) {
      if (!(v38 === "normal" || v38 === "top-space-0" || v38 === "bottom-space-0" || v38 === "y-space-0")) return false;
    }
  }
  {
    const v39 = data["dc_strategy"];
    if (v39 !== undefined) {
      if (!(typeof v39 === "object" && v39 !== null && !Array.isArray(v39))) return false;
      if (v39["key"] === undefined || v39["value"] === undefined) return false;
      for (const v40 in v39)
        switch (v40) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v41 = v39["key"];
        if (v41 !== undefined) {
          if (!(v41 === "url_brands" || v41 === "mena_offers" || v41 === "reffine_sl" || v41 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v42 = v39["value"];
        if (v42 !== undefined) {
          if (!(typeof v42 === "string")) return false;
          if (typeof v42 === "string" && v42.length > 500 && codePoints(v42) > 500) return false;
        }
      }
      {
        const v43 = v39["name"];
        if (v43 !== undefined) {
          if (!(typeof v43 === "string")) return false;
          if (typeof v43 === "string" && v43.length > 120 && codePoints(v43) > 120) return false;
        }
      }
      {
        const v44 = v39["fallback"];
        if (v44 !== undefined) {
          if (!(typeof v44 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v45 = data["offer_schedule"];
    if (v45 !== undefined) {
      if (!(typeof v45 === "object" && v45 !== null && !Array.isArray(v45))) return false;
      for (const v46 in v45)
        switch (v46) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v47 = v45["start_date"];
        if (v47 !== undefined) {
          if (!(typeof v47 === "string")) return false;
          if (typeof v47 === "string" && !pattern4.test(v47)) return false;
        }
      }
      {
        const v48 = v45["end_date"];
        if (v48 !== undefined) {
          if (!(typeof v48 === "string")) return false;
          if (typeof v48 === "string" && !pattern4.test(v48)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
