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
const pattern3 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["steps"] === undefined || data["results"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "intro_heading":
      case "intro_text":
      case "header_tag":
      case "start_label":
      case "next_label":
      case "previous_label":
      case "result_label":
      case "restart_label":
      case "steps":
      case "results":
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
    const v4 = data["intro_heading"];
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
    const v5 = data["intro_text"];
    if (v5 !== undefined) {
      if (!(typeof v5 === "string")) return false;
    }
  }
  {
    const v6 = data["header_tag"];
    if (v6 !== undefined) {
      if (!(v6 === 1 || v6 === 2 || v6 === 3 || v6 === 4 || v6 === 5 || v6 === 6)) return false;
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
    const v8 = data["next_label"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "string")) return false;
      if (typeof v8 === "string" && ((v8.length > 40 && codePoints(v8) > 40) || (v8.length < 2 && codePoints(v8) < 1)))
        return false;
    }
  }
  {
    const v9 = data["previous_label"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "string")) return false;
      if (typeof v9 === "string" && ((v9.length > 40 && codePoints(v9) > 40) || (v9.length < 2 && codePoints(v9) < 1)))
        return false;
    }
  }
  {
    const v10 = data["result_label"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "string")) return false;
      if (
        typeof v10 === "string" &&
        ((v10.length > 40 && codePoints(v10) > 40) || (v10.length < 2 && codePoints(v10) < 1))
      )
        return false;
    }
  }
  {
    const v11 = data["restart_label"];
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
    const v12 = data["steps"];
    if (v12 !== undefined) {
      if (!(typeof v12 === "object" && v12 !== null && !Array.isArray(v12))) return false;
      if (
        v12["annual_distance"] === undefined ||
        v12["journey_distance"] === undefined ||
        v12["driving_types"] === undefined ||
        v12["charging"] === undefined ||
        v12["long_journeys"] === undefined
      )
        return false;
      for (const v13 in v12)
        switch (v13) {
          case "annual_distance":
          case "journey_distance":
          case "driving_types":
          case "charging":
          case "long_journeys":
            break;
          default:
            return false;
        }
      {
        const v14 = v12["annual_distance"];
        if (v14 !== undefined) {
          if (!(typeof v14 === "object" && v14 !== null && !Array.isArray(v14))) return false;
          if (v14["question"] === undefined || v14["answers"] === undefined) return false;
          for (const v15 in v14)
            switch (v15) {
              case "question":
              case "hint":
              case "answers":
                break;
              default:
                return false;
            }
          {
            const v16 = v14["question"];
            if (v16 !== undefined) {
              if (!(typeof v16 === "string")) return false;
              if (
                typeof v16 === "string" &&
                ((v16.length > 200 && codePoints(v16) > 200) || (v16.length < 2 && codePoints(v16) < 1))
              )
                return false;
            }
          }
          {
            const v17 = v14["hint"];
            if (v17 !== undefined) {
              if (!(typeof v17 === "string")) return false;
              if (typeof v17 === "string" && v17.length > 200 && codePoints(v17) > 200) return false;
            }
          }
          {
            const v18 = v14["answers"];
            if (v18 !== undefined) {
              if (!Array.isArray(v18)) return false;
              if (Array.isArray(v18) && (v18.length > 3 || v18.length < 3)) return false;
              if (Array.isArray(v18))
                for (let v20 = 0; v20 < v18.length; v20++) {
                  const v19 = v18[v20];
                  if (!(typeof v19 === "object" && v19 !== null && !Array.isArray(v19))) return false;
                  if (v19["label"] === undefined || v19["scores"] === undefined) return false;
                  for (const v21 in v19)
                    switch (v21) {
                      case "label":
                      case "scores":
                        break;
                      default:
                        return false;
                    }
                  {
                    const v22 = v19["label"];
                    if (v22 !== undefined) {
                      if (!(typeof v22 === "string")) return false;
                      if (
                        typeof v22 === "string" &&
                        ((v22.length > 120 && codePoints(v22) > 120) || (v22.length < 2 && codePoints(v22) < 1))
                      )
                        return false;
                    }
                  }
                  {
                    const v23 = v19["scores"];
                    if (v23 !== undefined) {
                      if (!(typeof v23 === "object" && v23 !== null && !Array.isArray(v23))) return false;
                      if (
                        v23["petrol"] === undefined ||
                        v23["diesel"] === undefined ||
                        v23["phev"] === undefined ||
                        v23["bev"] === undefined
                      )
                        return false;
                      for (const v24 in v23)
                        switch (v24) {
                          case "petrol":
                          case "diesel":
                          case "phev":
                          case "bev":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v25 = v23["petrol"];
                        if (v25 !== undefined) {
                          if (!(typeof v25 === "number" && !(v25 % 1) && !isNaN(v25) && isFinite(v25))) return false;
                          if (typeof v25 === "number" && (v25 < 0 || v25 > 10)) return false;
                        }
                      }
                      {
                        const v26 = v23["diesel"];
                        if (v26 !== undefined) {
                          if (!(typeof v26 === "number" && !(v26 % 1) && !isNaN(v26) && isFinite(v26))) return false;
                          if (typeof v26 === "number" && (v26 < 0 || v26 > 10)) return false;
                        }
                      }
                      {
                        const v27 = v23["phev"];
                        if (v27 !== undefined) {
                          if (!(typeof v27 === "number" && !(v27 % 1) && !isNaN(v27) && isFinite(v27))) return false;
                          if (typeof v27 === "number" && (v27 < 0 || v27 > 10)) return false;
                        }
                      }
                      {
                        const v28 = v23["bev"];
                        if (v28 !== undefined) {
                          if (!(typeof v28 === "number" && !(v28 % 1) && !isNaN(v28) && isFinite(v28))) return false;
                          if (typeof v28 === "number" && (v28 < 0 || v28 > 10)) return false;
                        }
                      }
                    }
                  }
                }
            }
          }
        }
      }
      {
        const v29 = v12["journey_distance"];
        if (v29 !== undefined) {
          if (!(typeof v29 === "object" && v29 !== null && !Array.isArray(v29))) return false;
          if (v29["question"] === undefined || v29["answers"] === undefined) return false;
          for (const v30 in v29)
            switch (v30) {
              case "question":
              case "hint":
              case "answers":
                break;
              default:
                return false;
            }
          {
            const v31 = v29["question"];
            if (v31 !== undefined) {
              if (!(typeof v31 === "string")) return false;
              if (
                typeof v31 === "string" &&
                ((v31.length > 200 && codePoints(v31) > 200) || (v31.length < 2 && codePoints(v31) < 1))
              )
                return false;
            }
          }
          {
            const v32 = v29["hint"];
            if (v32 !== undefined) {
              if (!(typeof v32 === "string")) return false;
              if (typeof v32 === "string" && v32.length > 200 && codePoints(v32) > 200) return false;
            }
          }
          {
            const v33 = v29["answers"];
            if (v33 !== undefined) {
              if (!Array.isArray(v33)) return false;
              if (Array.isArray(v33) && (v33.length > 4 || v33.length < 4)) return false;
              if (Array.isArray(v33))
                for (let v35 = 0; v35 < v33.length; v35++) {
                  const v34 = v33[v35];
                  if (!(typeof v34 === "object" && v34 !== null && !Array.isArray(v34))) return false;
                  if (v34["label"] === undefined || v34["scores"] === undefined) return false;
                  for (const v36 in v34)
                    switch (v36) {
                      case "label":
                      case "scores":
                        break;
                      default:
                        return false;
                    }
                  {
                    const v37 = v34["label"];
                    if (v37 !== undefined) {
                      if (!(typeof v37 === "string")) return false;
                      if (
                        typeof v37 === "string" &&
                        ((v37.length > 120 && codePoints(v37) > 120) || (v37.length < 2 && codePoints(v37) < 1))
                      )
                        return false;
                    }
                  }
                  {
                    const v38 = v34["scores"];
                    if (v38 !== undefined) {
                      if (!(typeof v38 === "object" && v38 !== null && !Array.isArray(v38))) return false;
                      if (
                        v38["petrol"] === undefined ||
                        v38["diesel"] === undefined ||
                        v38["phev"] === undefined ||
                        v38["bev"] === undefined
                      )
                        return false;
                      for (const v39 in v38)
                        switch (v39) {
                          case "petrol":
                          case "diesel":
                          case "phev":
                          case "bev":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v40 = v38["petrol"];
                        if (v40 !== undefined) {
                          if (!(typeof v40 === "number" && !(v40 % 1) && !isNaN(v40) && isFinite(v40))) return false;
                          if (typeof v40 === "number" && (v40 < 0 || v40 > 10)) return false;
                        }
                      }
                      {
                        const v41 = v38["diesel"];
                        if (v41 !== undefined) {
                          if (!(typeof v41 === "number" && !(v41 % 1) && !isNaN(v41) && isFinite(v41))) return false;
                          if (typeof v41 === "number" && (v41 < 0 || v41 > 10)) return false;
                        }
                      }
                      {
                        const v42 = v38["phev"];
                        if (v42 !== undefined) {
                          if (!(typeof v42 === "number" && !(v42 % 1) && !isNaN(v42) && isFinite(v42))) return false;
                          if (typeof v42 === "number" && (v42 < 0 || v42 > 10)) return false;
                        }
                      }
                      {
                        const v43 = v38["bev"];
                        if (v43 !== undefined) {
                          if (!(typeof v43 === "number" && !(v43 % 1) && !isNaN(v43) && isFinite(v43))) return false;
                          if (typeof v43 === "number" && (v43 < 0 || v43 > 10)) return false;
                        }
                      }
                    }
                  }
                }
            }
          }
        }
      }
      {
        const v44 = v12["driving_types"];
        if (v44 !== undefined) {
          if (!(typeof v44 === "object" && v44 !== null && !Array.isArray(v44))) return false;
          if (v44["question"] === undefined || v44["answers"] === undefined) return false;
          for (const v45 in v44)
            switch (v45) {
              case "question":
              case "hint":
              case "answers":
                break;
              default:
                return false;
            }
          {
            const v46 = v44["question"];
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
            const v47 = v44["hint"];
            if (v47 !== undefined) {
              if (!(typeof v47 === "string")) return false;
              if (typeof v47 === "string" && v47.length > 200 && codePoints(v47) > 200) return false;
            }
          }
          {
            const v48 = v44["answers"];
            if (v48 !== undefined) {
              if (!Array.isArray(v48)) return false;
              if (Array.isArray(v48) && (v48.length > 4 || v48.length < 4)) return false;
              if (Array.isArray(v48))
                for (let v50 = 0; v50 < v48.length; v50++) {
                  const v49 = v48[v50];
                  if (!(typeof v49 === "object" && v49 !== null && !Array.isArray(v49))) return false;
                  if (v49["label"] === undefined || v49["scores"] === undefined) return false;
                  for (const v51 in v49)
                    switch (v51) {
                      case "label":
                      case "scores":
                        break;
                      default:
                        return false;
                    }
                  {
                    const v52 = v49["label"];
                    if (v52 !== undefined) {
                      if (!(typeof v52 === "string")) return false;
                      if (
                        typeof v52 === "string" &&
                        ((v52.length > 120 && codePoints(v52) > 120) || (v52.length < 2 && codePoints(v52) < 1))
                      )
                        return false;
                    }
                  }
                  {
                    const v53 = v49["scores"];
                    if (v53 !== undefined) {
                      if (!(typeof v53 === "object" && v53 !== null && !Array.isArray(v53))) return false;
                      if (
                        v53["petrol"] === undefined ||
                        v53["diesel"] === undefined ||
                        v53["phev"] === undefined ||
                        v53["bev"] === undefined
                      )
                        return false;
                      for (const v54 in v53)
                        switch (v54) {
                          case "petrol":
                          case "diesel":
                          case "phev":
                          case "bev":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v55 = v53["petrol"];
                        if (v55 !== undefined) {
                          if (!(typeof v55 === "number" && !(v55 % 1) && !isNaN(v55) && isFinite(v55))) return false;
                          if (typeof v55 === "number" && (v55 < 0 || v55 > 10)) return false;
                        }
                      }
                      {
                        const v56 = v53["diesel"];
                        if (v56 !== undefined) {
                          if (!(typeof v56 === "number" && !(v56 % 1) && !isNaN(v56) && isFinite(v56))) return false;
                          if (typeof v56 === "number" && (v56 < 0 || v56 > 10)) return false;
                        }
                      }
                      {
                        const v57 = v53["phev"];
                        if (v57 !== undefined) {
                          if (!(typeof v57 === "number" && !(v57 % 1) && !isNaN(v57) && isFinite(v57))) return false;
                          if (typeof v57 === "number" && (v57 < 0 || v57 > 10)) return false;
                        }
                      }
                      {
                        const v58 = v53["bev"];
                        if (v58 !== undefined) {
                          if (!(typeof v58 === "number" && !(v58 % 1) && !isNaN(v58) && isFinite(v58))) return false;
                          if (typeof v58 === "number" && (v58 < 0 || v58 > 10)) return false;
                        }
                      }
                    }
                  }
                }
            }
          }
        }
      }
      {
        const v59 = v12["charging"];
        if (v59 !== undefined) {
          if (!(typeof v59 === "object" && v59 !== null && !Array.isArray(v59))) return false;
          if (v59["question"] === undefined || v59["answers"] === undefined) return false;
          for (const v60 in v59)
            switch (v60) {
              case "question":
              case "hint":
              case "answers":
                break;
              default:
                return false;
            }
          {
            const v61 = v59["question"];
            if (v61 !== undefined) {
              if (!(typeof v61 === "string")) return false;
              if (
                typeof v61 === "string" &&
                ((v61.length > 200 && codePoints(v61) > 200) || (v61.length < 2 && codePoints(v61) < 1))
              )
                return false;
            }
          }
          {
            const v62 = v59["hint"];
            if (v62 !== undefined) {
              if (!(typeof v62 === "string")) return false;
              if (typeof v62 === "string" && v62.length > 200 && codePoints(v62) > 200) return false;
            }
          }
          {
            const v63 = v59["answers"];
            if (v63 !== undefined) {
              if (!Array.isArray(v63)) return false;
              if (Array.isArray(v63) && (v63.length > 4 || v63.length < 4)) return false;
              if (Array.isArray(v63))
                for (let v65 = 0; v65 < v63.length; v65++) {
                  const v64 = v63[v65];
                  if (!(typeof v64 === "object" && v64 !== null && !Array.isArray(v64))) return false;
                  if (v64["label"] === undefined || v64["scores"] === undefined) return false;
                  for (const v66 in v64)
                    switch (v66) {
                      case "label":
                      case "scores":
                        break;
                      default:
                        return false;
                    }
                  {
                    const v67 = v64["label"];
                    if (v67 !== undefined) {
                      if (!(typeof v67 === "string")) return false;
                      if (
                        typeof v67 === "string" &&
                        ((v67.length > 120 && codePoints(v67) > 120) || (v67.length < 2 && codePoints(v67) < 1))
                      )
                        return false;
                    }
                  }
                  {
                    const v68 = v64["scores"];
                    if (v68 !== undefined) {
                      if (!(typeof v68 === "object" && v68 !== null && !Array.isArray(v68))) return false;
                      if (
                        v68["petrol"] === undefined ||
                        v68["diesel"] === undefined ||
                        v68["phev"] === undefined ||
                        v68["bev"] === undefined
                      )
                        return false;
                      for (const v69 in v68)
                        switch (v69) {
                          case "petrol":
                          case "diesel":
                          case "phev":
                          case "bev":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v70 = v68["petrol"];
                        if (v70 !== undefined) {
                          if (!(typeof v70 === "number" && !(v70 % 1) && !isNaN(v70) && isFinite(v70))) return false;
                          if (typeof v70 === "number" && (v70 < 0 || v70 > 10)) return false;
                        }
                      }
                      {
                        const v71 = v68["diesel"];
                        if (v71 !== undefined) {
                          if (!(typeof v71 === "number" && !(v71 % 1) && !isNaN(v71) && isFinite(v71))) return false;
                          if (typeof v71 === "number" && (v71 < 0 || v71 > 10)) return false;
                        }
                      }
                      {
                        const v72 = v68["phev"];
                        if (v72 !== undefined) {
                          if (!(typeof v72 === "number" && !(v72 % 1) && !isNaN(v72) && isFinite(v72))) return false;
                          if (typeof v72 === "number" && (v72 < 0 || v72 > 10)) return false;
                        }
                      }
                      {
                        const v73 = v68["bev"];
                        if (v73 !== undefined) {
                          if (!(typeof v73 === "number" && !(v73 % 1) && !isNaN(v73) && isFinite(v73))) return false;
                          if (typeof v73 === "number" && (v73 < 0 || v73 > 10)) return false;
                        }
                      }
                    }
                  }
                }
            }
          }
        }
      }
      {
        const v74 = v12["long_journeys"];
        if (v74 !== undefined) {
          if (!(typeof v74 === "object" && v74 !== null && !Array.isArray(v74))) return false;
          if (v74["question"] === undefined || v74["answers"] === undefined) return false;
          for (const v75 in v74)
            switch (v75) {
              case "question":
              case "hint":
              case "answers":
                break;
              default:
                return false;
            }
          {
            const v76 = v74["question"];
            if (v76 !== undefined) {
              if (!(typeof v76 === "string")) return false;
              if (
                typeof v76 === "string" &&
                ((v76.length > 200 && codePoints(v76) > 200) || (v76.length < 2 && codePoints(v76) < 1))
              )
                return false;
            }
          }
          {
            const v77 = v74["hint"];
            if (v77 !== undefined) {
              if (!(typeof v77 === "string")) return false;
              if (typeof v77 === "string" && v77.length > 200 && codePoints(v77) > 200) return false;
            }
          }
          {
            const v78 = v74["answers"];
            if (v78 !== undefined) {
              if (!Array.isArray(v78)) return false;
              if (Array.isArray(v78) && (v78.length > 3 || v78.length < 3)) return false;
              if (Array.isArray(v78))
                for (let v80 = 0; v80 < v78.length; v80++) {
                  const v79 = v78[v80];
                  if (!(typeof v79 === "object" && v79 !== null && !Array.isArray(v79))) return false;
                  if (v79["label"] === undefined || v79["scores"] === undefined) return false;
                  for (const v81 in v79)
                    switch (v81) {
                      case "label":
                      case "scores":
                        break;
                      default:
                        return false;
                    }
                  {
                    const v82 = v79["label"];
                    if (v82 !== undefined) {
                      if (!(typeof v82 === "string")) return false;
                      if (
                        typeof v82 === "string" &&
                        ((v82.length > 120 && codePoints(v82) > 120) || (v82.length < 2 && codePoints(v82) < 1))
                      )
                        return false;
                    }
                  }
                  {
                    const v83 = v79["scores"];
                    if (v83 !== undefined) {
                      if (!(typeof v83 === "object" && v83 !== null && !Array.isArray(v83))) return false;
                      if (
                        v83["petrol"] === undefined ||
                        v83["diesel"] === undefined ||
                        v83["phev"] === undefined ||
                        v83["bev"] === undefined
                      )
                        return false;
                      for (const v84 in v83)
                        switch (v84) {
                          case "petrol":
                          case "diesel":
                          case "phev":
                          case "bev":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v85 = v83["petrol"];
                        if (v85 !== undefined) {
                          if (!(typeof v85 === "number" && !(v85 % 1) && !isNaN(v85) && isFinite(v85))) return false;
                          if (typeof v85 === "number" && (v85 < 0 || v85 > 10)) return false;
                        }
                      }
                      {
                        const v86 = v83["diesel"];
                        if (v86 !== undefined) {
                          if (!(typeof v86 === "number" && !(v86 % 1) && !isNaN(v86) && isFinite(v86))) return false;
                          if (typeof v86 === "number" && (v86 < 0 || v86 > 10)) return false;
                        }
                      }
                      {
                        const v87 = v83["phev"];
                        if (v87 !== undefined) {
                          if (!(typeof v87 === "number" && !(v87 % 1) && !isNaN(v87) && isFinite(v87))) return false;
                          if (typeof v87 === "number" && (v87 < 0 || v87 > 10)) return false;
                        }
                      }
                      {
                        const v88 = v83["bev"];
                        if (v88 !== undefined) {
                          if (!(typeof v88 === "number" && !(v88 % 1) && !isNaN(v88) && isFinite(v88))) return false;
                          if (typeof v88 === "number" && (v88 < 0 || v88 > 10)) return false;
                        }
                      }
                    }
                  }
                }
            }
          }
        }
      }
    }
  }
  {
    const v89 = data["results"];
    if (v89 !== undefined) {
      if (!(typeof v89 === "object" && v89 !== null && !Array.isArray(v89))) return false;
      if (
        v89["petrol"] === undefined ||
        v89["diesel"] === undefined ||
        v89["phev"] === undefined ||
        v89["bev"] === undefined
      )
        return false;
      for (const v90 in v89)
        switch (v90) {
          case "petrol":
          case "diesel":
          case "phev":
          case "bev":
            break;
          default:
            return false;
        }
      {
        const v91 = v89["petrol"];
        if (v91 !== undefined) {
          if (!(typeof v91 === "object" && v91 !== null && !Array.isArray(v91))) return false;
          if (v91["heading"] === undefined) return false;
          for (const v92 in v91)
            switch (v92) {
              case "heading":
              case "paragraph":
              case "link":
                break;
              default:
                return false;
            }
          {
            const v93 = v91["heading"];
            if (v93 !== undefined) {
              if (!(typeof v93 === "string")) return false;
              if (
                typeof v93 === "string" &&
                ((v93.length > 120 && codePoints(v93) > 120) || (v93.length < 2 && codePoints(v93) < 1))
              )
                return false;
            }
          }
          {
            const v94 = v91["paragraph"];
            if (v94 !== undefined) {
              if (!(typeof v94 === "string")) return false;
            }
          }
          {
            const v95 = v91["link"];
            if (v95 !== undefined) {
              if (!(typeof v95 === "object" && v95 !== null && !Array.isArray(v95))) return false;
              for (const v96 in v95)
                switch (v96) {
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
                const v97 = v95["url"];
                if (v97 !== undefined) {
                  if (!(typeof v97 === "string")) return false;
                  if (
                    typeof v97 === "string" &&
                    ((v97.length > 2000 && codePoints(v97) > 2000) || (v97.length !== 0 && !pattern1.test(v97)))
                  )
                    return false;
                }
              }
              {
                const v98 = v95["type"];
                if (v98 !== undefined) {
                  if (!(v98 === "internal" || v98 === "external" || v98 === "form" || v98 === "file")) return false;
                }
              }
              {
                const v99 = v95["target"];
                if (v99 !== undefined) {
                  if (!(v99 === "_self" || v99 === "_blank")) return false;
                }
              }
              {
                const v100 = v95["link_text"];
                if (v100 !== undefined) {
                  if (!(typeof v100 === "string")) return false;
                }
              }
              {
                const v101 = v95["icon"];
                if (v101 !== undefined) {
                  if (!(typeof v101 === "string")) return false;
                  if (typeof v101 === "string" && v101.length !== 0 && !pattern2.test(v101)) return false;
                }
              }
              {
                const v102 = v95["ui_type"];
                if (v102 !== undefined) {
                  if (!(v102 === "primary" || v102 === "secondary" || v102 === "tertiary")) return false;
                }
              }
              {
                const v103 = v95["size"];
                if (v103 !== undefined) {
                  if (!(v103 === "medium" || v103 === "small")) return false;
                }
              }
              {
                const v104 = v95["rdx_forms_form_id"];
                if (v104 !== undefined) {
                  if (!(typeof v104 === "string")) return false;
                }
              }
              {
                const v105 = v95["hidden_fields"];
                if (v105 !== undefined) {
                  if (!Array.isArray(v105)) return false;
                  if (Array.isArray(v105) && v105.length > 20) return false;
                  if (Array.isArray(v105))
                    for (let v107 = 0; v107 < v105.length; v107++) {
                      const v106 = v105[v107];
                      if (!(typeof v106 === "object" && v106 !== null && !Array.isArray(v106))) return false;
                      if (v106["name"] === undefined || v106["value"] === undefined) return false;
                      for (const v108 in v106)
                        switch (v108) {
                          case "name":
                          case "value":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v109 = v106["name"];
                        if (v109 !== undefined) {
                          if (!(typeof v109 === "string")) return false;
                          if (typeof v109 === "string" && v109.length < 2 && codePoints(v109) < 1) return false;
                        }
                      }
                      {
                        const v110 = v106["value"];
                        if (v110 !== undefined) {
                          if (!(typeof v110 === "string")) return false;
                        }
                      }
                    }
                }
              }
              {
                const v111 = v95["form_layout"];
                if (v111 !== undefined) {
                  if (!(v111 === "single" || v111 === "double")) return false;
                }
              }
            }
          }
        }
      }
      {
        const v112 = v89["diesel"];
        if (v112 !== undefined) {
          if (!(typeof v112 === "object" && v112 !== null && !Array.isArray(v112))) return false;
          if (v112["heading"] === undefined) return false;
          for (const v113 in v112)
            switch (v113) {
              case "heading":
              case "paragraph":
              case "link":
                break;
              default:
                return false;
            }
          {
            const v114 = v112["heading"];
            if (v114 !== undefined) {
              if (!(typeof v114 === "string")) return false;
              if (
                typeof v114 === "string" &&
                ((v114.length > 120 && codePoints(v114) > 120) || (v114.length < 2 && codePoints(v114) < 1))
              )
                return false;
            }
          }
          {
            const v115 = v112["paragraph"];
            if (v115 !== undefined) {
              if (!(typeof v115 === "string")) return false;
            }
          }
          {
            const v116 = v112["link"];
            if (v116 !== undefined) {
              if (!(typeof v116 === "object" && v116 !== null && !Array.isArray(v116))) return false;
              for (const v117 in v116)
                switch (v117) {
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
                const v118 = v116["url"];
                if (v118 !== undefined) {
                  if (!(typeof v118 === "string")) return false;
                  if (
                    typeof v118 === "string" &&
                    ((v118.length > 2000 && codePoints(v118) > 2000) || (v118.length !== 0 && !pattern1.test(v118)))
                  )
                    return false;
                }
              }
              {
                const v119 = v116["type"];
                if (v119 !== undefined) {
                  if (!(v119 === "internal" || v119 === "external" || v119 === "form" || v119 === "file")) return false;
                }
              }
              {
                const v120 = v116["target"];
                if (v120 !== undefined) {
                  if (!(v120 === "_self" || v120 === "_blank")) return false;
                }
              }
              {
                const v121 = v116["link_text"];
                if (v121 !== undefined) {
                  if (!(typeof v121 === "string")) return false;
                }
              }
              {
                const v122 = v116["icon"];
                if (v122 !== undefined) {
                  if (!(typeof v122 === "string")) return false;
                  if (typeof v122 === "string" && v122.length !== 0 && !pattern2.test(v122)) return false;
                }
              }
              {
                const v123 = v116["ui_type"];
                if (v123 !== undefined) {
                  if (!(v123 === "primary" || v123 === "secondary" || v123 === "tertiary")) return false;
                }
              }
              {
                const v124 = v116["size"];
                if (v124 !== undefined) {
                  if (!(v124 === "medium" || v124 === "small")) return false;
                }
              }
              {
                const v125 = v116["rdx_forms_form_id"];
                if (v125 !== undefined) {
                  if (!(typeof v125 === "string")) return false;
                }
              }
              {
                const v126 = v116["hidden_fields"];
                if (v126 !== undefined) {
                  if (!Array.isArray(v126)) return false;
                  if (Array.isArray(v126) && v126.length > 20) return false;
                  if (Array.isArray(v126))
                    for (let v128 = 0; v128 < v126.length; v128++) {
                      const v127 = v126[v128];
                      if (!(typeof v127 === "object" && v127 !== null && !Array.isArray(v127))) return false;
                      if (v127["name"] === undefined || v127["value"] === undefined) return false;
                      for (const v129 in v127)
                        switch (v129) {
                          case "name":
                          case "value":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v130 = v127["name"];
                        if (v130 !== undefined) {
                          if (!(typeof v130 === "string")) return false;
                          if (typeof v130 === "string" && v130.length < 2 && codePoints(v130) < 1) return false;
                        }
                      }
                      {
                        const v131 = v127["value"];
                        if (v131 !== undefined) {
                          if (!(typeof v131 === "string")) return false;
                        }
                      }
                    }
                }
              }
              {
                const v132 = v116["form_layout"];
                if (v132 !== undefined) {
                  if (!(v132 === "single" || v132 === "double")) return false;
                }
              }
            }
          }
        }
      }
      {
        const v133 = v89["phev"];
        if (v133 !== undefined) {
          if (!(typeof v133 === "object" && v133 !== null && !Array.isArray(v133))) return false;
          if (v133["heading"] === undefined) return false;
          for (const v134 in v133)
            switch (v134) {
              case "heading":
              case "paragraph":
              case "link":
                break;
              default:
                return false;
            }
          {
            const v135 = v133["heading"];
            if (v135 !== undefined) {
              if (!(typeof v135 === "string")) return false;
              if (
                typeof v135 === "string" &&
                ((v135.length > 120 && codePoints(v135) > 120) || (v135.length < 2 && codePoints(v135) < 1))
              )
                return false;
            }
          }
          {
            const v136 = v133["paragraph"];
            if (v136 !== undefined) {
              if (!(typeof v136 === "string")) return false;
            }
          }
          {
            const v137 = v133["link"];
            if (v137 !== undefined) {
              if (!(typeof v137 === "object" && v137 !== null && !Array.isArray(v137))) return false;
              for (const v138 in v137)
                switch (v138) {
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
                const v139 = v137["url"];
                if (v139 !== undefined) {
                  if (!(typeof v139 === "string")) return false;
                  if (
                    typeof v139 === "string" &&
                    ((v139.length > 2000 && codePoints(v139) > 2000) || (v139.length !== 0 && !pattern1.test(v139)))
                  )
                    return false;
                }
              }
              {
                const v140 = v137["type"];
                if (v140 !== undefined) {
                  if (!(v140 === "internal" || v140 === "external" || v140 === "form" || v140 === "file")) return false;
                }
              }
              {
                const v141 = v137["target"];
                if (v141 !== undefined) {
                  if (!(v141 === "_self" || v141 === "_blank")) return false;
                }
              }
              {
                const v142 = v137["link_text"];
                if (v142 !== undefined) {
                  if (!(typeof v142 === "string")) return false;
                }
              }
              {
                const v143 = v137["icon"];
                if (v143 !== undefined) {
                  if (!(typeof v143 === "string")) return false;
                  if (typeof v143 === "string" && v143.length !== 0 && !pattern2.test(v143)) return false;
                }
              }
              {
                const v144 = v137["ui_type"];
                if (v144 !== undefined) {
                  if (!(v144 === "primary" || v144 === "secondary" || v144 === "tertiary")) return false;
                }
              }
              {
                const v145 = v137["size"];
                if (v145 !== undefined) {
                  if (!(v145 === "medium" || v145 === "small")) return false;
                }
              }
              {
                const v146 = v137["rdx_forms_form_id"];
                if (v146 !== undefined) {
                  if (!(typeof v146 === "string")) return false;
                }
              }
              {
                const v147 = v137["hidden_fields"];
                if (v147 !== undefined) {
                  if (!Array.isArray(v147)) return false;
                  if (Array.isArray(v147) && v147.length > 20) return false;
                  if (Array.isArray(v147))
                    for (let v149 = 0; v149 < v147.length; v149++) {
                      const v148 = v147[v149];
                      if (!(typeof v148 === "object" && v148 !== null && !Array.isArray(v148))) return false;
                      if (v148["name"] === undefined || v148["value"] === undefined) return false;
                      for (const v150 in v148)
                        switch (v150) {
                          case "name":
                          case "value":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v151 = v148["name"];
                        if (v151 !== undefined) {
                          if (!(typeof v151 === "string")) return false;
                          if (typeof v151 === "string" && v151.length < 2 && codePoints(v151) < 1) return false;
                        }
                      }
                      {
                        const v152 = v148["value"];
                        if (v152 !== undefined) {
                          if (!(typeof v152 === "string")) return false;
                        }
                      }
                    }
                }
              }
              {
                const v153 = v137["form_layout"];
                if (v153 !== undefined) {
                  if (!(v153 === "single" || v153 === "double")) return false;
                }
              }
            }
          }
        }
      }
      {
        const v154 = v89["bev"];
        if (v154 !== undefined) {
          if (!(typeof v154 === "object" && v154 !== null && !Array.isArray(v154))) return false;
          if (v154["heading"] === undefined) return false;
          for (const v155 in v154)
            switch (v155) {
              case "heading":
              case "paragraph":
              case "link":
                break;
              default:
                return false;
            }
          {
            const v156 = v154["heading"];
            if (v156 !== undefined) {
              if (!(typeof v156 === "string")) return false;
              if (
                typeof v156 === "string" &&
                ((v156.length > 120 && codePoints(v156) > 120) || (v156.length < 2 && codePoints(v156) < 1))
              )
                return false;
            }
          }
          {
            const v157 = v154["paragraph"];
            if (v157 !== undefined) {
              if (!(typeof v157 === "string")) return false;
            }
          }
          {
            const v158 = v154["link"];
            if (v158 !== undefined) {
              if (!(typeof v158 === "object" && v158 !== null && !Array.isArray(v158))) return false;
              for (const v159 in v158)
                switch (v159) {
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
                const v160 = v158["url"];
                if (v160 !== undefined) {
                  if (!(typeof v160 === "string")) return false;
                  if (
                    typeof v160 === "string" &&
                    ((v160.length > 2000 && codePoints(v160) > 2000) || (v160.length !== 0 && !pattern1.test(v160)))
                  )
                    return false;
                }
              }
              {
                const v161 = v158["type"];
                if (v161 !== undefined) {
                  if (!(v161 === "internal" || v161 === "external" || v161 === "form" || v161 === "file")) return false;
                }
              }
              {
                const v162 = v158["target"];
                if (v162 !== undefined) {
                  if (!(v162 === "_self" || v162 === "_blank")) return false;
                }
              }
              {
                const v163 = v158["link_text"];
                if (v163 !== undefined) {
                  if (!(typeof v163 === "string")) return false;
                }
              }
              {
                const v164 = v158["icon"];
                if (v164 !== undefined) {
                  if (!(typeof v164 === "string")) return false;
                  if (typeof v164 === "string" && v164.length !== 0 && !pattern2.test(v164)) return false;
                }
              }
              {
                const v165 = v158["ui_type"];
                if (v165 !== undefined) {
                  if (!(v165 === "primary" || v165 === "secondary" || v165 === "tertiary")) return false;
                }
              }
              {
                const v166 = v158["size"];
                if (v166 !== undefined) {
                  if (!(v166 === "medium" || v166 === "small")) return false;
                }
              }
              {
                const v167 = v158["rdx_forms_form_id"];
                if (v167 !== undefined) {
                  if (!(typeof v167 === "string")) return false;
                }
              }
              {
                const v168 = v158["hidden_fields"];
                if (v168 !== undefined) {
                  if (!Array.isArray(v168)) return false;
                  if (Array.isArray(v168) && v168.length > 20) return false;
                  if (Array.isArray(v168))
                    for (let v170 = 0; v170 < v168.length; v170++) {
                      const v169 = v168[v170];
                      if (!(typeof v169 === "object" && v169 !== null && !Array.isArray(v169))) return false;
                      if (v169["name"] === undefined || v169["value"] === undefined) return false;
                      for (const v171 in v169)
                        switch (v171) {
                          case "name":
                          case "value":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v172 = v169["name"];
                        if (v172 !== undefined) {
                          if (!(typeof v172 === "string")) return false;
                          if (typeof v172 === "string" && v172.length < 2 && codePoints(v172) < 1) return false;
                        }
                      }
                      {
                        const v173 = v169["value"];
                        if (v173 !== undefined) {
                          if (!(typeof v173 === "string")) return false;
                        }
                      }
                    }
                }
              }
              {
                const v174 = v158["form_layout"];
                if (v174 !== undefined) {
                  if (!(v174 === "single" || v174 === "double")) return false;
                }
              }
            }
          }
        }
      }
    }
  }
  {
    const v175 = data["box_color"];
    if (v175 !== undefined) {
      if (!(v175 === "light-theme" || v175 === "grey-theme" || v175 === "dark-theme" || v175 === "black-theme"))
        return false;
    }
  }
  {
    const v176 = data["padding"];
    if (v176 !== undefined) {
      if (!(v176 === "normal" || v176 === "top-space-0" || v176 === "bottom-space-0" || v176 === "y-space-0"))
        return false;
    }
  }
  {
    const v177 = data["dc_strategy"];
    if (v177 !== undefined) {
      if (!(typeof v177 === "object" && v177 !== null && !Array.isArray(v177))) return false;
      if (v177["key"] === undefined || v177["value"] === undefined) return false;
      for (const v178 in v177)
        switch (v178) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v179 = v177["key"];
        if (v179 !== undefined) {
          if (!(
            v179 === "url_brands" ||
            v179 === "mena_offers" ||
            v179 === "reffine_sl" ||
            v179 === "mena_external_sl"
          ))
            return false;
        }
      }
      {
        const v180 = v177["value"];
        if (v180 !== undefined) {
          if (!(typeof v180 === "string")) return false;
          if (typeof v180 === "string" && v180.length > 500 && codePoints(v180) > 500) return false;
        }
      }
      {
        const v181 = v177["name"];
        if (v181 !== undefined) {
          if (!(typeof v181 === "string")) return false;
          if (typeof v181 === "string" && v181.length > 120 && codePoints(v181) > 120) return false;
        }
      }
      {
        const v182 = v177["fallback"];
        if (v182 !== undefined) {
          if (!(typeof v182 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v183 = data["offer_schedule"];
    if (v183 !== undefined) {
      if (!(typeof v183 === "object" && v183 !== null && !Array.isArray(v183))) return false;
      for (const v184 in v183)
        switch (v184) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v185 = v183["start_date"];
        if (v185 !== undefined) {
          if (!(typeof v185 === "string")) return false;
          if (typeof v185 === "string" && !pattern3.test(v185)) return false;
        }
      }
      {
        const v186 = v183["end_date"];
        if (v186 !== undefined) {
          if (!(typeof v186 === "string")) return false;
          if (typeof v186 === "string" && !pattern3.test(v186)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
