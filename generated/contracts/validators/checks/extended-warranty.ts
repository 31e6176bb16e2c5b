// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^$|^[A-Za-z0-9-]{1,64}$", "u");
const pattern2 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["form_id"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "form_id":
      case "heading":
      case "table_content":
      case "has_two_columns":
      case "form_hidden_field_mapping":
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
    const v4 = data["form_id"];
    if (v4 !== undefined) {
      if (!(typeof v4 === "string")) return false;
      if (
        typeof v4 === "string" &&
        ((v4.length > 64 && codePoints(v4) > 64) || (v4.length !== 0 && !pattern1.test(v4)))
      )
        return false;
    }
  }
  {
    const v5 = data["heading"];
    if (v5 !== undefined) {
      if (!(typeof v5 === "string")) return false;
      if (typeof v5 === "string" && v5.length > 150 && codePoints(v5) > 150) return false;
    }
  }
  {
    const v6 = data["table_content"];
    if (v6 !== undefined) {
      if (!(typeof v6 === "object" && v6 !== null && !Array.isArray(v6))) return false;
      for (const v7 in v6)
        switch (v7) {
          case "columns":
          case "rows":
            break;
          default:
            return false;
        }
      {
        const v8 = v6["columns"];
        if (v8 !== undefined) {
          if (!Array.isArray(v8)) return false;
          if (Array.isArray(v8) && v8.length > 6) return false;
          if (Array.isArray(v8))
            for (let v10 = 0; v10 < v8.length; v10++) {
              const v9 = v8[v10];
              if (!(typeof v9 === "string")) return false;
              if (typeof v9 === "string" && v9.length > 200 && codePoints(v9) > 200) return false;
            }
        }
      }
      {
        const v11 = v6["rows"];
        if (v11 !== undefined) {
          if (!Array.isArray(v11)) return false;
          if (Array.isArray(v11) && v11.length > 30) return false;
          if (Array.isArray(v11))
            for (let v13 = 0; v13 < v11.length; v13++) {
              const v12 = v11[v13];
              if (!(typeof v12 === "object" && v12 !== null && !Array.isArray(v12))) return false;
              if (v12["cells"] === undefined) return false;
              for (const v14 in v12)
                switch (v14) {
                  case "cells":
                    break;
                  default:
                    return false;
                }
              {
                const v15 = v12["cells"];
                if (v15 !== undefined) {
                  if (!Array.isArray(v15)) return false;
                  if (Array.isArray(v15) && (v15.length > 6 || v15.length < 1)) return false;
                  if (Array.isArray(v15))
                    for (let v17 = 0; v17 < v15.length; v17++) {
                      const v16 = v15[v17];
                      if (!(typeof v16 === "string")) return false;
                      if (typeof v16 === "string" && v16.length > 200 && codePoints(v16) > 200) return false;
                    }
                }
              }
            }
        }
      }
    }
  }
  {
    const v18 = data["has_two_columns"];
    if (v18 !== undefined) {
      if (!(typeof v18 === "boolean")) return false;
    }
  }
  {
    const v19 = data["form_hidden_field_mapping"];
    if (v19 !== undefined) {
      if (!Array.isArray(v19)) return false;
      if (Array.isArray(v19) && v19.length > 20) return false;
      if (Array.isArray(v19))
        for (let v21 = 0; v21 < v19.length; v21++) {
          const v20 = v19[v21];
          if (!(typeof v20 === "object" && v20 !== null && !Array.isArray(v20))) return false;
          if (v20["name"] === undefined || v20["value"] === undefined) return false;
          for (const v22 in v20)
            switch (v22) {
              case "name":
              case "value":
                break;
              default:
                return false;
            }
          {
            const v23 = v20["name"];
            if (v23 !== undefined) {
              if (!(typeof v23 === "string")) return false;
              if (typeof v23 === "string" && v23.length > 63 && codePoints(v23) > 63) return false;
            }
          }
          {
            const v24 = v20["value"];
            if (v24 !== undefined) {
              if (!(typeof v24 === "string")) return false;
              if (typeof v24 === "string" && v24.length > 500 && codePoints(v24) > 500) return false;
            }
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
    const v26 = data["dc_strategy"];
    if (v26 !== undefined) {
      if (!(typeof v26 === "object" && v26 !== null && !Array.isArray(v26))) return false;
      if (v26["key"] === undefined || v26["value"] === undefined) return false;
      for (const v27 in v26)
        switch (v27) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v28 = v26["key"];
        if (v28 !== undefined) {
          if (!(v28 === "url_brands" || v28 === "mena_offers" || v28 === "reffine_sl" || v28 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v29 = v26["value"];
        if (v29 !== undefined) {
          if (!(typeof v29 === "string")) return false;
          if (typeof v29 === "string" && v29.length > 500 && codePoints(v29) > 500) return false;
        }
      }
      {
        const v30 = v26["name"];
        if (v30 !== undefined) {
          if (!(typeof v30 === "string")) return false;
          if (typeof v30 === "string" && v30.length > 120 && codePoints(v30) > 120) return false;
        }
      }
      {
        const v31 = v26["fallback"];
        if (v31 !== undefined) {
          if (!(typeof v31 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v32 = data["offer_schedule"];
    if (v32 !== undefined) {
      if (!(typeof v32 === "object" && v32 !== null && !Array.isArray(v32))) return false;
      for (const v33 in v32)
        switch (v33) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v34 = v32["start_date"];
        if (v34 !== undefined) {
          if (!(typeof v34 === "string")) return false;
          if (typeof v34 === "string" && !pattern2.test(v34)) return false;
        }
      }
      {
        const v35 = v32["end_date"];
        if (v35 !== undefined) {
          if (!(typeof v35 === "string")) return false;
          if (typeof v35 === "string" && !pattern2.test(v35)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
