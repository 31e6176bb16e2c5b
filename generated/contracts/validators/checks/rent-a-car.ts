// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^[a-z0-9_-]{1,40}$", "u");
const pattern2 = new RegExp("^$|^[A-Za-z0-9-]{1,64}$", "u");
const pattern3 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (
    data["id"] === undefined ||
    data["steps"] === undefined ||
    data["locations_json"] === undefined ||
    data["vehicles_json"] === undefined ||
    data["contact_step_form_id"] === undefined
  )
    return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "box_color":
      case "steps":
      case "block_translations":
      case "locations_json":
      case "vehicles_json":
      case "additional_json":
      case "currency_symbol":
      case "contact_step_form_id":
      case "form_hidden_field_mapping":
      case "form_summary_template":
      case "thank_you_heading":
      case "thank_you_text":
      case "error_heading":
      case "error_text":
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
    const v6 = data["box_color"];
    if (v6 !== undefined) {
      if (!(v6 === "light-theme" || v6 === "grey-theme" || v6 === "dark-theme" || v6 === "black-theme")) return false;
    }
  }
  {
    const v7 = data["steps"];
    if (v7 !== undefined) {
      if (!Array.isArray(v7)) return false;
      if (Array.isArray(v7) && (v7.length > 4 || v7.length < 1)) return false;
      if (Array.isArray(v7))
        for (let v9 = 0; v9 < v7.length; v9++) {
          const v8 = v7[v9];
          if (!(typeof v8 === "object" && v8 !== null && !Array.isArray(v8))) return false;
          if (v8["step"] === undefined || v8["title"] === undefined) return false;
          for (const v10 in v8)
            switch (v10) {
              case "step":
              case "title":
              case "description":
              case "data_json":
                break;
              default:
                return false;
            }
          {
            const v11 = v8["step"];
            if (v11 !== undefined) {
              if (!(v11 === "location" || v11 === "vehicle" || v11 === "extras" || v11 === "contact")) return false;
            }
          }
          {
            const v12 = v8["title"];
            if (v12 !== undefined) {
              if (!(typeof v12 === "string")) return false;
              if (
                typeof v12 === "string" &&
                ((v12.length > 80 && codePoints(v12) > 80) || (v12.length < 2 && codePoints(v12) < 1))
              )
                return false;
            }
          }
          {
            const v13 = v8["description"];
            if (v13 !== undefined) {
              if (!(typeof v13 === "string")) return false;
            }
          }
          {
            const v14 = v8["data_json"];
            if (v14 !== undefined) {
              if (!(typeof v14 === "object" && v14 !== null && !Array.isArray(v14))) return false;
              for (const v15 in v14)
                switch (v15) {
                  case "min_days":
                  case "max_days":
                  case "max_days_ahead":
                    break;
                  default:
                    return false;
                }
              {
                const v16 = v14["min_days"];
                if (v16 !== undefined) {
                  if (!(typeof v16 === "number" && !(v16 % 1) && !isNaN(v16) && isFinite(v16))) return false;
                  if (typeof v16 === "number" && (v16 < 1 || v16 > 90)) return false;
                }
              }
              {
                const v17 = v14["max_days"];
                if (v17 !== undefined) {
                  if (!(typeof v17 === "number" && !(v17 % 1) && !isNaN(v17) && isFinite(v17))) return false;
                  if (typeof v17 === "number" && (v17 < 1 || v17 > 365)) return false;
                }
              }
              {
                const v18 = v14["max_days_ahead"];
                if (v18 !== undefined) {
                  if (!(typeof v18 === "number" && !(v18 % 1) && !isNaN(v18) && isFinite(v18))) return false;
                  if (typeof v18 === "number" && (v18 < 1 || v18 > 730)) return false;
                }
              }
            }
          }
        }
    }
  }
  {
    const v19 = data["block_translations"];
    if (v19 !== undefined) {
      if (!(typeof v19 === "object" && v19 !== null && !Array.isArray(v19))) return false;
      for (const v20 in v19)
        switch (v20) {
          case "location_step":
          case "vehicle_step":
          case "extras_step":
          case "contact_step":
          case "pick_up_location":
          case "pick_up_date":
          case "return_date":
          case "choose_location":
          case "next":
          case "back":
          case "per_day":
          case "total":
          case "days":
          case "summary_heading":
          case "start_again":
          case "try_again":
          case "sundays_closed":
          case "no_vehicles":
            break;
          default:
            return false;
        }
      {
        const v21 = v19["location_step"];
        if (v21 !== undefined) {
          if (!(typeof v21 === "string")) return false;
          if (
            typeof v21 === "string" &&
            ((v21.length > 80 && codePoints(v21) > 80) || (v21.length < 2 && codePoints(v21) < 1))
          )
            return false;
        }
      }
      {
        const v22 = v19["vehicle_step"];
        if (v22 !== undefined) {
          if (!(typeof v22 === "string")) return false;
          if (
            typeof v22 === "string" &&
            ((v22.length > 80 && codePoints(v22) > 80) || (v22.length < 2 && codePoints(v22) < 1))
          )
            return false;
        }
      }
      {
        const v23 = v19["extras_step"];
        if (v23 !== undefined) {
          if (!(typeof v23 === "string")) return false;
          if (
            typeof v23 === "string" &&
            ((v23.length > 80 && codePoints(v23) > 80) || (v23.length < 2 && codePoints(v23) < 1))
          )
            return false;
        }
      }
      {
        const v24 = v19["contact_step"];
        if (v24 !== undefined) {
          if (!(typeof v24 === "string")) return false;
          if (
            typeof v24 === "string" &&
            ((v24.length > 80 && codePoints(v24) > 80) || (v24.length < 2 && codePoints(v24) < 1))
          )
            return false;
        }
      }
      {
        const v25 = v19["pick_up_location"];
        if (v25 !== undefined) {
          if (!(typeof v25 === "string")) return false;
          if (
            typeof v25 === "string" &&
            ((v25.length > 80 && codePoints(v25) > 80) || (v25.length < 2 && codePoints(v25) < 1))
          )
            return false;
        }
      }
      {
        const v26 = v19["pick_up_date"];
        if (v26 !== undefined) {
          if (!(typeof v26 === "string")) return false;
          if (
            typeof v26 === "string" &&
            ((v26.length > 80 && codePoints(v26) > 80) || (v26.length < 2 && codePoints(v26) < 1))
          )
            return false;
        }
      }
      {
        const v27 = v19["return_date"];
        if (v27 !== undefined) {
          if (!(typeof v27 === "string")) return false;
          if (
            typeof v27 === "string" &&
            ((v27.length > 80 && codePoints(v27) > 80) || (v27.length < 2 && codePoints(v27) < 1))
          )
            return false;
        }
      }
      {
        const v28 = v19["choose_location"];
        if (v28 !== undefined) {
          if (!(typeof v28 === "string")) return false;
          if (
            typeof v28 === "string" &&
            ((v28.length > 80 && codePoints(v28) > 80) || (v28.length < 2 && codePoints(v28) < 1))
          )
            return false;
        }
      }
      {
        const v29 = v19["next"];
        if (v29 !== undefined) {
          if (!(typeof v29 === "string")) return false;
          if (
            typeof v29 === "string" &&
            ((v29.length > 80 && codePoints(v29) > 80) || (v29.length < 2 && codePoints(v29) < 1))
          )
            return false;
        }
      }
      {
        const v30 = v19["back"];
        if (v30 !== undefined) {
          if (!(typeof v30 === "string")) return false;
          if (
            typeof v30 === "string" &&
            ((v30.length > 80 && codePoints(v30) > 80) || (v30.length < 2 && codePoints(v30) < 1))
          )
            return false;
        }
      }
      {
        const v31 = v19["per_day"];
        if (v31 !== undefined) {
          if (!(typeof v31 === "string")) return false;
          if (
            typeof v31 === "string" &&
            ((v31.length > 80 && codePoints(v31) > 80) || (v31.length < 2 && codePoints(v31) < 1))
          )
            return false;
        }
      }
      {
        const v32 = v19["total"];
        if (v32 !== undefined) {
          if (!(typeof v32 === "string")) return false;
          if (
            typeof v32 === "string" &&
            ((v32.length > 80 && codePoints(v32) > 80) || (v32.length < 2 && codePoints(v32) < 1))
          )
            return false;
        }
      }
      {
        const v33 = v19["days"];
        if (v33 !== undefined) {
          if (!(typeof v33 === "string")) return false;
          if (
            typeof v33 === "string" &&
            ((v33.length > 80 && codePoints(v33) > 80) || (v33.length < 2 && codePoints(v33) < 1))
          )
            return false;
        }
      }
      {
        const v34 = v19["summary_heading"];
        if (v34 !== undefined) {
          if (!(typeof v34 === "string")) return false;
          if (
            typeof v34 === "string" &&
            ((v34.length > 80 && codePoints(v34) > 80) || (v34.length < 2 && codePoints(v34) < 1))
          )
            return false;
        }
      }
      {
        const v35 = v19["start_again"];
        if (v35 !== undefined) {
          if (!(typeof v35 === "string")) return false;
          if (
            typeof v35 === "string" &&
            ((v35.length > 80 && codePoints(v35) > 80) || (v35.length < 2 && codePoints(v35) < 1))
          )
            return false;
        }
      }
      {
        const v36 = v19["try_again"];
        if (v36 !== undefined) {
          if (!(typeof v36 === "string")) return false;
          if (
            typeof v36 === "string" &&
            ((v36.length > 80 && codePoints(v36) > 80) || (v36.length < 2 && codePoints(v36) < 1))
          )
            return false;
        }
      }
      {
        const v37 = v19["sundays_closed"];
        if (v37 !== undefined) {
          if (!(typeof v37 === "string")) return false;
          if (
            typeof v37 === "string" &&
            ((v37.length > 80 && codePoints(v37) > 80) || (v37.length < 2 && codePoints(v37) < 1))
          )
            return false;
        }
      }
      {
        const v38 = v19["no_vehicles"];
        if (v38 !== undefined) {
          if (!(typeof v38 === "string")) return false;
          if (
            typeof v38 === "string" &&
            ((v38.length > 80 && codePoints(v38) > 80) || (v38.length < 2 && codePoints(v38) < 1))
          )
            return false;
        }
      }
    }
  }
  {
    const v39 = data["locations_json"];
    if (v39 !== undefined) {
      if (!Array.isArray(v39)) return false;
      if (Array.isArray(v39) && (v39.length > 50 || v39.length < 1)) return false;
      if (Array.isArray(v39))
        for (let v41 = 0; v41 < v39.length; v41++) {
          const v40 = v39[v41];
          if (!(typeof v40 === "object" && v40 !== null && !Array.isArray(v40))) return false;
          if (
            v40["name_key"] === undefined ||
            v40["city_name"] === undefined ||
            v40["point_name"] === undefined ||
            v40["address"] === undefined ||
            v40["coordinates"] === undefined
          )
            return false;
          for (const v42 in v40)
            switch (v42) {
              case "name_key":
              case "city_name":
              case "point_name":
              case "address":
              case "coordinates":
                break;
              default:
                return false;
            }
          {
            const v43 = v40["name_key"];
            if (v43 !== undefined) {
              if (!(typeof v43 === "string")) return false;
              if (typeof v43 === "string" && !pattern1.test(v43)) return false;
            }
          }
          {
            const v44 = v40["city_name"];
            if (v44 !== undefined) {
              if (!(typeof v44 === "string")) return false;
              if (
                typeof v44 === "string" &&
                ((v44.length > 80 && codePoints(v44) > 80) || (v44.length < 2 && codePoints(v44) < 1))
              )
                return false;
            }
          }
          {
            const v45 = v40["point_name"];
            if (v45 !== undefined) {
              if (!(typeof v45 === "string")) return false;
              if (
                typeof v45 === "string" &&
                ((v45.length > 120 && codePoints(v45) > 120) || (v45.length < 2 && codePoints(v45) < 1))
              )
                return false;
            }
          }
          {
            const v46 = v40["address"];
            if (v46 !== undefined) {
              if (!(typeof v46 === "string")) return false;
              if (
                typeof v46 === "string" &&
                ((v46.length > 200 && codePoints(v46) > 200) || (v46.length < 2 && codePoints(v46) < 1))
              )
                return false;
            }
          }
          {
            const v47 = v40["coordinates"];
            if (v47 !== undefined) {
              if (!(typeof v47 === "object" && v47 !== null && !Array.isArray(v47))) return false;
              if (v47["lat"] === undefined || v47["lng"] === undefined) return false;
              for (const v48 in v47)
                switch (v48) {
                  case "lat":
                  case "lng":
                    break;
                  default:
                    return false;
                }
              {
                const v49 = v47["lat"];
                if (v49 !== undefined) {
                  if (!(typeof v49 === "number" && isFinite(v49))) return false;
                  if (typeof v49 === "number" && (v49 < -90 || v49 > 90)) return false;
                }
              }
              {
                const v50 = v47["lng"];
                if (v50 !== undefined) {
                  if (!(typeof v50 === "number" && isFinite(v50))) return false;
                  if (typeof v50 === "number" && (v50 < -180 || v50 > 180)) return false;
                }
              }
            }
          }
        }
    }
  }
  {
    const v51 = data["vehicles_json"];
    if (v51 !== undefined) {
      if (!Array.isArray(v51)) return false;
      if (Array.isArray(v51) && (v51.length > 50 || v51.length < 1)) return false;
      if (Array.isArray(v51))
        for (let v53 = 0; v53 < v51.length; v53++) {
          const v52 = v51[v53];
          if (!(typeof v52 === "object" && v52 !== null && !Array.isArray(v52))) return false;
          if (
            v52["display_name"] === undefined ||
            v52["nameplate_name"] === undefined ||
            v52["price"] === undefined ||
            v52["locations"] === undefined
          )
            return false;
          for (const v54 in v52)
            switch (v54) {
              case "image_id":
              case "display_name":
              case "nameplate_name":
              case "price":
              case "locations":
              case "specification":
                break;
              default:
                return false;
            }
          {
            const v55 = v52["image_id"];
            if (v55 !== undefined) {
              if (!(typeof v55 === "string")) return false;
              if (typeof v55 === "string" && v55.length > 200 && codePoints(v55) > 200) return false;
            }
          }
          {
            const v56 = v52["display_name"];
            if (v56 !== undefined) {
              if (!(typeof v56 === "string")) return false;
              if (
                typeof v56 === "string" &&
                ((v56.length > 120 && codePoints(v56) > 120) || (v56.length < 2 && codePoints(v56) < 1))
              )
                return false;
            }
          }
          {
            const v57 = v52["nameplate_name"];
            if (v57 !== undefined) {
              if (!(typeof v57 === "string")) return false;
              if (
                typeof v57 === "string" &&
                ((v57.length > 80 && codePoints(v57) > 80) || (v57.length < 2 && codePoints(v57) < 1))
              )
                return false;
            }
          }
          {
            const v58 = v52["price"];
            if (v58 !== undefined) {
              if (!(typeof v58 === "object" && v58 !== null && !Array.isArray(v58))) return false;
              if (v58["daily"] === undefined) return false;
              for (const v59 in v58)
                switch (v59) {
                  case "daily":
                    break;
                  default:
                    return false;
                }
              {
                const v60 = v58["daily"];
                if (v60 !== undefined) {
                  if (!(typeof v60 === "number" && isFinite(v60))) return false;
                  if (typeof v60 === "number" && (v60 > 100000 || v60 <= 0)) return false;
                }
              }
            }
          }
          {
            const v61 = v52["locations"];
            if (v61 !== undefined) {
              if (!Array.isArray(v61)) return false;
              if (Array.isArray(v61) && (v61.length > 50 || v61.length < 1)) return false;
              if (Array.isArray(v61))
                for (let v63 = 0; v63 < v61.length; v63++) {
                  const v62 = v61[v63];
                  if (!(typeof v62 === "string")) return false;
                  if (typeof v62 === "string" && !pattern1.test(v62)) return false;
                }
            }
          }
          {
            const v64 = v52["specification"];
            if (v64 !== undefined) {
              if (!Array.isArray(v64)) return false;
              if (Array.isArray(v64) && v64.length > 12) return false;
              if (Array.isArray(v64))
                for (let v66 = 0; v66 < v64.length; v66++) {
                  const v65 = v64[v66];
                  if (!(typeof v65 === "object" && v65 !== null && !Array.isArray(v65))) return false;
                  if (v65["label"] === undefined || v65["value"] === undefined) return false;
                  for (const v67 in v65)
                    switch (v67) {
                      case "label":
                      case "value":
                        break;
                      default:
                        return false;
                    }
                  {
                    const v68 = v65["label"];
                    if (v68 !== undefined) {
                      if (!(typeof v68 === "string")) return false;
                      if (
                        typeof v68 === "string" &&
                        ((v68.length > 60 && codePoints(v68) > 60) || (v68.length < 2 && codePoints(v68) < 1))
                      )
                        return false;
                    }
                  }
                  {
                    const v69 = v65["value"];
                    if (v69 !== undefined) {
                      if (!(typeof v69 === "string")) return false;
                      if (
                        typeof v69 === "string" &&
                        ((v69.length > 80 && codePoints(v69) > 80) || (v69.length < 2 && codePoints(v69) < 1))
                      )
                        return false;
                    }
                  }
                }
            }
          }
        }
    }
  }
  {
    const v70 = data["additional_json"];
    if (v70 !== undefined) {
      if (!Array.isArray(v70)) return false;
      if (Array.isArray(v70) && v70.length > 20) return false;
      if (Array.isArray(v70))
        for (let v72 = 0; v72 < v70.length; v72++) {
          const v71 = v70[v72];
          if (!(typeof v71 === "object" && v71 !== null && !Array.isArray(v71))) return false;
          if (v71["heading"] === undefined || v71["price"] === undefined || v71["controller"] === undefined)
            return false;
          for (const v73 in v71)
            switch (v73) {
              case "heading":
              case "price":
              case "price_string_context":
              case "charge":
              case "features_list":
              case "controller":
                break;
              default:
                return false;
            }
          {
            const v74 = v71["heading"];
            if (v74 !== undefined) {
              if (!(typeof v74 === "string")) return false;
              if (
                typeof v74 === "string" &&
                ((v74.length > 80 && codePoints(v74) > 80) || (v74.length < 2 && codePoints(v74) < 1))
              )
                return false;
            }
          }
          {
            const v75 = v71["price"];
            if (v75 !== undefined) {
              if (!(typeof v75 === "number" && isFinite(v75))) return false;
              if (typeof v75 === "number" && (v75 < 0 || v75 > 100000)) return false;
            }
          }
          {
            const v76 = v71["price_string_context"];
            if (v76 !== undefined) {
              if (!(typeof v76 === "string")) return false;
              if (typeof v76 === "string" && v76.length > 40 && codePoints(v76) > 40) return false;
            }
          }
          {
            const v77 = v71["charge"];
            if (v77 !== undefined) {
              if (!(v77 === "per_day" || v77 === "per_rental")) return false;
            }
          }
          {
            const v78 = v71["features_list"];
            if (v78 !== undefined) {
              if (!Array.isArray(v78)) return false;
              if (Array.isArray(v78) && v78.length > 10) return false;
              if (Array.isArray(v78))
                for (let v80 = 0; v80 < v78.length; v80++) {
                  const v79 = v78[v80];
                  if (!(typeof v79 === "string")) return false;
                  if (
                    typeof v79 === "string" &&
                    ((v79.length > 120 && codePoints(v79) > 120) || (v79.length < 2 && codePoints(v79) < 1))
                  )
                    return false;
                }
            }
          }
          {
            const v81 = v71["controller"];
            if (v81 !== undefined) {
              if (!(typeof v81 === "object" && v81 !== null && !Array.isArray(v81))) return false;
              if (v81["type"] === undefined) return false;
              {
                const v82 = v81["type"];
                if (v82 !== undefined) {
                  if (!(v82 === "amount" || v82 === "toggler")) return false;
                }
              }
              if (typeof v81 === "object" && v81 !== null && !Array.isArray(v81))
                switch (v81["type"]) {
                  case "amount": {
                    if (!(typeof v81 === "object" && v81 !== null && !Array.isArray(v81))) return false;
                    if (
                      v81["type"] === undefined ||
                      v81["min"] === undefined ||
                      v81["max"] === undefined ||
                      v81["value"] === undefined ||
                      v81["default"] === undefined
                    )
                      return false;
                    for (const v83 in v81)
                      switch (v83) {
                        case "type":
                        case "min":
                        case "max":
                        case "value":
                        case "default":
                          break;
                        default:
                          return false;
                      }
                    {
                      const v84 = v81["type"];
                      if (v84 !== undefined) {
                        if (v84 !== "amount") return false;
                      }
                    }
                    {
                      const v85 = v81["min"];
                      if (v85 !== undefined) {
                        if (!(typeof v85 === "number" && !(v85 % 1) && !isNaN(v85) && isFinite(v85))) return false;
                        if (typeof v85 === "number" && (v85 < 0 || v85 > 99)) return false;
                      }
                    }
                    {
                      const v86 = v81["max"];
                      if (v86 !== undefined) {
                        if (!(typeof v86 === "number" && !(v86 % 1) && !isNaN(v86) && isFinite(v86))) return false;
                        if (typeof v86 === "number" && (v86 < 1 || v86 > 99)) return false;
                      }
                    }
                    {
                      const v87 = v81["value"];
                      if (v87 !== undefined) {
                        if (!(typeof v87 === "number" && !(v87 % 1) && !isNaN(v87) && isFinite(v87))) return false;
                        if (typeof v87 === "number" && (v87 < 1 || v87 > 99)) return false;
                      }
                    }
                    {
                      const v88 = v81["default"];
                      if (v88 !== undefined) {
                        if (!(typeof v88 === "number" && !(v88 % 1) && !isNaN(v88) && isFinite(v88))) return false;
                        if (typeof v88 === "number" && (v88 < 0 || v88 > 99)) return false;
                      }
                    }
                    break;
                  }
                  case "toggler": {
                    if (!(typeof v81 === "object" && v81 !== null && !Array.isArray(v81))) return false;
                    if (
                      v81["type"] === undefined ||
                      v81["true_label"] === undefined ||
                      v81["false_label"] === undefined
                    )
                      return false;
                    for (const v89 in v81)
                      switch (v89) {
                        case "type":
                        case "true_label":
                        case "false_label":
                          break;
                        default:
                          return false;
                      }
                    {
                      const v90 = v81["type"];
                      if (v90 !== undefined) {
                        if (v90 !== "toggler") return false;
                      }
                    }
                    {
                      const v91 = v81["true_label"];
                      if (v91 !== undefined) {
                        if (!(typeof v91 === "string")) return false;
                        if (
                          typeof v91 === "string" &&
                          ((v91.length > 40 && codePoints(v91) > 40) || (v91.length < 2 && codePoints(v91) < 1))
                        )
                          return false;
                      }
                    }
                    {
                      const v92 = v81["false_label"];
                      if (v92 !== undefined) {
                        if (!(typeof v92 === "string")) return false;
                        if (
                          typeof v92 === "string" &&
                          ((v92.length > 40 && codePoints(v92) > 40) || (v92.length < 2 && codePoints(v92) < 1))
                        )
                          return false;
                      }
                    }
                    break;
                  }
                  default:
                    return false;
                }
            }
          }
        }
    }
  }
  {
    const v93 = data["currency_symbol"];
    if (v93 !== undefined) {
      if (!(typeof v93 === "string")) return false;
      if (
        typeof v93 === "string" &&
        ((v93.length > 4 && codePoints(v93) > 4) || (v93.length < 2 && codePoints(v93) < 1))
      )
        return false;
    }
  }
  {
    const v94 = data["contact_step_form_id"];
    if (v94 !== undefined) {
      if (!(typeof v94 === "string")) return false;
      if (
        typeof v94 === "string" &&
        ((v94.length > 64 && codePoints(v94) > 64) || (v94.length !== 0 && !pattern2.test(v94)))
      )
        return false;
    }
  }
  {
    const v95 = data["form_hidden_field_mapping"];
    if (v95 !== undefined) {
      if (!Array.isArray(v95)) return false;
      if (Array.isArray(v95) && v95.length > 20) return false;
      if (Array.isArray(v95))
        for (let v97 = 0; v97 < v95.length; v97++) {
          const v96 = v95[v97];
          if (!(typeof v96 === "object" && v96 !== null && !Array.isArray(v96))) return false;
          if (v96["name"] === undefined || v96["value"] === undefined) return false;
          for (const v98 in v96)
            switch (v98) {
              case "name":
              case "value":
                break;
              default:
                return false;
            }
          {
            const v99 = v96["name"];
            if (v99 !== undefined) {
              if (!(typeof v99 === "string")) return false;
              if (
                typeof v99 === "string" &&
                ((v99.length > 63 && codePoints(v99) > 63) || (v99.length < 2 && codePoints(v99) < 1))
              )
                return false;
            }
          }
          {
            const v100 = v96["value"];
            if (v100 !== undefined) {
              if (!(typeof v100 === "string")) return false;
              if (typeof v100 === "string" && v100.length > 2000 && codePoints(v100) > 2000) return false;
            }
          }
        }
    }
  }
  {
    const v101 = data["form_summary_template"];
    if (v101 !== undefined) {
      if (!(typeof v101 === "string")) return false;
      if (typeof v101 === "string" && v101.length > 2000 && codePoints(v101) > 2000) return false;
    }
  }
  {
    const v102 = data["thank_you_heading"];
    if (v102 !== undefined) {
      if (!(typeof v102 === "string")) return false;
      if (
        typeof v102 === "string" &&
        ((v102.length > 120 && codePoints(v102) > 120) || (v102.length < 2 && codePoints(v102) < 1))
      )
        return false;
    }
  }
  {
    const v103 = data["thank_you_text"];
    if (v103 !== undefined) {
      if (!(typeof v103 === "string")) return false;
    }
  }
  {
    const v104 = data["error_heading"];
    if (v104 !== undefined) {
      if (!(typeof v104 === "string")) return false;
      if (
        typeof v104 === "string" &&
        ((v104.length > 120 && codePoints(v104) > 120) || (v104.length < 2 && codePoints(v104) < 1))
      )
        return false;
    }
  }
  {
    const v105 = data["error_text"];
    if (v105 !== undefined) {
      if (!(typeof v105 === "string")) return false;
    }
  }
  {
    const v106 = data["dc_strategy"];
    if (v106 !== undefined) {
      if (!(typeof v106 === "object" && v106 !== null && !Array.isArray(v106))) return false;
      if (v106["key"] === undefined || v106["value"] === undefined) return false;
      for (const v107 in v106)
        switch (v107) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v108 = v106["key"];
        if (v108 !== undefined) {
          if (!(
            v108 === "url_brands" ||
            v108 === "mena_offers" ||
            v108 === "reffine_sl" ||
            v108 === "mena_external_sl"
          ))
            return false;
        }
      }
      {
        const v109 = v106["value"];
        if (v109 !== undefined) {
          if (!(typeof v109 === "string")) return false;
          if (typeof v109 === "string" && v109.length > 500 && codePoints(v109) > 500) return false;
        }
      }
      {
        const v110 = v106["name"];
        if (v110 !== undefined) {
          if (!(typeof v110 === "string")) return false;
          if (typeof v110 === "string" && v110.length > 120 && codePoints(v110) > 120) return false;
        }
      }
      {
        const v111 = v106["fallback"];
        if (v111 !== undefined) {
          if (!(typeof v111 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v112 = data["offer_schedule"];
    if (v112 !== undefined) {
      if (!(typeof v112 === "object" && v112 !== null && !Array.isArray(v112))) return false;
      for (const v113 in v112)
        switch (v113) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v114 = v112["start_date"];
        if (v114 !== undefined) {
          if (!(typeof v114 === "string")) return false;
          if (typeof v114 === "string" && !pattern3.test(v114)) return false;
        }
      }
      {
        const v115 = v112["end_date"];
        if (v115 !== undefined) {
          if (!(typeof v115 === "string")) return false;
          if (typeof v115 === "string" && !pattern3.test(v115)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
