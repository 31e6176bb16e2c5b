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
      case "box_color":
      case "button_position":
      case "button_color":
      case "form_position":
      case "has_two_columns":
      case "has_button_margin":
      case "modal_form":
      case "form_hidden_field_mapping":
      case "form_params_mapping":
      case "form_location_params_mapping":
      case "form_location_mapping":
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
    const v5 = data["box_color"];
    if (v5 !== undefined) {
      if (!(v5 === "light-theme" || v5 === "grey-theme" || v5 === "dark-theme" || v5 === "black-theme")) return false;
    }
  }
  {
    const v6 = data["button_position"];
    if (v6 !== undefined) {
      if (!(v6 === "left" || v6 === "center" || v6 === "right")) return false;
    }
  }
  {
    const v7 = data["button_color"];
    if (v7 !== undefined) {
      if (!(v7 === "primary" || v7 === "secondary")) return false;
    }
  }
  {
    const v8 = data["form_position"];
    if (v8 !== undefined) {
      if (!(v8 === "left" || v8 === "center" || v8 === "right")) return false;
    }
  }
  {
    const v9 = data["has_two_columns"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "boolean")) return false;
    }
  }
  {
    const v10 = data["has_button_margin"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "boolean")) return false;
    }
  }
  {
    const v11 = data["modal_form"];
    if (v11 !== undefined) {
      if (!(typeof v11 === "boolean")) return false;
    }
  }
  {
    const v12 = data["form_hidden_field_mapping"];
    if (v12 !== undefined) {
      if (!Array.isArray(v12)) return false;
      if (Array.isArray(v12) && v12.length > 20) return false;
      if (Array.isArray(v12))
        for (let v14 = 0; v14 < v12.length; v14++) {
          const v13 = v12[v14];
          if (!(typeof v13 === "object" && v13 !== null && !Array.isArray(v13))) return false;
          if (v13["name"] === undefined || v13["value"] === undefined) return false;
          for (const v15 in v13)
            switch (v15) {
              case "name":
              case "value":
                break;
              default:
                return false;
            }
          {
            const v16 = v13["name"];
            if (v16 !== undefined) {
              if (!(typeof v16 === "string")) return false;
              if (typeof v16 === "string" && v16.length > 63 && codePoints(v16) > 63) return false;
            }
          }
          {
            const v17 = v13["value"];
            if (v17 !== undefined) {
              if (!(typeof v17 === "string")) return false;
              if (typeof v17 === "string" && v17.length > 500 && codePoints(v17) > 500) return false;
            }
          }
        }
    }
  }
  {
    const v18 = data["form_params_mapping"];
    if (v18 !== undefined) {
      if (!Array.isArray(v18)) return false;
      if (Array.isArray(v18) && v18.length > 20) return false;
      if (Array.isArray(v18))
        for (let v20 = 0; v20 < v18.length; v20++) {
          const v19 = v18[v20];
          if (!(typeof v19 === "object" && v19 !== null && !Array.isArray(v19))) return false;
          if (v19["param"] === undefined || v19["field"] === undefined) return false;
          for (const v21 in v19)
            switch (v21) {
              case "param":
              case "field":
                break;
              default:
                return false;
            }
          {
            const v22 = v19["param"];
            if (v22 !== undefined) {
              if (!(typeof v22 === "string")) return false;
              if (typeof v22 === "string" && v22.length > 63 && codePoints(v22) > 63) return false;
            }
          }
          {
            const v23 = v19["field"];
            if (v23 !== undefined) {
              if (!(typeof v23 === "string")) return false;
              if (typeof v23 === "string" && v23.length > 63 && codePoints(v23) > 63) return false;
            }
          }
        }
    }
  }
  {
    const v24 = data["form_location_params_mapping"];
    if (v24 !== undefined) {
      if (!Array.isArray(v24)) return false;
      if (Array.isArray(v24) && v24.length > 10) return false;
      if (Array.isArray(v24))
        for (let v26 = 0; v26 < v24.length; v26++) {
          const v25 = v24[v26];
          if (!(typeof v25 === "object" && v25 !== null && !Array.isArray(v25))) return false;
          if (v25["param"] === undefined || v25["field"] === undefined) return false;
          for (const v27 in v25)
            switch (v27) {
              case "param":
              case "field":
                break;
              default:
                return false;
            }
          {
            const v28 = v25["param"];
            if (v28 !== undefined) {
              if (!(typeof v28 === "string")) return false;
              if (typeof v28 === "string" && v28.length > 63 && codePoints(v28) > 63) return false;
            }
          }
          {
            const v29 = v25["field"];
            if (v29 !== undefined) {
              if (!(typeof v29 === "string")) return false;
              if (typeof v29 === "string" && v29.length > 63 && codePoints(v29) > 63) return false;
            }
          }
        }
    }
  }
  {
    const v30 = data["form_location_mapping"];
    if (v30 !== undefined) {
      if (!Array.isArray(v30)) return false;
      if (Array.isArray(v30) && v30.length > 200) return false;
      if (Array.isArray(v30))
        for (let v32 = 0; v32 < v30.length; v32++) {
          const v31 = v30[v32];
          if (!(typeof v31 === "object" && v31 !== null && !Array.isArray(v31))) return false;
          if (v31["from"] === undefined || v31["to"] === undefined) return false;
          for (const v33 in v31)
            switch (v33) {
              case "from":
              case "to":
                break;
              default:
                return false;
            }
          {
            const v34 = v31["from"];
            if (v34 !== undefined) {
              if (!(typeof v34 === "string")) return false;
              if (typeof v34 === "string" && v34.length > 200 && codePoints(v34) > 200) return false;
            }
          }
          {
            const v35 = v31["to"];
            if (v35 !== undefined) {
              if (!(typeof v35 === "string")) return false;
              if (typeof v35 === "string" && v35.length > 200 && codePoints(v35) > 200) return false;
            }
          }
        }
    }
  }
  {
    const v36 = data["dc_strategy"];
    if (v36 !== undefined) {
      if (!(typeof v36 === "object" && v36 !== null && !Array.isArray(v36))) return false;
      if (v36["key"] === undefined || v36["value"] === undefined) return false;
      for (const v37 in v36)
        switch (v37) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v38 = v36["key"];
        if (v38 !== undefined) {
          if (!(v38 === "url_brands" || v38 === "mena_offers" || v38 === "reffine_sl" || v38 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v39 = v36["value"];
        if (v39 !== undefined) {
          if (!(typeof v39 === "string")) return false;
          if (typeof v39 === "string" && v39.length > 500 && codePoints(v39) > 500) return false;
        }
      }
      {
        const v40 = v36["name"];
        if (v40 !== undefined) {
          if (!(typeof v40 === "string")) return false;
          if (typeof v40 === "string" && v40.length > 120 && codePoints(v40) > 120) return false;
        }
      }
      {
        const v41 = v36["fallback"];
        if (v41 !== undefined) {
          if (!(typeof v41 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v42 = data["offer_schedule"];
    if (v42 !== undefined) {
      if (!(typeof v42 === "object" && v42 !== null && !Array.isArray(v42))) return false;
      for (const v43 in v42)
        switch (v43) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v44 = v42["start_date"];
        if (v44 !== undefined) {
          if (!(typeof v44 === "string")) return false;
          if (typeof v44 === "string" && !pattern2.test(v44)) return false;
        }
      }
      {
        const v45 = v42["end_date"];
        if (v45 !== undefined) {
          if (!(typeof v45 === "string")) return false;
          if (typeof v45 === "string" && !pattern2.test(v45)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
