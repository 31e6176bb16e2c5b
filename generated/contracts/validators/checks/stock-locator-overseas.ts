// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { allDistinct, codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^[a-z0-9-]{1,60}$", "u");
const pattern2 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
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
      case "sl_key_brand":
      case "default_sort":
      case "forced_statuses":
      case "filter-brands":
      case "filter-models":
      case "filter-financing_options":
      case "filter-states":
      case "filter-statuses":
      case "filter-msrp_price":
      case "filter-display_price":
      case "filter-mileage":
      case "filter-production_year":
      case "filter-model_year":
      case "filter-power":
      case "filter-engine_types":
      case "filter-transmissions":
      case "filter-colors":
      case "filter-specific_colors":
      case "filter-dealers":
      case "filter-number_of_seats":
      case "vehicles":
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
    const v8 = data["sl_key_brand"];
    if (v8 !== undefined) {
      if (!(v8 === "" || v8 === "land_rover" || v8 === "jaguar")) return false;
    }
  }
  {
    const v9 = data["default_sort"];
    if (v9 !== undefined) {
      if (!(
        v9 === "productionYearAsc" ||
        v9 === "productionYearDesc" ||
        v9 === "createdAtAsc" ||
        v9 === "createdAtDesc" ||
        v9 === "mileageAsc" ||
        v9 === "mileageDesc" ||
        v9 === "priceAsc" ||
        v9 === "priceDesc" ||
        v9 === "status"
      ))
        return false;
    }
  }
  {
    const v10 = data["forced_statuses"];
    if (v10 !== undefined) {
      if (!Array.isArray(v10)) return false;
      if (Array.isArray(v10) && (v10.length > 8 || !allDistinct(v10))) return false;
      if (Array.isArray(v10))
        for (let v12 = 0; v12 < v10.length; v12++) {
          const v11 = v10[v12];
          if (!(
            v11 === "stock" ||
            v11 === "available_soon" ||
            v11 === "reserved" ||
            v11 === "sold" ||
            v11 === "in_production" ||
            v11 === "on_demand" ||
            v11 === "delivery" ||
            v11 === "demo"
          ))
            return false;
        }
    }
  }
  {
    const v13 = data["filter-brands"];
    if (v13 !== undefined) {
      if (!(typeof v13 === "boolean")) return false;
    }
  }
  {
    const v14 = data["filter-models"];
    if (v14 !== undefined) {
      if (!(typeof v14 === "boolean")) return false;
    }
  }
  {
    const v15 = data["filter-financing_options"];
    if (v15 !== undefined) {
      if (!(typeof v15 === "boolean")) return false;
    }
  }
  {
    const v16 = data["filter-states"];
    if (v16 !== undefined) {
      if (!(typeof v16 === "boolean")) return false;
    }
  }
  {
    const v17 = data["filter-statuses"];
    if (v17 !== undefined) {
      if (!(typeof v17 === "boolean")) return false;
    }
  }
  {
    const v18 = data["filter-msrp_price"];
    if (v18 !== undefined) {
      if (!(typeof v18 === "boolean")) return false;
    }
  }
  {
    const v19 = data["filter-display_price"];
    if (v19 !== undefined) {
      if (!(typeof v19 === "boolean")) return false;
    }
  }
  {
    const v20 = data["filter-mileage"];
    if (v20 !== undefined) {
      if (!(typeof v20 === "boolean")) return false;
    }
  }
  {
    const v21 = data["filter-production_year"];
    if (v21 !== undefined) {
      if (!(typeof v21 === "boolean")) return false;
    }
  }
  {
    const v22 = data["filter-model_year"];
    if (v22 !== undefined) {
      if (!(typeof v22 === "boolean")) return false;
    }
  }
  {
    const v23 = data["filter-power"];
    if (v23 !== undefined) {
      if (!(typeof v23 === "boolean")) return false;
    }
  }
  {
    const v24 = data["filter-engine_types"];
    if (v24 !== undefined) {
      if (!(typeof v24 === "boolean")) return false;
    }
  }
  {
    const v25 = data["filter-transmissions"];
    if (v25 !== undefined) {
      if (!(typeof v25 === "boolean")) return false;
    }
  }
  {
    const v26 = data["filter-colors"];
    if (v26 !== undefined) {
      if (!(typeof v26 === "boolean")) return false;
    }
  }
  {
    const v27 = data["filter-specific_colors"];
    if (v27 !== undefined) {
      if (!(typeof v27 === "boolean")) return false;
    }
  }
  {
    const v28 = data["filter-dealers"];
    if (v28 !== undefined) {
      if (!(typeof v28 === "boolean")) return false;
    }
  }
  {
    const v29 = data["filter-number_of_seats"];
    if (v29 !== undefined) {
      if (!(typeof v29 === "boolean")) return false;
    }
  }
  {
    const v30 = data["vehicles"];
    if (v30 !== undefined) {
      if (!(typeof v30 === "object" && v30 !== null && !Array.isArray(v30))) return false;
      for (const v31 in v30)
        switch (v31) {
          case "headline":
          case "list":
            break;
          default:
            return false;
        }
      {
        const v32 = v30["headline"];
        if (v32 !== undefined) {
          if (!(typeof v32 === "string")) return false;
          if (typeof v32 === "string" && v32.length > 200 && codePoints(v32) > 200) return false;
        }
      }
      {
        const v33 = v30["list"];
        if (v33 !== undefined) {
          if (!Array.isArray(v33)) return false;
          if (Array.isArray(v33) && (v33.length > 25 || !allDistinct(v33))) return false;
          if (Array.isArray(v33))
            for (let v35 = 0; v35 < v33.length; v35++) {
              const v34 = v33[v35];
              if (!(
                v34 === "productionYear" ||
                v34 === "model" ||
                v34 === "mileage" ||
                v34 === "engines" ||
                v34 === "color" ||
                v34 === "drivetrain" ||
                v34 === "vin" ||
                v34 === "power" ||
                v34 === "capacity" ||
                v34 === "status" ||
                v34 === "state" ||
                v34 === "colorInterior" ||
                v34 === "brand" ||
                v34 === "title" ||
                v34 === "version" ||
                v34 === "modelYear" ||
                v34 === "transmission" ||
                v34 === "deliveryDate" ||
                v34 === "avl" ||
                v34 === "ownerName" ||
                v34 === "orderNumber" ||
                v34 === "nameplateModelGroup" ||
                v34 === "shortVin" ||
                v34 === "numberOfSeats" ||
                v34 === "batteryCapacity"
              ))
                return false;
            }
        }
      }
    }
  }
  {
    const v36 = data["box_color"];
    if (v36 !== undefined) {
      if (!(v36 === "light-theme" || v36 === "grey-theme" || v36 === "dark-theme" || v36 === "black-theme"))
        return false;
    }
  }
  {
    const v37 = data["padding"];
    if (v37 !== undefined) {
      if (!(v37 === "normal" || v37 === "top-space-0" || v37 === "bottom-space-0" || v37 === "y-space-0")) return false;
    }
  }
  {
    const v38 = data["dc_strategy"];
    if (v38 !== undefined) {
      if (!(typeof v38 === "object" && v38 !== null && !Array.isArray(v38))) return false;
      if (v38["key"] === undefined || v38["value"] === undefined) return false;
      for (const v39 in v38)
        switch (v39) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v40 = v38["key"];
        if (v40 !== undefined) {
          if (!(v40 === "url_brands" || v40 === "mena_offers" || v40 === "reffine_sl" || v40 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v41 = v38["value"];
        if (v41 !== undefined) {
          if (!(typeof v41 === "string")) return false;
          if (typeof v41 === "string" && v41.length > 500 && codePoints(v41) > 500) return false;
        }
      }
      {
        const v42 = v38["name"];
        if (v42 !== undefined) {
          if (!(typeof v42 === "string")) return false;
          if (typeof v42 === "string" && v42.length > 120 && codePoints(v42) > 120) return false;
        }
      }
      {
        const v43 = v38["fallback"];
        if (v43 !== undefined) {
          if (!(typeof v43 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v44 = data["offer_schedule"];
    if (v44 !== undefined) {
      if (!(typeof v44 === "object" && v44 !== null && !Array.isArray(v44))) return false;
      for (const v45 in v44)
        switch (v45) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v46 = v44["start_date"];
        if (v46 !== undefined) {
          if (!(typeof v46 === "string")) return false;
          if (typeof v46 === "string" && !pattern2.test(v46)) return false;
        }
      }
      {
        const v47 = v44["end_date"];
        if (v47 !== undefined) {
          if (!(typeof v47 === "string")) return false;
          if (typeof v47 === "string" && !pattern2.test(v47)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
