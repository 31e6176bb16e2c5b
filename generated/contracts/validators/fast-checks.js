// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
function deepEqual(a, b) {
  if (a === b) return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (!Object.prototype.hasOwnProperty.call(b, key) || !deepEqual(a[key], b[key])) return false;
  return true;
}
function allDistinct(list) { for (let i = 1; i < list.length; i++) for (let j = 0; j < i; j++) if (deepEqual(list[i], list[j])) return false; return true; }
function codePoints(text) { let length = 0; for (let i = 0; i < text.length; i++) { length++; const c = text.charCodeAt(i); if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++; } return length; }
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^$|^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern2 = new RegExp("^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$", "u");
const pattern3 = new RegExp("^$|^[A-Za-z0-9-]{1,64}$", "u");
const pattern4 = new RegExp("^[a-z0-9-]{1,60}$", "u");
function check4(data) {
  if (!(Array.isArray(data))) return false;
  if (Array.isArray(data)) for (let v34 = 0; v34 < data.length; v34++) {
  const v33 = data[v34];
  if (!check2(v33)) return false;
  }
  return true;
}
function check3(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["items"] === undefined) return false;
  for (const v19 in data) switch (v19) { case "id": case "block_scroll_id": case "open_all_label": case "close_all_label": case "has_schema": case "header_tag": case "items": case "box_color": case "padding": break; default: return false; }
  { const v20 = data["id"];
  if (v20 !== undefined) {
  if (!(typeof v20 === "string")) return false;
  if (typeof v20 === "string" && ((v20.length < 2 && codePoints(v20) < 1))) return false;
  } }
  { const v21 = data["block_scroll_id"];
  if (v21 !== undefined) {
  if (!(typeof v21 === "string")) return false;
  if (typeof v21 === "string" && (v21.length !== 0 && !pattern0.test(v21))) return false;
  } }
  { const v22 = data["open_all_label"];
  if (v22 !== undefined) {
  if (!(typeof v22 === "string")) return false;
  if (typeof v22 === "string" && ((v22.length > 40 && codePoints(v22) > 40) || (v22.length < 2 && codePoints(v22) < 1))) return false;
  } }
  { const v23 = data["close_all_label"];
  if (v23 !== undefined) {
  if (!(typeof v23 === "string")) return false;
  if (typeof v23 === "string" && ((v23.length > 40 && codePoints(v23) > 40) || (v23.length < 2 && codePoints(v23) < 1))) return false;
  } }
  { const v24 = data["has_schema"];
  if (v24 !== undefined) {
  if (!(typeof v24 === "boolean")) return false;
  } }
  { const v25 = data["header_tag"];
  if (v25 !== undefined) {
  if (!(v25 === 1 || v25 === 2 || v25 === 3 || v25 === 4 || v25 === 5 || v25 === 6)) return false;
  } }
  { const v26 = data["items"];
  if (v26 !== undefined) {
  if (!(Array.isArray(v26))) return false;
  if (Array.isArray(v26) && (v26.length > 30 || v26.length < 1)) return false;
  if (Array.isArray(v26)) for (let v28 = 0; v28 < v26.length; v28++) {
  const v27 = v26[v28];
  if (!(typeof v27 === "object" && v27 !== null && !Array.isArray(v27))) return false;
  if (v27["heading"] === undefined) return false;
  for (const v29 in v27) switch (v29) { case "heading": case "paragraph": case "content": break; default: return false; }
  { const v30 = v27["heading"];
  if (v30 !== undefined) {
  if (!(typeof v30 === "string")) return false;
  if (typeof v30 === "string" && ((v30.length > 200 && codePoints(v30) > 200) || (v30.length < 2 && codePoints(v30) < 1))) return false;
  } }
  { const v31 = v27["paragraph"];
  if (v31 !== undefined) {
  if (!(typeof v31 === "string")) return false;
  } }
  { const v32 = v27["content"];
  if (v32 !== undefined) {
  if (!check4(v32)) return false;
  } }
  }
  } }
  { const v35 = data["box_color"];
  if (v35 !== undefined) {
  if (!(v35 === "light-theme" || v35 === "grey-theme" || v35 === "dark-theme" || v35 === "black-theme")) return false;
  } }
  { const v36 = data["padding"];
  if (v36 !== undefined) {
  if (!(v36 === "normal" || v36 === "top-space-0" || v36 === "bottom-space-0" || v36 === "y-space-0")) return false;
  } }
  return true;
}
function check5(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v39 in data) switch (v39) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "col-numbers": case "columns": case "box_color": case "padding": break; default: return false; }
  { const v40 = data["id"];
  if (v40 !== undefined) {
  if (!(typeof v40 === "string")) return false;
  if (typeof v40 === "string" && ((v40.length < 2 && codePoints(v40) < 1))) return false;
  } }
  { const v41 = data["block_scroll_id"];
  if (v41 !== undefined) {
  if (!(typeof v41 === "string")) return false;
  if (typeof v41 === "string" && (v41.length !== 0 && !pattern0.test(v41))) return false;
  } }
  { const v42 = data["heading"];
  if (v42 !== undefined) {
  if (!(typeof v42 === "string")) return false;
  if (typeof v42 === "string" && ((v42.length > 150 && codePoints(v42) > 150))) return false;
  } }
  { const v43 = data["header_tag"];
  if (v43 !== undefined) {
  if (!(v43 === 1 || v43 === 2 || v43 === 3 || v43 === 4 || v43 === 5 || v43 === 6)) return false;
  } }
  { const v44 = data["header_size"];
  if (v44 !== undefined) {
  if (!(v44 === "xs" || v44 === "s" || v44 === "m" || v44 === "l" || v44 === "xl" || v44 === "title")) return false;
  } }
  { const v45 = data["col-numbers"];
  if (v45 !== undefined) {
  if (!(v45 === 1 || v45 === 2 || v45 === 3 || v45 === 4)) return false;
  } }
  { const v46 = data["columns"];
  if (v46 !== undefined) {
  if (!(Array.isArray(v46))) return false;
  if (Array.isArray(v46) && (v46.length > 12)) return false;
  if (Array.isArray(v46)) for (let v48 = 0; v48 < v46.length; v48++) {
  const v47 = v46[v48];
  if (!(typeof v47 === "object" && v47 !== null && !Array.isArray(v47))) return false;
  for (const v49 in v47) switch (v49) { case "header_icon": case "heading": case "header_tag": case "paragraph": case "rdx-buttons": case "rdx-links": break; default: return false; }
  { const v50 = v47["header_icon"];
  if (v50 !== undefined) {
  if (!(typeof v50 === "string")) return false;
  if (typeof v50 === "string" && (v50.length !== 0 && !pattern1.test(v50))) return false;
  } }
  { const v51 = v47["heading"];
  if (v51 !== undefined) {
  if (!(typeof v51 === "string")) return false;
  if (typeof v51 === "string" && ((v51.length > 150 && codePoints(v51) > 150))) return false;
  } }
  { const v52 = v47["header_tag"];
  if (v52 !== undefined) {
  if (!(v52 === 1 || v52 === 2 || v52 === 3 || v52 === 4 || v52 === 5 || v52 === 6)) return false;
  } }
  { const v53 = v47["paragraph"];
  if (v53 !== undefined) {
  if (!(typeof v53 === "string")) return false;
  } }
  { const v54 = v47["rdx-buttons"];
  if (v54 !== undefined) {
  if (!(Array.isArray(v54))) return false;
  if (Array.isArray(v54) && (v54.length > 3)) return false;
  if (Array.isArray(v54)) for (let v56 = 0; v56 < v54.length; v56++) {
  const v55 = v54[v56];
  if (!(typeof v55 === "object" && v55 !== null && !Array.isArray(v55))) return false;
  for (const v57 in v55) switch (v57) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v58 = v55["url"];
  if (v58 !== undefined) {
  if (!(typeof v58 === "string")) return false;
  if (typeof v58 === "string" && ((v58.length > 2000 && codePoints(v58) > 2000) || v58.length !== 0 && !pattern2.test(v58))) return false;
  } }
  { const v59 = v55["type"];
  if (v59 !== undefined) {
  if (!(v59 === "internal" || v59 === "external" || v59 === "form" || v59 === "file")) return false;
  } }
  { const v60 = v55["target"];
  if (v60 !== undefined) {
  if (!(v60 === "_self" || v60 === "_blank")) return false;
  } }
  { const v61 = v55["link_text"];
  if (v61 !== undefined) {
  if (!(typeof v61 === "string")) return false;
  } }
  { const v62 = v55["icon"];
  if (v62 !== undefined) {
  if (!(typeof v62 === "string")) return false;
  if (typeof v62 === "string" && (v62.length !== 0 && !pattern1.test(v62))) return false;
  } }
  { const v63 = v55["ui_type"];
  if (v63 !== undefined) {
  if (!(v63 === "primary" || v63 === "secondary" || v63 === "tertiary")) return false;
  } }
  { const v64 = v55["size"];
  if (v64 !== undefined) {
  if (!(v64 === "medium" || v64 === "small")) return false;
  } }
  { const v65 = v55["rdx_forms_form_id"];
  if (v65 !== undefined) {
  if (!(typeof v65 === "string")) return false;
  } }
  { const v66 = v55["hidden_fields"];
  if (v66 !== undefined) {
  if (!(Array.isArray(v66))) return false;
  if (Array.isArray(v66) && (v66.length > 20)) return false;
  if (Array.isArray(v66)) for (let v68 = 0; v68 < v66.length; v68++) {
  const v67 = v66[v68];
  if (!(typeof v67 === "object" && v67 !== null && !Array.isArray(v67))) return false;
  if (v67["name"] === undefined || v67["value"] === undefined) return false;
  for (const v69 in v67) switch (v69) { case "name": case "value": break; default: return false; }
  { const v70 = v67["name"];
  if (v70 !== undefined) {
  if (!(typeof v70 === "string")) return false;
  if (typeof v70 === "string" && ((v70.length < 2 && codePoints(v70) < 1))) return false;
  } }
  { const v71 = v67["value"];
  if (v71 !== undefined) {
  if (!(typeof v71 === "string")) return false;
  } }
  }
  } }
  { const v72 = v55["form_layout"];
  if (v72 !== undefined) {
  if (!(v72 === "single" || v72 === "double")) return false;
  } }
  }
  } }
  { const v73 = v47["rdx-links"];
  if (v73 !== undefined) {
  if (!(Array.isArray(v73))) return false;
  if (Array.isArray(v73) && (v73.length > 10)) return false;
  if (Array.isArray(v73)) for (let v75 = 0; v75 < v73.length; v75++) {
  const v74 = v73[v75];
  if (!(typeof v74 === "object" && v74 !== null && !Array.isArray(v74))) return false;
  for (const v76 in v74) switch (v76) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v77 = v74["url"];
  if (v77 !== undefined) {
  if (!(typeof v77 === "string")) return false;
  if (typeof v77 === "string" && ((v77.length > 2000 && codePoints(v77) > 2000) || v77.length !== 0 && !pattern2.test(v77))) return false;
  } }
  { const v78 = v74["type"];
  if (v78 !== undefined) {
  if (!(v78 === "internal" || v78 === "external" || v78 === "form" || v78 === "file")) return false;
  } }
  { const v79 = v74["target"];
  if (v79 !== undefined) {
  if (!(v79 === "_self" || v79 === "_blank")) return false;
  } }
  { const v80 = v74["link_text"];
  if (v80 !== undefined) {
  if (!(typeof v80 === "string")) return false;
  } }
  { const v81 = v74["icon"];
  if (v81 !== undefined) {
  if (!(typeof v81 === "string")) return false;
  if (typeof v81 === "string" && (v81.length !== 0 && !pattern1.test(v81))) return false;
  } }
  { const v82 = v74["ui_type"];
  if (v82 !== undefined) {
  if (!(v82 === "primary" || v82 === "secondary" || v82 === "tertiary")) return false;
  } }
  { const v83 = v74["size"];
  if (v83 !== undefined) {
  if (!(v83 === "medium" || v83 === "small")) return false;
  } }
  { const v84 = v74["rdx_forms_form_id"];
  if (v84 !== undefined) {
  if (!(typeof v84 === "string")) return false;
  } }
  { const v85 = v74["hidden_fields"];
  if (v85 !== undefined) {
  if (!(Array.isArray(v85))) return false;
  if (Array.isArray(v85) && (v85.length > 20)) return false;
  if (Array.isArray(v85)) for (let v87 = 0; v87 < v85.length; v87++) {
  const v86 = v85[v87];
  if (!(typeof v86 === "object" && v86 !== null && !Array.isArray(v86))) return false;
  if (v86["name"] === undefined || v86["value"] === undefined) return false;
  for (const v88 in v86) switch (v88) { case "name": case "value": break; default: return false; }
  { const v89 = v86["name"];
  if (v89 !== undefined) {
  if (!(typeof v89 === "string")) return false;
  if (typeof v89 === "string" && ((v89.length < 2 && codePoints(v89) < 1))) return false;
  } }
  { const v90 = v86["value"];
  if (v90 !== undefined) {
  if (!(typeof v90 === "string")) return false;
  } }
  }
  } }
  { const v91 = v74["form_layout"];
  if (v91 !== undefined) {
  if (!(v91 === "single" || v91 === "double")) return false;
  } }
  }
  } }
  }
  } }
  { const v92 = data["box_color"];
  if (v92 !== undefined) {
  if (!(v92 === "light-theme" || v92 === "grey-theme" || v92 === "dark-theme" || v92 === "black-theme")) return false;
  } }
  { const v93 = data["padding"];
  if (v93 !== undefined) {
  if (!(v93 === "normal" || v93 === "top-space-0" || v93 === "bottom-space-0" || v93 === "y-space-0")) return false;
  } }
  return true;
}
function check6(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v96 in data) switch (v96) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "col-numbers": case "image-ratio": case "cards": case "box_color": case "padding": break; default: return false; }
  { const v97 = data["id"];
  if (v97 !== undefined) {
  if (!(typeof v97 === "string")) return false;
  if (typeof v97 === "string" && ((v97.length < 2 && codePoints(v97) < 1))) return false;
  } }
  { const v98 = data["block_scroll_id"];
  if (v98 !== undefined) {
  if (!(typeof v98 === "string")) return false;
  if (typeof v98 === "string" && (v98.length !== 0 && !pattern0.test(v98))) return false;
  } }
  { const v99 = data["heading"];
  if (v99 !== undefined) {
  if (!(typeof v99 === "string")) return false;
  if (typeof v99 === "string" && ((v99.length > 150 && codePoints(v99) > 150))) return false;
  } }
  { const v100 = data["header_tag"];
  if (v100 !== undefined) {
  if (!(v100 === 1 || v100 === 2 || v100 === 3 || v100 === 4 || v100 === 5 || v100 === 6)) return false;
  } }
  { const v101 = data["header_size"];
  if (v101 !== undefined) {
  if (!(v101 === "xs" || v101 === "s" || v101 === "m" || v101 === "l" || v101 === "xl" || v101 === "title")) return false;
  } }
  { const v102 = data["col-numbers"];
  if (v102 !== undefined) {
  if (!(v102 === 1 || v102 === 2 || v102 === 3 || v102 === 4)) return false;
  } }
  { const v103 = data["image-ratio"];
  if (v103 !== undefined) {
  if (!(v103 === "16-9" || v103 === "16-6-5")) return false;
  } }
  { const v104 = data["cards"];
  if (v104 !== undefined) {
  if (!(Array.isArray(v104))) return false;
  if (Array.isArray(v104) && (v104.length > 1000)) return false;
  if (Array.isArray(v104)) for (let v106 = 0; v106 < v104.length; v106++) {
  const v105 = v104[v106];
  if (!(typeof v105 === "object" && v105 !== null && !Array.isArray(v105))) return false;
  for (const v107 in v105) switch (v107) { case "image": case "heading": case "header_tag": case "paragraph": case "rdx-link": break; default: return false; }
  { const v108 = v105["image"];
  if (v108 !== undefined) {
  if (!(typeof v108 === "object" && v108 !== null && !Array.isArray(v108))) return false;
  if (v108["id"] === undefined) return false;
  for (const v109 in v108) switch (v109) { case "id": case "alt": case "variants": break; default: return false; }
  { const v110 = v108["id"];
  if (v110 !== undefined) {
  if (!(typeof v110 === "string")) return false;
  if (typeof v110 === "string" && ((v110.length < 2 && codePoints(v110) < 1))) return false;
  } }
  { const v111 = v108["alt"];
  if (v111 !== undefined) {
  if (!(typeof v111 === "string")) return false;
  } }
  { const v112 = v108["variants"];
  if (v112 !== undefined) {
  if (!(Array.isArray(v112))) return false;
  if (Array.isArray(v112)) for (let v114 = 0; v114 < v112.length; v114++) {
  const v113 = v112[v114];
  if (!(typeof v113 === "object" && v113 !== null && !Array.isArray(v113))) return false;
  if (v113["width"] === undefined || v113["height"] === undefined) return false;
  for (const v115 in v113) switch (v115) { case "width": case "height": break; default: return false; }
  { const v116 = v113["width"];
  if (v116 !== undefined) {
  if (!(typeof v116 === "number" && !(v116 % 1) && !isNaN(v116) && isFinite(v116))) return false;
  if (typeof v116 === "number" && (v116 < 1)) return false;
  } }
  { const v117 = v113["height"];
  if (v117 !== undefined) {
  if (!(typeof v117 === "number" && !(v117 % 1) && !isNaN(v117) && isFinite(v117))) return false;
  if (typeof v117 === "number" && (v117 < 1)) return false;
  } }
  }
  } }
  } }
  { const v118 = v105["heading"];
  if (v118 !== undefined) {
  if (!(typeof v118 === "string")) return false;
  if (typeof v118 === "string" && ((v118.length > 150 && codePoints(v118) > 150))) return false;
  } }
  { const v119 = v105["header_tag"];
  if (v119 !== undefined) {
  if (!(v119 === 1 || v119 === 2 || v119 === 3 || v119 === 4 || v119 === 5 || v119 === 6)) return false;
  } }
  { const v120 = v105["paragraph"];
  if (v120 !== undefined) {
  if (!(typeof v120 === "string")) return false;
  } }
  { const v121 = v105["rdx-link"];
  if (v121 !== undefined) {
  if (!(typeof v121 === "object" && v121 !== null && !Array.isArray(v121))) return false;
  for (const v122 in v121) switch (v122) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v123 = v121["url"];
  if (v123 !== undefined) {
  if (!(typeof v123 === "string")) return false;
  if (typeof v123 === "string" && ((v123.length > 2000 && codePoints(v123) > 2000) || v123.length !== 0 && !pattern2.test(v123))) return false;
  } }
  { const v124 = v121["type"];
  if (v124 !== undefined) {
  if (!(v124 === "internal" || v124 === "external" || v124 === "form" || v124 === "file")) return false;
  } }
  { const v125 = v121["target"];
  if (v125 !== undefined) {
  if (!(v125 === "_self" || v125 === "_blank")) return false;
  } }
  { const v126 = v121["link_text"];
  if (v126 !== undefined) {
  if (!(typeof v126 === "string")) return false;
  } }
  { const v127 = v121["icon"];
  if (v127 !== undefined) {
  if (!(typeof v127 === "string")) return false;
  if (typeof v127 === "string" && (v127.length !== 0 && !pattern1.test(v127))) return false;
  } }
  { const v128 = v121["ui_type"];
  if (v128 !== undefined) {
  if (!(v128 === "primary" || v128 === "secondary" || v128 === "tertiary")) return false;
  } }
  { const v129 = v121["size"];
  if (v129 !== undefined) {
  if (!(v129 === "medium" || v129 === "small")) return false;
  } }
  { const v130 = v121["rdx_forms_form_id"];
  if (v130 !== undefined) {
  if (!(typeof v130 === "string")) return false;
  } }
  { const v131 = v121["hidden_fields"];
  if (v131 !== undefined) {
  if (!(Array.isArray(v131))) return false;
  if (Array.isArray(v131) && (v131.length > 20)) return false;
  if (Array.isArray(v131)) for (let v133 = 0; v133 < v131.length; v133++) {
  const v132 = v131[v133];
  if (!(typeof v132 === "object" && v132 !== null && !Array.isArray(v132))) return false;
  if (v132["name"] === undefined || v132["value"] === undefined) return false;
  for (const v134 in v132) switch (v134) { case "name": case "value": break; default: return false; }
  { const v135 = v132["name"];
  if (v135 !== undefined) {
  if (!(typeof v135 === "string")) return false;
  if (typeof v135 === "string" && ((v135.length < 2 && codePoints(v135) < 1))) return false;
  } }
  { const v136 = v132["value"];
  if (v136 !== undefined) {
  if (!(typeof v136 === "string")) return false;
  } }
  }
  } }
  { const v137 = v121["form_layout"];
  if (v137 !== undefined) {
  if (!(v137 === "single" || v137 === "double")) return false;
  } }
  } }
  }
  } }
  { const v138 = data["box_color"];
  if (v138 !== undefined) {
  if (!(v138 === "light-theme" || v138 === "grey-theme" || v138 === "dark-theme" || v138 === "black-theme")) return false;
  } }
  { const v139 = data["padding"];
  if (v139 !== undefined) {
  if (!(v139 === "normal" || v139 === "top-space-0" || v139 === "bottom-space-0" || v139 === "y-space-0")) return false;
  } }
  return true;
}
function check7(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["form_id"] === undefined) return false;
  for (const v142 in data) switch (v142) { case "id": case "block_scroll_id": case "form_id": case "box_color": case "button_position": case "button_color": case "form_position": case "has_two_columns": case "has_button_margin": case "modal_form": case "form_hidden_field_mapping": case "form_params_mapping": case "form_location_params_mapping": case "form_location_mapping": break; default: return false; }
  { const v143 = data["id"];
  if (v143 !== undefined) {
  if (!(typeof v143 === "string")) return false;
  if (typeof v143 === "string" && ((v143.length < 2 && codePoints(v143) < 1))) return false;
  } }
  { const v144 = data["block_scroll_id"];
  if (v144 !== undefined) {
  if (!(typeof v144 === "string")) return false;
  if (typeof v144 === "string" && (v144.length !== 0 && !pattern0.test(v144))) return false;
  } }
  { const v145 = data["form_id"];
  if (v145 !== undefined) {
  if (!(typeof v145 === "string")) return false;
  if (typeof v145 === "string" && ((v145.length > 64 && codePoints(v145) > 64) || v145.length !== 0 && !pattern3.test(v145))) return false;
  } }
  { const v146 = data["box_color"];
  if (v146 !== undefined) {
  if (!(v146 === "light-theme" || v146 === "grey-theme" || v146 === "dark-theme" || v146 === "black-theme")) return false;
  } }
  { const v147 = data["button_position"];
  if (v147 !== undefined) {
  if (!(v147 === "left" || v147 === "center" || v147 === "right")) return false;
  } }
  { const v148 = data["button_color"];
  if (v148 !== undefined) {
  if (!(v148 === "primary" || v148 === "secondary")) return false;
  } }
  { const v149 = data["form_position"];
  if (v149 !== undefined) {
  if (!(v149 === "left" || v149 === "center" || v149 === "right")) return false;
  } }
  { const v150 = data["has_two_columns"];
  if (v150 !== undefined) {
  if (!(typeof v150 === "boolean")) return false;
  } }
  { const v151 = data["has_button_margin"];
  if (v151 !== undefined) {
  if (!(typeof v151 === "boolean")) return false;
  } }
  { const v152 = data["modal_form"];
  if (v152 !== undefined) {
  if (!(typeof v152 === "boolean")) return false;
  } }
  { const v153 = data["form_hidden_field_mapping"];
  if (v153 !== undefined) {
  if (!(Array.isArray(v153))) return false;
  if (Array.isArray(v153) && (v153.length > 20)) return false;
  if (Array.isArray(v153)) for (let v155 = 0; v155 < v153.length; v155++) {
  const v154 = v153[v155];
  if (!(typeof v154 === "object" && v154 !== null && !Array.isArray(v154))) return false;
  if (v154["name"] === undefined || v154["value"] === undefined) return false;
  for (const v156 in v154) switch (v156) { case "name": case "value": break; default: return false; }
  { const v157 = v154["name"];
  if (v157 !== undefined) {
  if (!(typeof v157 === "string")) return false;
  if (typeof v157 === "string" && ((v157.length > 63 && codePoints(v157) > 63))) return false;
  } }
  { const v158 = v154["value"];
  if (v158 !== undefined) {
  if (!(typeof v158 === "string")) return false;
  if (typeof v158 === "string" && ((v158.length > 500 && codePoints(v158) > 500))) return false;
  } }
  }
  } }
  { const v159 = data["form_params_mapping"];
  if (v159 !== undefined) {
  if (!(Array.isArray(v159))) return false;
  if (Array.isArray(v159) && (v159.length > 20)) return false;
  if (Array.isArray(v159)) for (let v161 = 0; v161 < v159.length; v161++) {
  const v160 = v159[v161];
  if (!(typeof v160 === "object" && v160 !== null && !Array.isArray(v160))) return false;
  if (v160["param"] === undefined || v160["field"] === undefined) return false;
  for (const v162 in v160) switch (v162) { case "param": case "field": break; default: return false; }
  { const v163 = v160["param"];
  if (v163 !== undefined) {
  if (!(typeof v163 === "string")) return false;
  if (typeof v163 === "string" && ((v163.length > 63 && codePoints(v163) > 63))) return false;
  } }
  { const v164 = v160["field"];
  if (v164 !== undefined) {
  if (!(typeof v164 === "string")) return false;
  if (typeof v164 === "string" && ((v164.length > 63 && codePoints(v164) > 63))) return false;
  } }
  }
  } }
  { const v165 = data["form_location_params_mapping"];
  if (v165 !== undefined) {
  if (!(Array.isArray(v165))) return false;
  if (Array.isArray(v165) && (v165.length > 10)) return false;
  if (Array.isArray(v165)) for (let v167 = 0; v167 < v165.length; v167++) {
  const v166 = v165[v167];
  if (!(typeof v166 === "object" && v166 !== null && !Array.isArray(v166))) return false;
  if (v166["param"] === undefined || v166["field"] === undefined) return false;
  for (const v168 in v166) switch (v168) { case "param": case "field": break; default: return false; }
  { const v169 = v166["param"];
  if (v169 !== undefined) {
  if (!(typeof v169 === "string")) return false;
  if (typeof v169 === "string" && ((v169.length > 63 && codePoints(v169) > 63))) return false;
  } }
  { const v170 = v166["field"];
  if (v170 !== undefined) {
  if (!(typeof v170 === "string")) return false;
  if (typeof v170 === "string" && ((v170.length > 63 && codePoints(v170) > 63))) return false;
  } }
  }
  } }
  { const v171 = data["form_location_mapping"];
  if (v171 !== undefined) {
  if (!(Array.isArray(v171))) return false;
  if (Array.isArray(v171) && (v171.length > 200)) return false;
  if (Array.isArray(v171)) for (let v173 = 0; v173 < v171.length; v173++) {
  const v172 = v171[v173];
  if (!(typeof v172 === "object" && v172 !== null && !Array.isArray(v172))) return false;
  if (v172["from"] === undefined || v172["to"] === undefined) return false;
  for (const v174 in v172) switch (v174) { case "from": case "to": break; default: return false; }
  { const v175 = v172["from"];
  if (v175 !== undefined) {
  if (!(typeof v175 === "string")) return false;
  if (typeof v175 === "string" && ((v175.length > 200 && codePoints(v175) > 200))) return false;
  } }
  { const v176 = v172["to"];
  if (v176 !== undefined) {
  if (!(typeof v176 === "string")) return false;
  if (typeof v176 === "string" && ((v176.length > 200 && codePoints(v176) > 200))) return false;
  } }
  }
  } }
  return true;
}
function check8(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["heading"] === undefined) return false;
  for (const v179 in data) switch (v179) { case "id": case "block_scroll_id": case "rdx-image": case "heading": case "level": case "header_size": case "header_font": case "button": case "box_color": break; default: return false; }
  { const v180 = data["id"];
  if (v180 !== undefined) {
  if (!(typeof v180 === "string")) return false;
  if (typeof v180 === "string" && ((v180.length < 2 && codePoints(v180) < 1))) return false;
  } }
  { const v181 = data["block_scroll_id"];
  if (v181 !== undefined) {
  if (!(typeof v181 === "string")) return false;
  if (typeof v181 === "string" && (v181.length !== 0 && !pattern0.test(v181))) return false;
  } }
  { const v182 = data["rdx-image"];
  if (v182 !== undefined) {
  if (!(typeof v182 === "object" && v182 !== null && !Array.isArray(v182))) return false;
  if (v182["id"] === undefined) return false;
  for (const v183 in v182) switch (v183) { case "id": case "alt": case "variants": break; default: return false; }
  { const v184 = v182["id"];
  if (v184 !== undefined) {
  if (!(typeof v184 === "string")) return false;
  if (typeof v184 === "string" && ((v184.length < 2 && codePoints(v184) < 1))) return false;
  } }
  { const v185 = v182["alt"];
  if (v185 !== undefined) {
  if (!(typeof v185 === "string")) return false;
  } }
  { const v186 = v182["variants"];
  if (v186 !== undefined) {
  if (!(Array.isArray(v186))) return false;
  if (Array.isArray(v186)) for (let v188 = 0; v188 < v186.length; v188++) {
  const v187 = v186[v188];
  if (!(typeof v187 === "object" && v187 !== null && !Array.isArray(v187))) return false;
  if (v187["width"] === undefined || v187["height"] === undefined) return false;
  for (const v189 in v187) switch (v189) { case "width": case "height": break; default: return false; }
  { const v190 = v187["width"];
  if (v190 !== undefined) {
  if (!(typeof v190 === "number" && !(v190 % 1) && !isNaN(v190) && isFinite(v190))) return false;
  if (typeof v190 === "number" && (v190 < 1)) return false;
  } }
  { const v191 = v187["height"];
  if (v191 !== undefined) {
  if (!(typeof v191 === "number" && !(v191 % 1) && !isNaN(v191) && isFinite(v191))) return false;
  if (typeof v191 === "number" && (v191 < 1)) return false;
  } }
  }
  } }
  } }
  { const v192 = data["heading"];
  if (v192 !== undefined) {
  if (!(typeof v192 === "string")) return false;
  if (typeof v192 === "string" && ((v192.length > 150 && codePoints(v192) > 150) || (v192.length < 2 && codePoints(v192) < 1))) return false;
  } }
  { const v193 = data["level"];
  if (v193 !== undefined) {
  if (!(v193 === 1 || v193 === 2 || v193 === 3 || v193 === 4 || v193 === 5 || v193 === 6)) return false;
  } }
  { const v194 = data["header_size"];
  if (v194 !== undefined) {
  if (!(v194 === "xs" || v194 === "s" || v194 === "m" || v194 === "l" || v194 === "xl" || v194 === "title")) return false;
  } }
  { const v195 = data["header_font"];
  if (v195 !== undefined) {
  if (!(v195 === "primary" || v195 === "secondary")) return false;
  } }
  { const v196 = data["button"];
  if (v196 !== undefined) {
  if (!(typeof v196 === "object" && v196 !== null && !Array.isArray(v196))) return false;
  for (const v197 in v196) switch (v197) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v198 = v196["url"];
  if (v198 !== undefined) {
  if (!(typeof v198 === "string")) return false;
  if (typeof v198 === "string" && ((v198.length > 2000 && codePoints(v198) > 2000) || v198.length !== 0 && !pattern2.test(v198))) return false;
  } }
  { const v199 = v196["type"];
  if (v199 !== undefined) {
  if (!(v199 === "internal" || v199 === "external" || v199 === "form" || v199 === "file")) return false;
  } }
  { const v200 = v196["target"];
  if (v200 !== undefined) {
  if (!(v200 === "_self" || v200 === "_blank")) return false;
  } }
  { const v201 = v196["link_text"];
  if (v201 !== undefined) {
  if (!(typeof v201 === "string")) return false;
  } }
  { const v202 = v196["icon"];
  if (v202 !== undefined) {
  if (!(typeof v202 === "string")) return false;
  if (typeof v202 === "string" && (v202.length !== 0 && !pattern1.test(v202))) return false;
  } }
  { const v203 = v196["ui_type"];
  if (v203 !== undefined) {
  if (!(v203 === "primary" || v203 === "secondary" || v203 === "tertiary")) return false;
  } }
  { const v204 = v196["size"];
  if (v204 !== undefined) {
  if (!(v204 === "medium" || v204 === "small")) return false;
  } }
  { const v205 = v196["rdx_forms_form_id"];
  if (v205 !== undefined) {
  if (!(typeof v205 === "string")) return false;
  } }
  { const v206 = v196["hidden_fields"];
  if (v206 !== undefined) {
  if (!(Array.isArray(v206))) return false;
  if (Array.isArray(v206) && (v206.length > 20)) return false;
  if (Array.isArray(v206)) for (let v208 = 0; v208 < v206.length; v208++) {
  const v207 = v206[v208];
  if (!(typeof v207 === "object" && v207 !== null && !Array.isArray(v207))) return false;
  if (v207["name"] === undefined || v207["value"] === undefined) return false;
  for (const v209 in v207) switch (v209) { case "name": case "value": break; default: return false; }
  { const v210 = v207["name"];
  if (v210 !== undefined) {
  if (!(typeof v210 === "string")) return false;
  if (typeof v210 === "string" && ((v210.length < 2 && codePoints(v210) < 1))) return false;
  } }
  { const v211 = v207["value"];
  if (v211 !== undefined) {
  if (!(typeof v211 === "string")) return false;
  } }
  }
  } }
  { const v212 = v196["form_layout"];
  if (v212 !== undefined) {
  if (!(v212 === "single" || v212 === "double")) return false;
  } }
  } }
  { const v213 = data["box_color"];
  if (v213 !== undefined) {
  if (!(v213 === "light-theme" || v213 === "grey-theme" || v213 === "dark-theme" || v213 === "black-theme")) return false;
  } }
  return true;
}
function check9(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["image"] === undefined) return false;
  for (const v216 in data) switch (v216) { case "id": case "block_scroll_id": case "image": case "fullPath": case "sizes": case "heights": case "ratio": case "format": case "loading": case "alt": case "caption": break; default: return false; }
  { const v217 = data["id"];
  if (v217 !== undefined) {
  if (!(typeof v217 === "string")) return false;
  if (typeof v217 === "string" && ((v217.length < 2 && codePoints(v217) < 1))) return false;
  } }
  { const v218 = data["block_scroll_id"];
  if (v218 !== undefined) {
  if (!(typeof v218 === "string")) return false;
  if (typeof v218 === "string" && (v218.length !== 0 && !pattern0.test(v218))) return false;
  } }
  { const v219 = data["image"];
  if (v219 !== undefined) {
  if (!(typeof v219 === "object" && v219 !== null && !Array.isArray(v219))) return false;
  if (v219["id"] === undefined) return false;
  for (const v220 in v219) switch (v220) { case "id": case "alt": case "variants": break; default: return false; }
  { const v221 = v219["id"];
  if (v221 !== undefined) {
  if (!(typeof v221 === "string")) return false;
  if (typeof v221 === "string" && ((v221.length < 2 && codePoints(v221) < 1))) return false;
  } }
  { const v222 = v219["alt"];
  if (v222 !== undefined) {
  if (!(typeof v222 === "string")) return false;
  } }
  { const v223 = v219["variants"];
  if (v223 !== undefined) {
  if (!(Array.isArray(v223))) return false;
  if (Array.isArray(v223)) for (let v225 = 0; v225 < v223.length; v225++) {
  const v224 = v223[v225];
  if (!(typeof v224 === "object" && v224 !== null && !Array.isArray(v224))) return false;
  if (v224["width"] === undefined || v224["height"] === undefined) return false;
  for (const v226 in v224) switch (v226) { case "width": case "height": break; default: return false; }
  { const v227 = v224["width"];
  if (v227 !== undefined) {
  if (!(typeof v227 === "number" && !(v227 % 1) && !isNaN(v227) && isFinite(v227))) return false;
  if (typeof v227 === "number" && (v227 < 1)) return false;
  } }
  { const v228 = v224["height"];
  if (v228 !== undefined) {
  if (!(typeof v228 === "number" && !(v228 % 1) && !isNaN(v228) && isFinite(v228))) return false;
  if (typeof v228 === "number" && (v228 < 1)) return false;
  } }
  }
  } }
  } }
  { const v229 = data["fullPath"];
  if (v229 !== undefined) {
  if (!(typeof v229 === "string")) return false;
  if (typeof v229 === "string" && ((v229.length > 500 && codePoints(v229) > 500))) return false;
  } }
  { const v230 = data["sizes"];
  if (v230 !== undefined) {
  if (!(Array.isArray(v230))) return false;
  if (Array.isArray(v230) && (v230.length > 10)) return false;
  if (Array.isArray(v230)) for (let v232 = 0; v232 < v230.length; v232++) {
  const v231 = v230[v232];
  if (!(typeof v231 === "number" && !(v231 % 1) && !isNaN(v231) && isFinite(v231))) return false;
  if (typeof v231 === "number" && (v231 < 1 || v231 > 2560)) return false;
  }
  } }
  { const v233 = data["heights"];
  if (v233 !== undefined) {
  if (!(Array.isArray(v233))) return false;
  if (Array.isArray(v233) && (v233.length > 10)) return false;
  if (Array.isArray(v233)) for (let v235 = 0; v235 < v233.length; v235++) {
  const v234 = v233[v235];
  if (!(typeof v234 === "number" && !(v234 % 1) && !isNaN(v234) && isFinite(v234))) return false;
  if (typeof v234 === "number" && (v234 < 1 || v234 > 2560)) return false;
  }
  } }
  { const v236 = data["ratio"];
  if (v236 !== undefined) {
  if (!(v236 === "16-9" || v236 === "16-6-5" || v236 === "1-1")) return false;
  } }
  { const v237 = data["format"];
  if (v237 !== undefined) {
  if (!(v237 === "jpg" || v237 === "webp" || v237 === "png")) return false;
  } }
  { const v238 = data["loading"];
  if (v238 !== undefined) {
  if (!(v238 === "auto" || v238 === "eager" || v238 === "lazy")) return false;
  } }
  { const v239 = data["alt"];
  if (v239 !== undefined) {
  if (!(typeof v239 === "string")) return false;
  if (typeof v239 === "string" && ((v239.length > 300 && codePoints(v239) > 300))) return false;
  } }
  { const v240 = data["caption"];
  if (v240 !== undefined) {
  if (!(typeof v240 === "string")) return false;
  if (typeof v240 === "string" && ((v240.length > 300 && codePoints(v240) > 300))) return false;
  } }
  return true;
}
function check10(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["tabs"] === undefined) return false;
  for (const v243 in data) switch (v243) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "has_lazyload": case "tabs": case "box_color": case "padding": break; default: return false; }
  { const v244 = data["id"];
  if (v244 !== undefined) {
  if (!(typeof v244 === "string")) return false;
  if (typeof v244 === "string" && ((v244.length < 2 && codePoints(v244) < 1))) return false;
  } }
  { const v245 = data["block_scroll_id"];
  if (v245 !== undefined) {
  if (!(typeof v245 === "string")) return false;
  if (typeof v245 === "string" && (v245.length !== 0 && !pattern0.test(v245))) return false;
  } }
  { const v246 = data["heading"];
  if (v246 !== undefined) {
  if (!(typeof v246 === "string")) return false;
  if (typeof v246 === "string" && ((v246.length > 150 && codePoints(v246) > 150))) return false;
  } }
  { const v247 = data["header_tag"];
  if (v247 !== undefined) {
  if (!(v247 === 1 || v247 === 2 || v247 === 3 || v247 === 4 || v247 === 5 || v247 === 6)) return false;
  } }
  { const v248 = data["header_size"];
  if (v248 !== undefined) {
  if (!(v248 === "xs" || v248 === "s" || v248 === "m" || v248 === "l" || v248 === "xl" || v248 === "title")) return false;
  } }
  { const v249 = data["has_lazyload"];
  if (v249 !== undefined) {
  if (!(typeof v249 === "boolean")) return false;
  } }
  { const v250 = data["tabs"];
  if (v250 !== undefined) {
  if (!(Array.isArray(v250))) return false;
  if (Array.isArray(v250) && (v250.length > 8 || v250.length < 1)) return false;
  if (Array.isArray(v250)) for (let v252 = 0; v252 < v250.length; v252++) {
  const v251 = v250[v252];
  if (!(typeof v251 === "object" && v251 !== null && !Array.isArray(v251))) return false;
  if (v251["tab_label"] === undefined) return false;
  for (const v253 in v251) switch (v253) { case "tab_label": case "tab_id": case "image": case "content": break; default: return false; }
  { const v254 = v251["tab_label"];
  if (v254 !== undefined) {
  if (!(typeof v254 === "string")) return false;
  if (typeof v254 === "string" && ((v254.length > 60 && codePoints(v254) > 60) || (v254.length < 2 && codePoints(v254) < 1))) return false;
  } }
  { const v255 = v251["tab_id"];
  if (v255 !== undefined) {
  if (!(typeof v255 === "string")) return false;
  if (typeof v255 === "string" && (v255.length !== 0 && !pattern0.test(v255))) return false;
  } }
  { const v256 = v251["image"];
  if (v256 !== undefined) {
  if (!(typeof v256 === "object" && v256 !== null && !Array.isArray(v256))) return false;
  if (v256["id"] === undefined) return false;
  for (const v257 in v256) switch (v257) { case "id": case "alt": case "variants": break; default: return false; }
  { const v258 = v256["id"];
  if (v258 !== undefined) {
  if (!(typeof v258 === "string")) return false;
  if (typeof v258 === "string" && ((v258.length < 2 && codePoints(v258) < 1))) return false;
  } }
  { const v259 = v256["alt"];
  if (v259 !== undefined) {
  if (!(typeof v259 === "string")) return false;
  } }
  { const v260 = v256["variants"];
  if (v260 !== undefined) {
  if (!(Array.isArray(v260))) return false;
  if (Array.isArray(v260)) for (let v262 = 0; v262 < v260.length; v262++) {
  const v261 = v260[v262];
  if (!(typeof v261 === "object" && v261 !== null && !Array.isArray(v261))) return false;
  if (v261["width"] === undefined || v261["height"] === undefined) return false;
  for (const v263 in v261) switch (v263) { case "width": case "height": break; default: return false; }
  { const v264 = v261["width"];
  if (v264 !== undefined) {
  if (!(typeof v264 === "number" && !(v264 % 1) && !isNaN(v264) && isFinite(v264))) return false;
  if (typeof v264 === "number" && (v264 < 1)) return false;
  } }
  { const v265 = v261["height"];
  if (v265 !== undefined) {
  if (!(typeof v265 === "number" && !(v265 % 1) && !isNaN(v265) && isFinite(v265))) return false;
  if (typeof v265 === "number" && (v265 < 1)) return false;
  } }
  }
  } }
  } }
  { const v266 = v251["content"];
  if (v266 !== undefined) {
  if (!check4(v266)) return false;
  } }
  }
  } }
  { const v267 = data["box_color"];
  if (v267 !== undefined) {
  if (!(v267 === "light-theme" || v267 === "grey-theme" || v267 === "dark-theme" || v267 === "black-theme")) return false;
  } }
  { const v268 = data["padding"];
  if (v268 !== undefined) {
  if (!(v268 === "normal" || v268 === "top-space-0" || v268 === "bottom-space-0" || v268 === "y-space-0")) return false;
  } }
  return true;
}
function check11(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v271 in data) switch (v271) { case "id": case "items": case "goTopShort": case "box_color": break; default: return false; }
  { const v272 = data["id"];
  if (v272 !== undefined) {
  if (!(typeof v272 === "string")) return false;
  if (typeof v272 === "string" && ((v272.length < 2 && codePoints(v272) < 1))) return false;
  } }
  { const v273 = data["items"];
  if (v273 !== undefined) {
  if (!(Array.isArray(v273))) return false;
  if (Array.isArray(v273) && (v273.length > 10)) return false;
  if (Array.isArray(v273)) for (let v275 = 0; v275 < v273.length; v275++) {
  const v274 = v273[v275];
  if (!(typeof v274 === "object" && v274 !== null && !Array.isArray(v274))) return false;
  if (v274["label"] === undefined) return false;
  for (const v276 in v274) switch (v276) { case "label": case "blockId": break; default: return false; }
  { const v277 = v274["label"];
  if (v277 !== undefined) {
  if (!(typeof v277 === "string")) return false;
  if (typeof v277 === "string" && ((v277.length > 40 && codePoints(v277) > 40) || (v277.length < 2 && codePoints(v277) < 1))) return false;
  } }
  { const v278 = v274["blockId"];
  if (v278 !== undefined) {
  if (!(typeof v278 === "string")) return false;
  if (typeof v278 === "string" && (v278.length !== 0 && !pattern0.test(v278))) return false;
  } }
  }
  } }
  { const v279 = data["goTopShort"];
  if (v279 !== undefined) {
  if (!(typeof v279 === "string")) return false;
  if (typeof v279 === "string" && ((v279.length > 30 && codePoints(v279) > 30) || (v279.length < 2 && codePoints(v279) < 1))) return false;
  } }
  { const v280 = data["box_color"];
  if (v280 !== undefined) {
  if (!(v280 === "light-theme" || v280 === "grey-theme" || v280 === "dark-theme" || v280 === "black-theme")) return false;
  } }
  return true;
}
function check12(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["quote"] === undefined) return false;
  for (const v283 in data) switch (v283) { case "id": case "block_scroll_id": case "quote": case "author": case "author_position": case "alignment": case "box_color": case "padding": break; default: return false; }
  { const v284 = data["id"];
  if (v284 !== undefined) {
  if (!(typeof v284 === "string")) return false;
  if (typeof v284 === "string" && ((v284.length < 2 && codePoints(v284) < 1))) return false;
  } }
  { const v285 = data["block_scroll_id"];
  if (v285 !== undefined) {
  if (!(typeof v285 === "string")) return false;
  if (typeof v285 === "string" && (v285.length !== 0 && !pattern0.test(v285))) return false;
  } }
  { const v286 = data["quote"];
  if (v286 !== undefined) {
  if (!(typeof v286 === "string")) return false;
  if (typeof v286 === "string" && ((v286.length > 600 && codePoints(v286) > 600) || (v286.length < 2 && codePoints(v286) < 1))) return false;
  } }
  { const v287 = data["author"];
  if (v287 !== undefined) {
  if (!(typeof v287 === "string")) return false;
  } }
  { const v288 = data["author_position"];
  if (v288 !== undefined) {
  if (!(typeof v288 === "string")) return false;
  } }
  { const v289 = data["alignment"];
  if (v289 !== undefined) {
  if (!(v289 === "left" || v289 === "center" || v289 === "right")) return false;
  } }
  { const v290 = data["box_color"];
  if (v290 !== undefined) {
  if (!(v290 === "light-theme" || v290 === "grey-theme" || v290 === "dark-theme" || v290 === "black-theme")) return false;
  } }
  { const v291 = data["padding"];
  if (v291 !== undefined) {
  if (!(v291 === "normal" || v291 === "top-space-0" || v291 === "bottom-space-0" || v291 === "y-space-0")) return false;
  } }
  return true;
}
function check13(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["slides"] === undefined) return false;
  for (const v294 in data) switch (v294) { case "id": case "block_scroll_id": case "slides": case "section_class": case "justify_text": case "has_timer": case "slider_theme": break; default: return false; }
  { const v295 = data["id"];
  if (v295 !== undefined) {
  if (!(typeof v295 === "string")) return false;
  if (typeof v295 === "string" && ((v295.length < 2 && codePoints(v295) < 1))) return false;
  } }
  { const v296 = data["block_scroll_id"];
  if (v296 !== undefined) {
  if (!(typeof v296 === "string")) return false;
  if (typeof v296 === "string" && (v296.length !== 0 && !pattern0.test(v296))) return false;
  } }
  { const v297 = data["slides"];
  if (v297 !== undefined) {
  if (!(Array.isArray(v297))) return false;
  if (Array.isArray(v297) && (v297.length > 10 || v297.length < 1)) return false;
  if (Array.isArray(v297)) for (let v299 = 0; v299 < v297.length; v299++) {
  const v298 = v297[v299];
  if (!(typeof v298 === "object" && v298 !== null && !Array.isArray(v298))) return false;
  if (v298["quote"] === undefined) return false;
  for (const v300 in v298) switch (v300) { case "quote": case "author": case "author_position": break; default: return false; }
  { const v301 = v298["quote"];
  if (v301 !== undefined) {
  if (!(typeof v301 === "string")) return false;
  if (typeof v301 === "string" && ((v301.length > 600 && codePoints(v301) > 600) || (v301.length < 2 && codePoints(v301) < 1))) return false;
  } }
  { const v302 = v298["author"];
  if (v302 !== undefined) {
  if (!(typeof v302 === "string")) return false;
  if (typeof v302 === "string" && ((v302.length > 120 && codePoints(v302) > 120))) return false;
  } }
  { const v303 = v298["author_position"];
  if (v303 !== undefined) {
  if (!(typeof v303 === "string")) return false;
  if (typeof v303 === "string" && ((v303.length > 120 && codePoints(v303) > 120))) return false;
  } }
  }
  } }
  { const v304 = data["section_class"];
  if (v304 !== undefined) {
  if (!(v304 === "left" || v304 === "center" || v304 === "right")) return false;
  } }
  { const v305 = data["justify_text"];
  if (v305 !== undefined) {
  if (!(typeof v305 === "boolean")) return false;
  } }
  { const v306 = data["has_timer"];
  if (v306 !== undefined) {
  if (!(typeof v306 === "boolean")) return false;
  } }
  { const v307 = data["slider_theme"];
  if (v307 !== undefined) {
  if (!(v307 === "light-theme" || v307 === "grey-theme" || v307 === "dark-theme" || v307 === "black-theme" || v307 === "all-white-theme")) return false;
  } }
  return true;
}
function check14(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v310 in data) switch (v310) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "ci_key_list": case "sl_key_brand": case "default_sort": case "forced_statuses": case "filter-brands": case "filter-models": case "filter-financing_options": case "filter-states": case "filter-statuses": case "filter-msrp_price": case "filter-display_price": case "filter-mileage": case "filter-production_year": case "filter-model_year": case "filter-power": case "filter-engine_types": case "filter-transmissions": case "filter-colors": case "filter-specific_colors": case "filter-dealers": case "filter-number_of_seats": case "vehicles": case "box_color": case "padding": break; default: return false; }
  { const v311 = data["id"];
  if (v311 !== undefined) {
  if (!(typeof v311 === "string")) return false;
  if (typeof v311 === "string" && ((v311.length < 2 && codePoints(v311) < 1))) return false;
  } }
  { const v312 = data["block_scroll_id"];
  if (v312 !== undefined) {
  if (!(typeof v312 === "string")) return false;
  if (typeof v312 === "string" && (v312.length !== 0 && !pattern0.test(v312))) return false;
  } }
  { const v313 = data["heading"];
  if (v313 !== undefined) {
  if (!(typeof v313 === "string")) return false;
  if (typeof v313 === "string" && ((v313.length > 150 && codePoints(v313) > 150))) return false;
  } }
  { const v314 = data["header_tag"];
  if (v314 !== undefined) {
  if (!(v314 === 1 || v314 === 2 || v314 === 3 || v314 === 4 || v314 === 5 || v314 === 6)) return false;
  } }
  { const v315 = data["header_size"];
  if (v315 !== undefined) {
  if (!(v315 === "xs" || v315 === "s" || v315 === "m" || v315 === "l" || v315 === "xl" || v315 === "title")) return false;
  } }
  { const v316 = data["ci_key_list"];
  if (v316 !== undefined) {
  if (!(typeof v316 === "string")) return false;
  if (typeof v316 === "string" && (!pattern4.test(v316))) return false;
  } }
  { const v317 = data["sl_key_brand"];
  if (v317 !== undefined) {
  if (!(v317 === "" || v317 === "land_rover" || v317 === "jaguar")) return false;
  } }
  { const v318 = data["default_sort"];
  if (v318 !== undefined) {
  if (!(v318 === "productionYearAsc" || v318 === "productionYearDesc" || v318 === "createdAtAsc" || v318 === "createdAtDesc" || v318 === "mileageAsc" || v318 === "mileageDesc" || v318 === "priceAsc" || v318 === "priceDesc" || v318 === "status")) return false;
  } }
  { const v319 = data["forced_statuses"];
  if (v319 !== undefined) {
  if (!(Array.isArray(v319))) return false;
  if (Array.isArray(v319) && (v319.length > 8 || !allDistinct(v319))) return false;
  if (Array.isArray(v319)) for (let v321 = 0; v321 < v319.length; v321++) {
  const v320 = v319[v321];
  if (!(v320 === "stock" || v320 === "available_soon" || v320 === "reserved" || v320 === "sold" || v320 === "in_production" || v320 === "on_demand" || v320 === "delivery" || v320 === "demo")) return false;
  }
  } }
  { const v322 = data["filter-brands"];
  if (v322 !== undefined) {
  if (!(typeof v322 === "boolean")) return false;
  } }
  { const v323 = data["filter-models"];
  if (v323 !== undefined) {
  if (!(typeof v323 === "boolean")) return false;
  } }
  { const v324 = data["filter-financing_options"];
  if (v324 !== undefined) {
  if (!(typeof v324 === "boolean")) return false;
  } }
  { const v325 = data["filter-states"];
  if (v325 !== undefined) {
  if (!(typeof v325 === "boolean")) return false;
  } }
  { const v326 = data["filter-statuses"];
  if (v326 !== undefined) {
  if (!(typeof v326 === "boolean")) return false;
  } }
  { const v327 = data["filter-msrp_price"];
  if (v327 !== undefined) {
  if (!(typeof v327 === "boolean")) return false;
  } }
  { const v328 = data["filter-display_price"];
  if (v328 !== undefined) {
  if (!(typeof v328 === "boolean")) return false;
  } }
  { const v329 = data["filter-mileage"];
  if (v329 !== undefined) {
  if (!(typeof v329 === "boolean")) return false;
  } }
  { const v330 = data["filter-production_year"];
  if (v330 !== undefined) {
  if (!(typeof v330 === "boolean")) return false;
  } }
  { const v331 = data["filter-model_year"];
  if (v331 !== undefined) {
  if (!(typeof v331 === "boolean")) return false;
  } }
  { const v332 = data["filter-power"];
  if (v332 !== undefined) {
  if (!(typeof v332 === "boolean")) return false;
  } }
  { const v333 = data["filter-engine_types"];
  if (v333 !== undefined) {
  if (!(typeof v333 === "boolean")) return false;
  } }
  { const v334 = data["filter-transmissions"];
  if (v334 !== undefined) {
  if (!(typeof v334 === "boolean")) return false;
  } }
  { const v335 = data["filter-colors"];
  if (v335 !== undefined) {
  if (!(typeof v335 === "boolean")) return false;
  } }
  { const v336 = data["filter-specific_colors"];
  if (v336 !== undefined) {
  if (!(typeof v336 === "boolean")) return false;
  } }
  { const v337 = data["filter-dealers"];
  if (v337 !== undefined) {
  if (!(typeof v337 === "boolean")) return false;
  } }
  { const v338 = data["filter-number_of_seats"];
  if (v338 !== undefined) {
  if (!(typeof v338 === "boolean")) return false;
  } }
  { const v339 = data["vehicles"];
  if (v339 !== undefined) {
  if (!(typeof v339 === "object" && v339 !== null && !Array.isArray(v339))) return false;
  for (const v340 in v339) switch (v340) { case "headline": case "list": break; default: return false; }
  { const v341 = v339["headline"];
  if (v341 !== undefined) {
  if (!(typeof v341 === "string")) return false;
  if (typeof v341 === "string" && ((v341.length > 200 && codePoints(v341) > 200))) return false;
  } }
  { const v342 = v339["list"];
  if (v342 !== undefined) {
  if (!(Array.isArray(v342))) return false;
  if (Array.isArray(v342) && (v342.length > 25 || !allDistinct(v342))) return false;
  if (Array.isArray(v342)) for (let v344 = 0; v344 < v342.length; v344++) {
  const v343 = v342[v344];
  if (!(v343 === "productionYear" || v343 === "model" || v343 === "mileage" || v343 === "engines" || v343 === "color" || v343 === "drivetrain" || v343 === "vin" || v343 === "power" || v343 === "capacity" || v343 === "status" || v343 === "state" || v343 === "colorInterior" || v343 === "brand" || v343 === "title" || v343 === "version" || v343 === "modelYear" || v343 === "transmission" || v343 === "deliveryDate" || v343 === "avl" || v343 === "ownerName" || v343 === "orderNumber" || v343 === "nameplateModelGroup" || v343 === "shortVin" || v343 === "numberOfSeats" || v343 === "batteryCapacity")) return false;
  }
  } }
  } }
  { const v345 = data["box_color"];
  if (v345 !== undefined) {
  if (!(v345 === "light-theme" || v345 === "grey-theme" || v345 === "dark-theme" || v345 === "black-theme")) return false;
  } }
  { const v346 = data["padding"];
  if (v346 !== undefined) {
  if (!(v346 === "normal" || v346 === "top-space-0" || v346 === "bottom-space-0" || v346 === "y-space-0")) return false;
  } }
  return true;
}
function check15(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v349 in data) switch (v349) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "ci_key_list": case "button": case "box_color": case "padding": break; default: return false; }
  { const v350 = data["id"];
  if (v350 !== undefined) {
  if (!(typeof v350 === "string")) return false;
  if (typeof v350 === "string" && ((v350.length < 2 && codePoints(v350) < 1))) return false;
  } }
  { const v351 = data["block_scroll_id"];
  if (v351 !== undefined) {
  if (!(typeof v351 === "string")) return false;
  if (typeof v351 === "string" && (v351.length !== 0 && !pattern0.test(v351))) return false;
  } }
  { const v352 = data["heading"];
  if (v352 !== undefined) {
  if (!(typeof v352 === "string")) return false;
  if (typeof v352 === "string" && ((v352.length > 150 && codePoints(v352) > 150))) return false;
  } }
  { const v353 = data["header_tag"];
  if (v353 !== undefined) {
  if (!(v353 === 1 || v353 === 2 || v353 === 3 || v353 === 4 || v353 === 5 || v353 === 6)) return false;
  } }
  { const v354 = data["header_size"];
  if (v354 !== undefined) {
  if (!(v354 === "xs" || v354 === "s" || v354 === "m" || v354 === "l" || v354 === "xl" || v354 === "title")) return false;
  } }
  { const v355 = data["ci_key_list"];
  if (v355 !== undefined) {
  if (!(typeof v355 === "string")) return false;
  if (typeof v355 === "string" && (!pattern4.test(v355))) return false;
  } }
  { const v356 = data["button"];
  if (v356 !== undefined) {
  if (!(typeof v356 === "object" && v356 !== null && !Array.isArray(v356))) return false;
  for (const v357 in v356) switch (v357) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v358 = v356["url"];
  if (v358 !== undefined) {
  if (!(typeof v358 === "string")) return false;
  if (typeof v358 === "string" && ((v358.length > 2000 && codePoints(v358) > 2000) || v358.length !== 0 && !pattern2.test(v358))) return false;
  } }
  { const v359 = v356["type"];
  if (v359 !== undefined) {
  if (!(v359 === "internal" || v359 === "external" || v359 === "form" || v359 === "file")) return false;
  } }
  { const v360 = v356["target"];
  if (v360 !== undefined) {
  if (!(v360 === "_self" || v360 === "_blank")) return false;
  } }
  { const v361 = v356["link_text"];
  if (v361 !== undefined) {
  if (!(typeof v361 === "string")) return false;
  } }
  { const v362 = v356["icon"];
  if (v362 !== undefined) {
  if (!(typeof v362 === "string")) return false;
  if (typeof v362 === "string" && (v362.length !== 0 && !pattern1.test(v362))) return false;
  } }
  { const v363 = v356["ui_type"];
  if (v363 !== undefined) {
  if (!(v363 === "primary" || v363 === "secondary" || v363 === "tertiary")) return false;
  } }
  { const v364 = v356["size"];
  if (v364 !== undefined) {
  if (!(v364 === "medium" || v364 === "small")) return false;
  } }
  { const v365 = v356["rdx_forms_form_id"];
  if (v365 !== undefined) {
  if (!(typeof v365 === "string")) return false;
  } }
  { const v366 = v356["hidden_fields"];
  if (v366 !== undefined) {
  if (!(Array.isArray(v366))) return false;
  if (Array.isArray(v366) && (v366.length > 20)) return false;
  if (Array.isArray(v366)) for (let v368 = 0; v368 < v366.length; v368++) {
  const v367 = v366[v368];
  if (!(typeof v367 === "object" && v367 !== null && !Array.isArray(v367))) return false;
  if (v367["name"] === undefined || v367["value"] === undefined) return false;
  for (const v369 in v367) switch (v369) { case "name": case "value": break; default: return false; }
  { const v370 = v367["name"];
  if (v370 !== undefined) {
  if (!(typeof v370 === "string")) return false;
  if (typeof v370 === "string" && ((v370.length < 2 && codePoints(v370) < 1))) return false;
  } }
  { const v371 = v367["value"];
  if (v371 !== undefined) {
  if (!(typeof v371 === "string")) return false;
  } }
  }
  } }
  { const v372 = v356["form_layout"];
  if (v372 !== undefined) {
  if (!(v372 === "single" || v372 === "double")) return false;
  } }
  } }
  { const v373 = data["box_color"];
  if (v373 !== undefined) {
  if (!(v373 === "light-theme" || v373 === "grey-theme" || v373 === "dark-theme" || v373 === "black-theme")) return false;
  } }
  { const v374 = data["padding"];
  if (v374 !== undefined) {
  if (!(v374 === "normal" || v374 === "top-space-0" || v374 === "bottom-space-0" || v374 === "y-space-0")) return false;
  } }
  return true;
}
function check16(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v377 in data) switch (v377) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "ci_key_list": case "sl_key_brand": case "default_sort": case "forced_statuses": case "filter-brands": case "filter-models": case "filter-financing_options": case "filter-states": case "filter-statuses": case "filter-msrp_price": case "filter-display_price": case "filter-mileage": case "filter-production_year": case "filter-model_year": case "filter-power": case "filter-engine_types": case "filter-transmissions": case "filter-colors": case "filter-specific_colors": case "filter-dealers": case "filter-number_of_seats": case "vehicles": case "box_color": case "padding": break; default: return false; }
  { const v378 = data["id"];
  if (v378 !== undefined) {
  if (!(typeof v378 === "string")) return false;
  if (typeof v378 === "string" && ((v378.length < 2 && codePoints(v378) < 1))) return false;
  } }
  { const v379 = data["block_scroll_id"];
  if (v379 !== undefined) {
  if (!(typeof v379 === "string")) return false;
  if (typeof v379 === "string" && (v379.length !== 0 && !pattern0.test(v379))) return false;
  } }
  { const v380 = data["heading"];
  if (v380 !== undefined) {
  if (!(typeof v380 === "string")) return false;
  if (typeof v380 === "string" && ((v380.length > 150 && codePoints(v380) > 150))) return false;
  } }
  { const v381 = data["header_tag"];
  if (v381 !== undefined) {
  if (!(v381 === 1 || v381 === 2 || v381 === 3 || v381 === 4 || v381 === 5 || v381 === 6)) return false;
  } }
  { const v382 = data["header_size"];
  if (v382 !== undefined) {
  if (!(v382 === "xs" || v382 === "s" || v382 === "m" || v382 === "l" || v382 === "xl" || v382 === "title")) return false;
  } }
  { const v383 = data["ci_key_list"];
  if (v383 !== undefined) {
  if (!(typeof v383 === "string")) return false;
  if (typeof v383 === "string" && (!pattern4.test(v383))) return false;
  } }
  { const v384 = data["sl_key_brand"];
  if (v384 !== undefined) {
  if (!(v384 === "" || v384 === "land_rover" || v384 === "jaguar")) return false;
  } }
  { const v385 = data["default_sort"];
  if (v385 !== undefined) {
  if (!(v385 === "productionYearAsc" || v385 === "productionYearDesc" || v385 === "createdAtAsc" || v385 === "createdAtDesc" || v385 === "mileageAsc" || v385 === "mileageDesc" || v385 === "priceAsc" || v385 === "priceDesc" || v385 === "status")) return false;
  } }
  { const v386 = data["forced_statuses"];
  if (v386 !== undefined) {
  if (!(Array.isArray(v386))) return false;
  if (Array.isArray(v386) && (v386.length > 8)) return false;
  if (Array.isArray(v386)) for (let v388 = 0; v388 < v386.length; v388++) {
  const v387 = v386[v388];
  if (!(v387 === "stock" || v387 === "available_soon" || v387 === "reserved" || v387 === "sold" || v387 === "in_production" || v387 === "on_demand" || v387 === "delivery" || v387 === "demo")) return false;
  }
  } }
  { const v389 = data["filter-brands"];
  if (v389 !== undefined) {
  if (!(typeof v389 === "boolean")) return false;
  } }
  { const v390 = data["filter-models"];
  if (v390 !== undefined) {
  if (!(typeof v390 === "boolean")) return false;
  } }
  { const v391 = data["filter-financing_options"];
  if (v391 !== undefined) {
  if (!(typeof v391 === "boolean")) return false;
  } }
  { const v392 = data["filter-states"];
  if (v392 !== undefined) {
  if (!(typeof v392 === "boolean")) return false;
  } }
  { const v393 = data["filter-statuses"];
  if (v393 !== undefined) {
  if (!(typeof v393 === "boolean")) return false;
  } }
  { const v394 = data["filter-msrp_price"];
  if (v394 !== undefined) {
  if (!(typeof v394 === "boolean")) return false;
  } }
  { const v395 = data["filter-display_price"];
  if (v395 !== undefined) {
  if (!(typeof v395 === "boolean")) return false;
  } }
  { const v396 = data["filter-mileage"];
  if (v396 !== undefined) {
  if (!(typeof v396 === "boolean")) return false;
  } }
  { const v397 = data["filter-production_year"];
  if (v397 !== undefined) {
  if (!(typeof v397 === "boolean")) return false;
  } }
  { const v398 = data["filter-model_year"];
  if (v398 !== undefined) {
  if (!(typeof v398 === "boolean")) return false;
  } }
  { const v399 = data["filter-power"];
  if (v399 !== undefined) {
  if (!(typeof v399 === "boolean")) return false;
  } }
  { const v400 = data["filter-engine_types"];
  if (v400 !== undefined) {
  if (!(typeof v400 === "boolean")) return false;
  } }
  { const v401 = data["filter-transmissions"];
  if (v401 !== undefined) {
  if (!(typeof v401 === "boolean")) return false;
  } }
  { const v402 = data["filter-colors"];
  if (v402 !== undefined) {
  if (!(typeof v402 === "boolean")) return false;
  } }
  { const v403 = data["filter-specific_colors"];
  if (v403 !== undefined) {
  if (!(typeof v403 === "boolean")) return false;
  } }
  { const v404 = data["filter-dealers"];
  if (v404 !== undefined) {
  if (!(typeof v404 === "boolean")) return false;
  } }
  { const v405 = data["filter-number_of_seats"];
  if (v405 !== undefined) {
  if (!(typeof v405 === "boolean")) return false;
  } }
  { const v406 = data["vehicles"];
  if (v406 !== undefined) {
  if (!(typeof v406 === "object" && v406 !== null && !Array.isArray(v406))) return false;
  for (const v407 in v406) switch (v407) { case "headline": case "list": break; default: return false; }
  { const v408 = v406["headline"];
  if (v408 !== undefined) {
  if (!(typeof v408 === "string")) return false;
  if (typeof v408 === "string" && ((v408.length > 200 && codePoints(v408) > 200))) return false;
  } }
  { const v409 = v406["list"];
  if (v409 !== undefined) {
  if (!(Array.isArray(v409))) return false;
  if (Array.isArray(v409) && (v409.length > 25)) return false;
  if (Array.isArray(v409)) for (let v411 = 0; v411 < v409.length; v411++) {
  const v410 = v409[v411];
  if (!(v410 === "productionYear" || v410 === "model" || v410 === "mileage" || v410 === "engines" || v410 === "color" || v410 === "drivetrain" || v410 === "vin" || v410 === "power" || v410 === "capacity" || v410 === "status" || v410 === "state" || v410 === "colorInterior" || v410 === "brand" || v410 === "title" || v410 === "version" || v410 === "modelYear" || v410 === "transmission" || v410 === "deliveryDate" || v410 === "avl" || v410 === "ownerName" || v410 === "orderNumber" || v410 === "nameplateModelGroup" || v410 === "shortVin" || v410 === "numberOfSeats" || v410 === "batteryCapacity")) return false;
  }
  } }
  } }
  { const v412 = data["box_color"];
  if (v412 !== undefined) {
  if (!(v412 === "light-theme" || v412 === "grey-theme" || v412 === "dark-theme" || v412 === "black-theme")) return false;
  } }
  { const v413 = data["padding"];
  if (v413 !== undefined) {
  if (!(v413 === "normal" || v413 === "top-space-0" || v413 === "bottom-space-0" || v413 === "y-space-0")) return false;
  } }
  return true;
}
function check17(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["tabs"] === undefined) return false;
  for (const v416 in data) switch (v416) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "has_modal": case "tabs": case "box_color": case "padding": break; default: return false; }
  { const v417 = data["id"];
  if (v417 !== undefined) {
  if (!(typeof v417 === "string")) return false;
  if (typeof v417 === "string" && ((v417.length < 2 && codePoints(v417) < 1))) return false;
  } }
  { const v418 = data["block_scroll_id"];
  if (v418 !== undefined) {
  if (!(typeof v418 === "string")) return false;
  if (typeof v418 === "string" && (v418.length !== 0 && !pattern0.test(v418))) return false;
  } }
  { const v419 = data["heading"];
  if (v419 !== undefined) {
  if (!(typeof v419 === "string")) return false;
  if (typeof v419 === "string" && ((v419.length > 150 && codePoints(v419) > 150))) return false;
  } }
  { const v420 = data["header_tag"];
  if (v420 !== undefined) {
  if (!(v420 === 1 || v420 === 2 || v420 === 3 || v420 === 4 || v420 === 5 || v420 === 6)) return false;
  } }
  { const v421 = data["header_size"];
  if (v421 !== undefined) {
  if (!(v421 === "xs" || v421 === "s" || v421 === "m" || v421 === "l" || v421 === "xl" || v421 === "title")) return false;
  } }
  { const v422 = data["has_modal"];
  if (v422 !== undefined) {
  if (!(typeof v422 === "boolean")) return false;
  } }
  { const v423 = data["tabs"];
  if (v423 !== undefined) {
  if (!(Array.isArray(v423))) return false;
  if (Array.isArray(v423) && (v423.length > 10 || v423.length < 1)) return false;
  if (Array.isArray(v423)) for (let v425 = 0; v425 < v423.length; v425++) {
  const v424 = v423[v425];
  if (!(typeof v424 === "object" && v424 !== null && !Array.isArray(v424))) return false;
  if (v424["tab_label"] === undefined) return false;
  for (const v426 in v424) switch (v426) { case "tab_label": case "tab_id": case "content": break; default: return false; }
  { const v427 = v424["tab_label"];
  if (v427 !== undefined) {
  if (!(typeof v427 === "string")) return false;
  if (typeof v427 === "string" && ((v427.length > 60 && codePoints(v427) > 60) || (v427.length < 2 && codePoints(v427) < 1))) return false;
  } }
  { const v428 = v424["tab_id"];
  if (v428 !== undefined) {
  if (!(typeof v428 === "string")) return false;
  if (typeof v428 === "string" && (v428.length !== 0 && !pattern0.test(v428))) return false;
  } }
  { const v429 = v424["content"];
  if (v429 !== undefined) {
  if (!check4(v429)) return false;
  } }
  }
  } }
  { const v430 = data["box_color"];
  if (v430 !== undefined) {
  if (!(v430 === "light-theme" || v430 === "grey-theme" || v430 === "dark-theme" || v430 === "black-theme")) return false;
  } }
  { const v431 = data["padding"];
  if (v431 !== undefined) {
  if (!(v431 === "normal" || v431 === "top-space-0" || v431 === "bottom-space-0" || v431 === "y-space-0")) return false;
  } }
  return true;
}
function check2(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["type"] === undefined || data["props"] === undefined) return false;
  for (const v14 in data) switch (v14) { case "type": case "props": break; default: return false; }
  { const v15 = data["type"];
  if (v15 !== undefined) {
  if (!(typeof v15 === "string")) return false;
  } }
  { const v16 = data["props"];
  if (v16 !== undefined) {
  if (!(typeof v16 === "object" && v16 !== null && !Array.isArray(v16))) return false;
  } }
  if (typeof data === "object" && data !== null && !Array.isArray(data)) switch (data["type"]) {
  case "accordion": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v17 = data["type"];
  if (v17 !== undefined) {
  if (v17 !== "accordion") return false;
  } }
  { const v18 = data["props"];
  if (v18 !== undefined) {
  if (!check3(v18)) return false;
  } }
  }
  break; }
  case "column-group": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v37 = data["type"];
  if (v37 !== undefined) {
  if (v37 !== "column-group") return false;
  } }
  { const v38 = data["props"];
  if (v38 !== undefined) {
  if (!check5(v38)) return false;
  } }
  }
  break; }
  case "content-blocks": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v94 = data["type"];
  if (v94 !== undefined) {
  if (v94 !== "content-blocks") return false;
  } }
  { const v95 = data["props"];
  if (v95 !== undefined) {
  if (!check6(v95)) return false;
  } }
  }
  break; }
  case "form": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v140 = data["type"];
  if (v140 !== undefined) {
  if (v140 !== "form") return false;
  } }
  { const v141 = data["props"];
  if (v141 !== undefined) {
  if (!check7(v141)) return false;
  } }
  }
  break; }
  case "hero-title-banner": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v177 = data["type"];
  if (v177 !== undefined) {
  if (v177 !== "hero-title-banner") return false;
  } }
  { const v178 = data["props"];
  if (v178 !== undefined) {
  if (!check8(v178)) return false;
  } }
  }
  break; }
  case "image-element": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v214 = data["type"];
  if (v214 !== undefined) {
  if (v214 !== "image-element") return false;
  } }
  { const v215 = data["props"];
  if (v215 !== undefined) {
  if (!check9(v215)) return false;
  } }
  }
  break; }
  case "image-tabs": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v241 = data["type"];
  if (v241 !== undefined) {
  if (v241 !== "image-tabs") return false;
  } }
  { const v242 = data["props"];
  if (v242 !== undefined) {
  if (!check10(v242)) return false;
  } }
  }
  break; }
  case "inpage-navigation": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v269 = data["type"];
  if (v269 !== undefined) {
  if (v269 !== "inpage-navigation") return false;
  } }
  { const v270 = data["props"];
  if (v270 !== undefined) {
  if (!check11(v270)) return false;
  } }
  }
  break; }
  case "quote": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v281 = data["type"];
  if (v281 !== undefined) {
  if (v281 !== "quote") return false;
  } }
  { const v282 = data["props"];
  if (v282 !== undefined) {
  if (!check12(v282)) return false;
  } }
  }
  break; }
  case "quote-slider": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v292 = data["type"];
  if (v292 !== undefined) {
  if (v292 !== "quote-slider") return false;
  } }
  { const v293 = data["props"];
  if (v293 !== undefined) {
  if (!check13(v293)) return false;
  } }
  }
  break; }
  case "stock-locator": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v308 = data["type"];
  if (v308 !== undefined) {
  if (v308 !== "stock-locator") return false;
  } }
  { const v309 = data["props"];
  if (v309 !== undefined) {
  if (!check14(v309)) return false;
  } }
  }
  break; }
  case "stock-locator-carousel": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v347 = data["type"];
  if (v347 !== undefined) {
  if (v347 !== "stock-locator-carousel") return false;
  } }
  { const v348 = data["props"];
  if (v348 !== undefined) {
  if (!check15(v348)) return false;
  } }
  }
  break; }
  case "stock-locator-overseas": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v375 = data["type"];
  if (v375 !== undefined) {
  if (v375 !== "stock-locator-overseas") return false;
  } }
  { const v376 = data["props"];
  if (v376 !== undefined) {
  if (!check16(v376)) return false;
  } }
  }
  break; }
  case "tabs": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v414 = data["type"];
  if (v414 !== undefined) {
  if (v414 !== "tabs") return false;
  } }
  { const v415 = data["props"];
  if (v415 !== undefined) {
  if (!check17(v415)) return false;
  } }
  }
  break; }
  default: return false;
  }
  return true;
}
function check1(data) {
  if (!(Array.isArray(data))) return false;
  if (Array.isArray(data)) for (let v13 = 0; v13 < data.length; v13++) {
  const v12 = data[v13];
  if (!check2(v12)) return false;
  }
  return true;
}
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["schemaVersion"] === undefined || data["root"] === undefined || data["content"] === undefined) return false;
  for (const v1 in data) switch (v1) { case "schemaVersion": case "blockVersions": case "root": case "content": break; default: return false; }
  { const v2 = data["schemaVersion"];
  if (v2 !== undefined) {
  if (v2 !== 1) return false;
  } }
  { const v3 = data["blockVersions"];
  if (v3 !== undefined) {
  if (!(typeof v3 === "object" && v3 !== null && !Array.isArray(v3))) return false;
  for (const v4 in v3) {
  const v5 = v3[v4];
  if (!(typeof v5 === "number" && !(v5 % 1) && !isNaN(v5) && isFinite(v5))) return false;
  if (typeof v5 === "number" && (v5 < 2)) return false;
  }
  } }
  { const v6 = data["root"];
  if (v6 !== undefined) {
  if (!(typeof v6 === "object" && v6 !== null && !Array.isArray(v6))) return false;
  if (v6["props"] === undefined) return false;
  for (const v7 in v6) switch (v7) { case "props": break; default: return false; }
  { const v8 = v6["props"];
  if (v8 !== undefined) {
  if (!(typeof v8 === "object" && v8 !== null && !Array.isArray(v8))) return false;
  for (const v9 in v8) switch (v9) { case "title": break; default: return false; }
  { const v10 = v8["title"];
  if (v10 !== undefined) {
  if (!(typeof v10 === "string")) return false;
  } }
  } }
  } }
  { const v11 = data["content"];
  if (v11 !== undefined) {
  if (!check1(v11)) return false;
  } }
  return true;
}
export const page = check0;
export const block_accordion = check3;
export const block_column_group = check5;
export const block_content_blocks = check6;
export const block_form = check7;
export const block_hero_title_banner = check8;
export const block_image_element = check9;
export const block_image_tabs = check10;
export const block_inpage_navigation = check11;
export const block_quote = check12;
export const block_quote_slider = check13;
export const block_stock_locator = check14;
export const block_stock_locator_carousel = check15;
export const block_stock_locator_overseas = check16;
export const block_tabs = check17;
