// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
import { blockNode } from "./page-document.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^$|^[A-Za-z0-9-]{1,64}$", "u");
const pattern2 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check1(data) {
  if (!Array.isArray(data)) return false;
  if (Array.isArray(data))
    for (let v16 = 0; v16 < data.length; v16++) {
      const v15 = data[v16];
      if (!blockNode(v15)) return false;
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
      case "open_all_label":
      case "close_all_label":
      case "has_schema":
      case "header_tag":
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
    const v4 = data["open_all_label"];
    if (v4 !== undefined) {
      if (!(typeof v4 === "string")) return false;
      if (typeof v4 === "string" && ((v4.length > 40 && codePoints(v4) > 40) || (v4.length < 2 && codePoints(v4) < 1)))
        return false;
    }
  }
  {
    const v5 = data["close_all_label"];
    if (v5 !== undefined) {
      if (!(typeof v5 === "string")) return false;
      if (typeof v5 === "string" && ((v5.length > 40 && codePoints(v5) > 40) || (v5.length < 2 && codePoints(v5) < 1)))
        return false;
    }
  }
  {
    const v6 = data["has_schema"];
    if (v6 !== undefined) {
      if (!(typeof v6 === "boolean")) return false;
    }
  }
  {
    const v7 = data["header_tag"];
    if (v7 !== undefined) {
      if (!(v7 === 1 || v7 === 2 || v7 === 3 || v7 === 4 || v7 === 5 || v7 === 6)) return false;
    }
  }
  {
    const v8 = data["items"];
    if (v8 !== undefined) {
      if (!Array.isArray(v8)) return false;
      if (Array.isArray(v8) && (v8.length > 30 || v8.length < 1)) return false;
      if (Array.isArray(v8))
        for (let v10 = 0; v10 < v8.length; v10++) {
          const v9 = v8[v10];
          if (!(typeof v9 === "object" && v9 !== null && !Array.isArray(v9))) return false;
          if (v9["heading"] === undefined) return false;
          for (const v11 in v9)
            switch (v11) {
              case "heading":
              case "paragraph":
              case "content":
              case "content_items":
                break;
              default:
                return false;
            }
          {
            const v12 = v9["heading"];
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
            const v13 = v9["paragraph"];
            if (v13 !== undefined) {
              if (!(typeof v13 === "string")) return false;
            }
          }
          {
            const v14 = v9["content"];
            if (v14 !== undefined) {
              if (!check1(v14)) return false;
            }
          }
          {
            const v17 = v9["content_items"];
            if (v17 !== undefined) {
              if (!Array.isArray(v17)) return false;
              if (Array.isArray(v17) && v17.length > 10) return false;
              if (Array.isArray(v17))
                for (let v19 = 0; v19 < v17.length; v19++) {
                  const v18 = v17[v19];
                  if (!(typeof v18 === "object" && v18 !== null && !Array.isArray(v18))) return false;
                  if (v18["type"] === undefined) return false;
                  for (const v20 in v18)
                    switch (v20) {
                      case "type":
                      case "html":
                      case "config":
                      case "form_id":
                      case "has_two_columns":
                        break;
                      default:
                        return false;
                    }
                  {
                    const v21 = v18["type"];
                    if (v21 !== undefined) {
                      if (!(
                        v21 === "html" ||
                        v21 === "calculator" ||
                        v21 === "finance_options_table" ||
                        v21 === "form"
                      ))
                        return false;
                    }
                  }
                  {
                    const v22 = v18["html"];
                    if (v22 !== undefined) {
                      if (!(typeof v22 === "string")) return false;
                    }
                  }
                  {
                    const v24 = v18["form_id"];
                    if (v24 !== undefined) {
                      if (!(typeof v24 === "string")) return false;
                      if (
                        typeof v24 === "string" &&
                        ((v24.length > 64 && codePoints(v24) > 64) || (v24.length !== 0 && !pattern1.test(v24)))
                      )
                        return false;
                    }
                  }
                  {
                    const v25 = v18["has_two_columns"];
                    if (v25 !== undefined) {
                      if (!(typeof v25 === "boolean")) return false;
                    }
                  }
                }
            }
          }
        }
    }
  }
  {
    const v26 = data["box_color"];
    if (v26 !== undefined) {
      if (!(v26 === "light-theme" || v26 === "grey-theme" || v26 === "dark-theme" || v26 === "black-theme"))
        return false;
    }
  }
  {
    const v27 = data["padding"];
    if (v27 !== undefined) {
      if (!(v27 === "normal" || v27 === "top-space-0" || v27 === "bottom-space-0" || v27 === "y-space-0")) return false;
    }
  }
  {
    const v28 = data["dc_strategy"];
    if (v28 !== undefined) {
      if (!(typeof v28 === "object" && v28 !== null && !Array.isArray(v28))) return false;
      if (v28["key"] === undefined || v28["value"] === undefined) return false;
      for (const v29 in v28)
        switch (v29) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v30 = v28["key"];
        if (v30 !== undefined) {
          if (!(v30 === "url_brands" || v30 === "mena_offers" || v30 === "reffine_sl" || v30 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v31 = v28["value"];
        if (v31 !== undefined) {
          if (!(typeof v31 === "string")) return false;
          if (typeof v31 === "string" && v31.length > 500 && codePoints(v31) > 500) return false;
        }
      }
      {
        const v32 = v28["name"];
        if (v32 !== undefined) {
          if (!(typeof v32 === "string")) return false;
          if (typeof v32 === "string" && v32.length > 120 && codePoints(v32) > 120) return false;
        }
      }
      {
        const v33 = v28["fallback"];
        if (v33 !== undefined) {
          if (!(typeof v33 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v34 = data["offer_schedule"];
    if (v34 !== undefined) {
      if (!(typeof v34 === "object" && v34 !== null && !Array.isArray(v34))) return false;
      for (const v35 in v34)
        switch (v35) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v36 = v34["start_date"];
        if (v36 !== undefined) {
          if (!(typeof v36 === "string")) return false;
          if (typeof v36 === "string" && !pattern2.test(v36)) return false;
        }
      }
      {
        const v37 = v34["end_date"];
        if (v37 !== undefined) {
          if (!(typeof v37 === "string")) return false;
          if (typeof v37 === "string" && !pattern2.test(v37)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
