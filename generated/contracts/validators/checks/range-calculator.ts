// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp(
  "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
const pattern2 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["data_url"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "data_url":
      case "minimal_range":
      case "maximal_range":
      case "distance_unit":
      case "wheel_label":
      case "temperature_label":
      case "temperature_unit":
      case "climate_label":
      case "result_label":
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
    const v6 = data["data_url"];
    if (v6 !== undefined) {
      if (!(typeof v6 === "string")) return false;
      if (
        typeof v6 === "string" &&
        ((v6.length > 2000 && codePoints(v6) > 2000) || (v6.length !== 0 && !pattern1.test(v6)))
      )
        return false;
      if (typeof v6 === "string" && v6.length < 2 && codePoints(v6) < 1) return false;
    }
  }
  {
    const v7 = data["minimal_range"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "number" && isFinite(v7))) return false;
      if (typeof v7 === "number" && (v7 < 0 || v7 > 2000)) return false;
    }
  }
  {
    const v8 = data["maximal_range"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "number" && isFinite(v8))) return false;
      if (typeof v8 === "number" && (v8 < 1 || v8 > 2000)) return false;
    }
  }
  {
    const v9 = data["distance_unit"];
    if (v9 !== undefined) {
      if (!(v9 === "km" || v9 === "mi")) return false;
    }
  }
  {
    const v10 = data["wheel_label"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "string")) return false;
      if (typeof v10 === "string" && v10.length > 60 && codePoints(v10) > 60) return false;
    }
  }
  {
    const v11 = data["temperature_label"];
    if (v11 !== undefined) {
      if (!(typeof v11 === "string")) return false;
      if (typeof v11 === "string" && v11.length > 60 && codePoints(v11) > 60) return false;
    }
  }
  {
    const v12 = data["temperature_unit"];
    if (v12 !== undefined) {
      if (!(v12 === "celsius" || v12 === "fahrenheit")) return false;
    }
  }
  {
    const v13 = data["climate_label"];
    if (v13 !== undefined) {
      if (!(typeof v13 === "string")) return false;
      if (typeof v13 === "string" && v13.length > 60 && codePoints(v13) > 60) return false;
    }
  }
  {
    const v14 = data["result_label"];
    if (v14 !== undefined) {
      if (!(typeof v14 === "string")) return false;
      if (typeof v14 === "string" && v14.length > 60 && codePoints(v14) > 60) return false;
    }
  }
  {
    const v15 = data["disclaimer"];
    if (v15 !== undefined) {
      if (!(typeof v15 === "string")) return false;
      if (typeof v15 === "string" && v15.length > 1000 && codePoints(v15) > 1000) return false;
    }
  }
  {
    const v16 = data["box_color"];
    if (v16 !== undefined) {
      if (!(v16 === "light-theme" || v16 === "grey-theme" || v16 === "dark-theme" || v16 === "black-theme"))
        return false;
    }
  }
  {
    const v17 = data["padding"];
    if (v17 !== undefined) {
      if (!(v17 === "normal" || v17 === "top-space-0" || v17 === "bottom-space-0" || v17 === "y-space-0")) return false;
    }
  }
  {
    const v18 = data["dc_strategy"];
    if (v18 !== undefined) {
      if (!(typeof v18 === "object" && v18 !== null && !Array.isArray(v18))) return false;
      if (v18["key"] === undefined || v18["value"] === undefined) return false;
      for (const v19 in v18)
        switch (v19) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v20 = v18["key"];
        if (v20 !== undefined) {
          if (!(v20 === "url_brands" || v20 === "mena_offers" || v20 === "reffine_sl" || v20 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v21 = v18["value"];
        if (v21 !== undefined) {
          if (!(typeof v21 === "string")) return false;
          if (typeof v21 === "string" && v21.length > 500 && codePoints(v21) > 500) return false;
        }
      }
      {
        const v22 = v18["name"];
        if (v22 !== undefined) {
          if (!(typeof v22 === "string")) return false;
          if (typeof v22 === "string" && v22.length > 120 && codePoints(v22) > 120) return false;
        }
      }
      {
        const v23 = v18["fallback"];
        if (v23 !== undefined) {
          if (!(typeof v23 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v24 = data["offer_schedule"];
    if (v24 !== undefined) {
      if (!(typeof v24 === "object" && v24 !== null && !Array.isArray(v24))) return false;
      for (const v25 in v24)
        switch (v25) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v26 = v24["start_date"];
        if (v26 !== undefined) {
          if (!(typeof v26 === "string")) return false;
          if (typeof v26 === "string" && !pattern2.test(v26)) return false;
        }
      }
      {
        const v27 = v24["end_date"];
        if (v27 !== undefined) {
          if (!(typeof v27 === "string")) return false;
          if (typeof v27 === "string" && !pattern2.test(v27)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
