// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
import { blockNode } from "./page-document.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern2 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check1(data) {
  if (!Array.isArray(data)) return false;
  if (Array.isArray(data))
    for (let v19 = 0; v19 < data.length; v19++) {
      const v18 = data[v19];
      if (!blockNode(v18)) return false;
    }
  return true;
}
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["items"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "header_size":
      case "model_title":
      case "option_label":
      case "items":
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
    const v7 = data["model_title"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "string")) return false;
      if (typeof v7 === "string" && v7.length > 150 && codePoints(v7) > 150) return false;
    }
  }
  {
    const v8 = data["option_label"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "string")) return false;
      if (typeof v8 === "string" && ((v8.length > 60 && codePoints(v8) > 60) || (v8.length < 2 && codePoints(v8) < 1)))
        return false;
    }
  }
  {
    const v9 = data["items"];
    if (v9 !== undefined) {
      if (!Array.isArray(v9)) return false;
      if (Array.isArray(v9) && (v9.length > 30 || v9.length < 1)) return false;
      if (Array.isArray(v9))
        for (let v11 = 0; v11 < v9.length; v11++) {
          const v10 = v9[v11];
          if (!(typeof v10 === "object" && v10 !== null && !Array.isArray(v10))) return false;
          if (v10["car_key"] === undefined || v10["system_name"] === undefined) return false;
          for (const v12 in v10)
            switch (v12) {
              case "car_key":
              case "vehicle_label":
              case "system_name":
              case "paragraph":
              case "content":
                break;
              default:
                return false;
            }
          {
            const v13 = v10["car_key"];
            if (v13 !== undefined) {
              if (!(typeof v13 === "string")) return false;
              if (typeof v13 === "string" && ((v13.length > 60 && codePoints(v13) > 60) || !pattern1.test(v13)))
                return false;
            }
          }
          {
            const v14 = v10["vehicle_label"];
            if (v14 !== undefined) {
              if (!(typeof v14 === "string")) return false;
              if (typeof v14 === "string" && v14.length > 80 && codePoints(v14) > 80) return false;
            }
          }
          {
            const v15 = v10["system_name"];
            if (v15 !== undefined) {
              if (!(typeof v15 === "string")) return false;
              if (
                typeof v15 === "string" &&
                ((v15.length > 120 && codePoints(v15) > 120) || (v15.length < 2 && codePoints(v15) < 1))
              )
                return false;
            }
          }
          {
            const v16 = v10["paragraph"];
            if (v16 !== undefined) {
              if (!(typeof v16 === "string")) return false;
            }
          }
          {
            const v17 = v10["content"];
            if (v17 !== undefined) {
              if (!check1(v17)) return false;
            }
          }
        }
    }
  }
  {
    const v20 = data["box_color"];
    if (v20 !== undefined) {
      if (!(v20 === "light-theme" || v20 === "grey-theme" || v20 === "dark-theme" || v20 === "black-theme"))
        return false;
    }
  }
  {
    const v21 = data["padding"];
    if (v21 !== undefined) {
      if (!(v21 === "normal" || v21 === "top-space-0" || v21 === "bottom-space-0" || v21 === "y-space-0")) return false;
    }
  }
  {
    const v22 = data["dc_strategy"];
    if (v22 !== undefined) {
      if (!(typeof v22 === "object" && v22 !== null && !Array.isArray(v22))) return false;
      if (v22["key"] === undefined || v22["value"] === undefined) return false;
      for (const v23 in v22)
        switch (v23) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v24 = v22["key"];
        if (v24 !== undefined) {
          if (!(v24 === "url_brands" || v24 === "mena_offers" || v24 === "reffine_sl" || v24 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v25 = v22["value"];
        if (v25 !== undefined) {
          if (!(typeof v25 === "string")) return false;
          if (typeof v25 === "string" && v25.length > 500 && codePoints(v25) > 500) return false;
        }
      }
      {
        const v26 = v22["name"];
        if (v26 !== undefined) {
          if (!(typeof v26 === "string")) return false;
          if (typeof v26 === "string" && v26.length > 120 && codePoints(v26) > 120) return false;
        }
      }
      {
        const v27 = v22["fallback"];
        if (v27 !== undefined) {
          if (!(typeof v27 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v28 = data["offer_schedule"];
    if (v28 !== undefined) {
      if (!(typeof v28 === "object" && v28 !== null && !Array.isArray(v28))) return false;
      for (const v29 in v28)
        switch (v29) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v30 = v28["start_date"];
        if (v30 !== undefined) {
          if (!(typeof v30 === "string")) return false;
          if (typeof v30 === "string" && !pattern2.test(v30)) return false;
        }
      }
      {
        const v31 = v28["end_date"];
        if (v31 !== undefined) {
          if (!(typeof v31 === "string")) return false;
          if (typeof v31 === "string" && !pattern2.test(v31)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
