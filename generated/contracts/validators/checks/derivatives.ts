// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern2 = new RegExp("^$|^[a-z0-9][a-z0-9-]{0,59}$", "u");
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
      case "car_key":
      case "engine_key":
      case "spec_key_1":
      case "spec_label_1":
      case "spec_key_2":
      case "spec_label_2":
      case "spec_key_3":
      case "spec_label_3":
      case "tab_id":
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
    const v7 = data["car_key"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "string")) return false;
      if (typeof v7 === "string" && ((v7.length > 60 && codePoints(v7) > 60) || !pattern1.test(v7))) return false;
    }
  }
  {
    const v8 = data["engine_key"];
    if (v8 !== undefined) {
      if (!(
        v8 === "" ||
        v8 === "petrol" ||
        v8 === "diesel" ||
        v8 === "electric" ||
        v8 === "hybrid" ||
        v8 === "mhev" ||
        v8 === "phev"
      ))
        return false;
    }
  }
  {
    const v9 = data["spec_key_1"];
    if (v9 !== undefined) {
      if (!(
        v9 === "" ||
        v9 === "engines" ||
        v9 === "capacity" ||
        v9 === "power" ||
        v9 === "batteryCapacity" ||
        v9 === "transmission" ||
        v9 === "drivetrain" ||
        v9 === "numberOfSeats"
      ))
        return false;
    }
  }
  {
    const v10 = data["spec_label_1"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "string")) return false;
      if (typeof v10 === "string" && v10.length > 40 && codePoints(v10) > 40) return false;
    }
  }
  {
    const v11 = data["spec_key_2"];
    if (v11 !== undefined) {
      if (!(
        v11 === "" ||
        v11 === "engines" ||
        v11 === "capacity" ||
        v11 === "power" ||
        v11 === "batteryCapacity" ||
        v11 === "transmission" ||
        v11 === "drivetrain" ||
        v11 === "numberOfSeats"
      ))
        return false;
    }
  }
  {
    const v12 = data["spec_label_2"];
    if (v12 !== undefined) {
      if (!(typeof v12 === "string")) return false;
      if (typeof v12 === "string" && v12.length > 40 && codePoints(v12) > 40) return false;
    }
  }
  {
    const v13 = data["spec_key_3"];
    if (v13 !== undefined) {
      if (!(
        v13 === "" ||
        v13 === "engines" ||
        v13 === "capacity" ||
        v13 === "power" ||
        v13 === "batteryCapacity" ||
        v13 === "transmission" ||
        v13 === "drivetrain" ||
        v13 === "numberOfSeats"
      ))
        return false;
    }
  }
  {
    const v14 = data["spec_label_3"];
    if (v14 !== undefined) {
      if (!(typeof v14 === "string")) return false;
      if (typeof v14 === "string" && v14.length > 40 && codePoints(v14) > 40) return false;
    }
  }
  {
    const v15 = data["tab_id"];
    if (v15 !== undefined) {
      if (!(typeof v15 === "string")) return false;
      if (typeof v15 === "string" && v15.length !== 0 && !pattern2.test(v15)) return false;
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
          if (typeof v26 === "string" && !pattern3.test(v26)) return false;
        }
      }
      {
        const v27 = v24["end_date"];
        if (v27 !== undefined) {
          if (!(typeof v27 === "string")) return false;
          if (typeof v27 === "string" && !pattern3.test(v27)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
