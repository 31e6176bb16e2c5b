// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["image"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "image":
      case "fullPath":
      case "sizes":
      case "heights":
      case "ratio":
      case "format":
      case "loading":
      case "alt":
      case "caption":
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
    const v14 = data["fullPath"];
    if (v14 !== undefined) {
      if (!(typeof v14 === "string")) return false;
      if (typeof v14 === "string" && v14.length > 500 && codePoints(v14) > 500) return false;
    }
  }
  {
    const v15 = data["sizes"];
    if (v15 !== undefined) {
      if (!Array.isArray(v15)) return false;
      if (Array.isArray(v15) && v15.length > 10) return false;
      if (Array.isArray(v15))
        for (let v17 = 0; v17 < v15.length; v17++) {
          const v16 = v15[v17];
          if (!(typeof v16 === "number" && !(v16 % 1) && !isNaN(v16) && isFinite(v16))) return false;
          if (typeof v16 === "number" && (v16 < 1 || v16 > 2560)) return false;
        }
    }
  }
  {
    const v18 = data["heights"];
    if (v18 !== undefined) {
      if (!Array.isArray(v18)) return false;
      if (Array.isArray(v18) && v18.length > 10) return false;
      if (Array.isArray(v18))
        for (let v20 = 0; v20 < v18.length; v20++) {
          const v19 = v18[v20];
          if (!(typeof v19 === "number" && !(v19 % 1) && !isNaN(v19) && isFinite(v19))) return false;
          if (typeof v19 === "number" && (v19 < 1 || v19 > 2560)) return false;
        }
    }
  }
  {
    const v21 = data["ratio"];
    if (v21 !== undefined) {
      if (!(v21 === "16-9" || v21 === "16-6-5" || v21 === "1-1")) return false;
    }
  }
  {
    const v22 = data["format"];
    if (v22 !== undefined) {
      if (!(v22 === "jpg" || v22 === "webp" || v22 === "png")) return false;
    }
  }
  {
    const v23 = data["loading"];
    if (v23 !== undefined) {
      if (!(v23 === "auto" || v23 === "eager" || v23 === "lazy")) return false;
    }
  }
  {
    const v24 = data["alt"];
    if (v24 !== undefined) {
      if (!(typeof v24 === "string")) return false;
      if (typeof v24 === "string" && v24.length > 300 && codePoints(v24) > 300) return false;
    }
  }
  {
    const v25 = data["caption"];
    if (v25 !== undefined) {
      if (!(typeof v25 === "string")) return false;
      if (typeof v25 === "string" && v25.length > 300 && codePoints(v25) > 300) return false;
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
          if (typeof v34 === "string" && !pattern1.test(v34)) return false;
        }
      }
      {
        const v35 = v32["end_date"];
        if (v35 !== undefined) {
          if (!(typeof v35 === "string")) return false;
          if (typeof v35 === "string" && !pattern1.test(v35)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
