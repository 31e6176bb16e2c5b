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
const pattern3 = new RegExp("^[a-z0-9-]{1,60}$", "u");
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
  if (data["id"] === undefined || data["heading"] === undefined) return false;
  for (const v142 in data) switch (v142) { case "id": case "block_scroll_id": case "rdx-image": case "heading": case "level": case "header_size": case "header_font": case "button": case "box_color": break; default: return false; }
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
  { const v145 = data["rdx-image"];
  if (v145 !== undefined) {
  if (!(typeof v145 === "object" && v145 !== null && !Array.isArray(v145))) return false;
  if (v145["id"] === undefined) return false;
  for (const v146 in v145) switch (v146) { case "id": case "alt": case "variants": break; default: return false; }
  { const v147 = v145["id"];
  if (v147 !== undefined) {
  if (!(typeof v147 === "string")) return false;
  if (typeof v147 === "string" && ((v147.length < 2 && codePoints(v147) < 1))) return false;
  } }
  { const v148 = v145["alt"];
  if (v148 !== undefined) {
  if (!(typeof v148 === "string")) return false;
  } }
  { const v149 = v145["variants"];
  if (v149 !== undefined) {
  if (!(Array.isArray(v149))) return false;
  if (Array.isArray(v149)) for (let v151 = 0; v151 < v149.length; v151++) {
  const v150 = v149[v151];
  if (!(typeof v150 === "object" && v150 !== null && !Array.isArray(v150))) return false;
  if (v150["width"] === undefined || v150["height"] === undefined) return false;
  for (const v152 in v150) switch (v152) { case "width": case "height": break; default: return false; }
  { const v153 = v150["width"];
  if (v153 !== undefined) {
  if (!(typeof v153 === "number" && !(v153 % 1) && !isNaN(v153) && isFinite(v153))) return false;
  if (typeof v153 === "number" && (v153 < 1)) return false;
  } }
  { const v154 = v150["height"];
  if (v154 !== undefined) {
  if (!(typeof v154 === "number" && !(v154 % 1) && !isNaN(v154) && isFinite(v154))) return false;
  if (typeof v154 === "number" && (v154 < 1)) return false;
  } }
  }
  } }
  } }
  { const v155 = data["heading"];
  if (v155 !== undefined) {
  if (!(typeof v155 === "string")) return false;
  if (typeof v155 === "string" && ((v155.length > 150 && codePoints(v155) > 150) || (v155.length < 2 && codePoints(v155) < 1))) return false;
  } }
  { const v156 = data["level"];
  if (v156 !== undefined) {
  if (!(v156 === 1 || v156 === 2 || v156 === 3 || v156 === 4 || v156 === 5 || v156 === 6)) return false;
  } }
  { const v157 = data["header_size"];
  if (v157 !== undefined) {
  if (!(v157 === "xs" || v157 === "s" || v157 === "m" || v157 === "l" || v157 === "xl" || v157 === "title")) return false;
  } }
  { const v158 = data["header_font"];
  if (v158 !== undefined) {
  if (!(v158 === "primary" || v158 === "secondary")) return false;
  } }
  { const v159 = data["button"];
  if (v159 !== undefined) {
  if (!(typeof v159 === "object" && v159 !== null && !Array.isArray(v159))) return false;
  for (const v160 in v159) switch (v160) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v161 = v159["url"];
  if (v161 !== undefined) {
  if (!(typeof v161 === "string")) return false;
  if (typeof v161 === "string" && ((v161.length > 2000 && codePoints(v161) > 2000) || v161.length !== 0 && !pattern2.test(v161))) return false;
  } }
  { const v162 = v159["type"];
  if (v162 !== undefined) {
  if (!(v162 === "internal" || v162 === "external" || v162 === "form" || v162 === "file")) return false;
  } }
  { const v163 = v159["target"];
  if (v163 !== undefined) {
  if (!(v163 === "_self" || v163 === "_blank")) return false;
  } }
  { const v164 = v159["link_text"];
  if (v164 !== undefined) {
  if (!(typeof v164 === "string")) return false;
  } }
  { const v165 = v159["icon"];
  if (v165 !== undefined) {
  if (!(typeof v165 === "string")) return false;
  if (typeof v165 === "string" && (v165.length !== 0 && !pattern1.test(v165))) return false;
  } }
  { const v166 = v159["ui_type"];
  if (v166 !== undefined) {
  if (!(v166 === "primary" || v166 === "secondary" || v166 === "tertiary")) return false;
  } }
  { const v167 = v159["size"];
  if (v167 !== undefined) {
  if (!(v167 === "medium" || v167 === "small")) return false;
  } }
  { const v168 = v159["rdx_forms_form_id"];
  if (v168 !== undefined) {
  if (!(typeof v168 === "string")) return false;
  } }
  { const v169 = v159["hidden_fields"];
  if (v169 !== undefined) {
  if (!(Array.isArray(v169))) return false;
  if (Array.isArray(v169) && (v169.length > 20)) return false;
  if (Array.isArray(v169)) for (let v171 = 0; v171 < v169.length; v171++) {
  const v170 = v169[v171];
  if (!(typeof v170 === "object" && v170 !== null && !Array.isArray(v170))) return false;
  if (v170["name"] === undefined || v170["value"] === undefined) return false;
  for (const v172 in v170) switch (v172) { case "name": case "value": break; default: return false; }
  { const v173 = v170["name"];
  if (v173 !== undefined) {
  if (!(typeof v173 === "string")) return false;
  if (typeof v173 === "string" && ((v173.length < 2 && codePoints(v173) < 1))) return false;
  } }
  { const v174 = v170["value"];
  if (v174 !== undefined) {
  if (!(typeof v174 === "string")) return false;
  } }
  }
  } }
  { const v175 = v159["form_layout"];
  if (v175 !== undefined) {
  if (!(v175 === "single" || v175 === "double")) return false;
  } }
  } }
  { const v176 = data["box_color"];
  if (v176 !== undefined) {
  if (!(v176 === "light-theme" || v176 === "grey-theme" || v176 === "dark-theme" || v176 === "black-theme")) return false;
  } }
  return true;
}
function check8(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["image"] === undefined) return false;
  for (const v179 in data) switch (v179) { case "id": case "block_scroll_id": case "image": case "fullPath": case "sizes": case "heights": case "ratio": case "format": case "loading": case "alt": case "caption": break; default: return false; }
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
  { const v182 = data["image"];
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
  { const v192 = data["fullPath"];
  if (v192 !== undefined) {
  if (!(typeof v192 === "string")) return false;
  if (typeof v192 === "string" && ((v192.length > 500 && codePoints(v192) > 500))) return false;
  } }
  { const v193 = data["sizes"];
  if (v193 !== undefined) {
  if (!(Array.isArray(v193))) return false;
  if (Array.isArray(v193) && (v193.length > 10)) return false;
  if (Array.isArray(v193)) for (let v195 = 0; v195 < v193.length; v195++) {
  const v194 = v193[v195];
  if (!(typeof v194 === "number" && !(v194 % 1) && !isNaN(v194) && isFinite(v194))) return false;
  if (typeof v194 === "number" && (v194 < 1 || v194 > 2560)) return false;
  }
  } }
  { const v196 = data["heights"];
  if (v196 !== undefined) {
  if (!(Array.isArray(v196))) return false;
  if (Array.isArray(v196) && (v196.length > 10)) return false;
  if (Array.isArray(v196)) for (let v198 = 0; v198 < v196.length; v198++) {
  const v197 = v196[v198];
  if (!(typeof v197 === "number" && !(v197 % 1) && !isNaN(v197) && isFinite(v197))) return false;
  if (typeof v197 === "number" && (v197 < 1 || v197 > 2560)) return false;
  }
  } }
  { const v199 = data["ratio"];
  if (v199 !== undefined) {
  if (!(v199 === "16-9" || v199 === "16-6-5" || v199 === "1-1")) return false;
  } }
  { const v200 = data["format"];
  if (v200 !== undefined) {
  if (!(v200 === "jpg" || v200 === "webp" || v200 === "png")) return false;
  } }
  { const v201 = data["loading"];
  if (v201 !== undefined) {
  if (!(v201 === "auto" || v201 === "eager" || v201 === "lazy")) return false;
  } }
  { const v202 = data["alt"];
  if (v202 !== undefined) {
  if (!(typeof v202 === "string")) return false;
  if (typeof v202 === "string" && ((v202.length > 300 && codePoints(v202) > 300))) return false;
  } }
  { const v203 = data["caption"];
  if (v203 !== undefined) {
  if (!(typeof v203 === "string")) return false;
  if (typeof v203 === "string" && ((v203.length > 300 && codePoints(v203) > 300))) return false;
  } }
  return true;
}
function check9(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["tabs"] === undefined) return false;
  for (const v206 in data) switch (v206) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "has_lazyload": case "tabs": case "box_color": case "padding": break; default: return false; }
  { const v207 = data["id"];
  if (v207 !== undefined) {
  if (!(typeof v207 === "string")) return false;
  if (typeof v207 === "string" && ((v207.length < 2 && codePoints(v207) < 1))) return false;
  } }
  { const v208 = data["block_scroll_id"];
  if (v208 !== undefined) {
  if (!(typeof v208 === "string")) return false;
  if (typeof v208 === "string" && (v208.length !== 0 && !pattern0.test(v208))) return false;
  } }
  { const v209 = data["heading"];
  if (v209 !== undefined) {
  if (!(typeof v209 === "string")) return false;
  if (typeof v209 === "string" && ((v209.length > 150 && codePoints(v209) > 150))) return false;
  } }
  { const v210 = data["header_tag"];
  if (v210 !== undefined) {
  if (!(v210 === 1 || v210 === 2 || v210 === 3 || v210 === 4 || v210 === 5 || v210 === 6)) return false;
  } }
  { const v211 = data["header_size"];
  if (v211 !== undefined) {
  if (!(v211 === "xs" || v211 === "s" || v211 === "m" || v211 === "l" || v211 === "xl" || v211 === "title")) return false;
  } }
  { const v212 = data["has_lazyload"];
  if (v212 !== undefined) {
  if (!(typeof v212 === "boolean")) return false;
  } }
  { const v213 = data["tabs"];
  if (v213 !== undefined) {
  if (!(Array.isArray(v213))) return false;
  if (Array.isArray(v213) && (v213.length > 8 || v213.length < 1)) return false;
  if (Array.isArray(v213)) for (let v215 = 0; v215 < v213.length; v215++) {
  const v214 = v213[v215];
  if (!(typeof v214 === "object" && v214 !== null && !Array.isArray(v214))) return false;
  if (v214["tab_label"] === undefined) return false;
  for (const v216 in v214) switch (v216) { case "tab_label": case "tab_id": case "image": case "content": break; default: return false; }
  { const v217 = v214["tab_label"];
  if (v217 !== undefined) {
  if (!(typeof v217 === "string")) return false;
  if (typeof v217 === "string" && ((v217.length > 60 && codePoints(v217) > 60) || (v217.length < 2 && codePoints(v217) < 1))) return false;
  } }
  { const v218 = v214["tab_id"];
  if (v218 !== undefined) {
  if (!(typeof v218 === "string")) return false;
  if (typeof v218 === "string" && (v218.length !== 0 && !pattern0.test(v218))) return false;
  } }
  { const v219 = v214["image"];
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
  { const v229 = v214["content"];
  if (v229 !== undefined) {
  if (!check4(v229)) return false;
  } }
  }
  } }
  { const v230 = data["box_color"];
  if (v230 !== undefined) {
  if (!(v230 === "light-theme" || v230 === "grey-theme" || v230 === "dark-theme" || v230 === "black-theme")) return false;
  } }
  { const v231 = data["padding"];
  if (v231 !== undefined) {
  if (!(v231 === "normal" || v231 === "top-space-0" || v231 === "bottom-space-0" || v231 === "y-space-0")) return false;
  } }
  return true;
}
function check10(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v234 in data) switch (v234) { case "id": case "items": case "goTopShort": case "box_color": break; default: return false; }
  { const v235 = data["id"];
  if (v235 !== undefined) {
  if (!(typeof v235 === "string")) return false;
  if (typeof v235 === "string" && ((v235.length < 2 && codePoints(v235) < 1))) return false;
  } }
  { const v236 = data["items"];
  if (v236 !== undefined) {
  if (!(Array.isArray(v236))) return false;
  if (Array.isArray(v236) && (v236.length > 10)) return false;
  if (Array.isArray(v236)) for (let v238 = 0; v238 < v236.length; v238++) {
  const v237 = v236[v238];
  if (!(typeof v237 === "object" && v237 !== null && !Array.isArray(v237))) return false;
  if (v237["label"] === undefined) return false;
  for (const v239 in v237) switch (v239) { case "label": case "blockId": break; default: return false; }
  { const v240 = v237["label"];
  if (v240 !== undefined) {
  if (!(typeof v240 === "string")) return false;
  if (typeof v240 === "string" && ((v240.length > 40 && codePoints(v240) > 40) || (v240.length < 2 && codePoints(v240) < 1))) return false;
  } }
  { const v241 = v237["blockId"];
  if (v241 !== undefined) {
  if (!(typeof v241 === "string")) return false;
  if (typeof v241 === "string" && (v241.length !== 0 && !pattern0.test(v241))) return false;
  } }
  }
  } }
  { const v242 = data["goTopShort"];
  if (v242 !== undefined) {
  if (!(typeof v242 === "string")) return false;
  if (typeof v242 === "string" && ((v242.length > 30 && codePoints(v242) > 30) || (v242.length < 2 && codePoints(v242) < 1))) return false;
  } }
  { const v243 = data["box_color"];
  if (v243 !== undefined) {
  if (!(v243 === "light-theme" || v243 === "grey-theme" || v243 === "dark-theme" || v243 === "black-theme")) return false;
  } }
  return true;
}
function check11(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["quote"] === undefined) return false;
  for (const v246 in data) switch (v246) { case "id": case "block_scroll_id": case "quote": case "author": case "author_position": case "alignment": case "box_color": case "padding": break; default: return false; }
  { const v247 = data["id"];
  if (v247 !== undefined) {
  if (!(typeof v247 === "string")) return false;
  if (typeof v247 === "string" && ((v247.length < 2 && codePoints(v247) < 1))) return false;
  } }
  { const v248 = data["block_scroll_id"];
  if (v248 !== undefined) {
  if (!(typeof v248 === "string")) return false;
  if (typeof v248 === "string" && (v248.length !== 0 && !pattern0.test(v248))) return false;
  } }
  { const v249 = data["quote"];
  if (v249 !== undefined) {
  if (!(typeof v249 === "string")) return false;
  if (typeof v249 === "string" && ((v249.length > 600 && codePoints(v249) > 600) || (v249.length < 2 && codePoints(v249) < 1))) return false;
  } }
  { const v250 = data["author"];
  if (v250 !== undefined) {
  if (!(typeof v250 === "string")) return false;
  } }
  { const v251 = data["author_position"];
  if (v251 !== undefined) {
  if (!(typeof v251 === "string")) return false;
  } }
  { const v252 = data["alignment"];
  if (v252 !== undefined) {
  if (!(v252 === "left" || v252 === "center" || v252 === "right")) return false;
  } }
  { const v253 = data["box_color"];
  if (v253 !== undefined) {
  if (!(v253 === "light-theme" || v253 === "grey-theme" || v253 === "dark-theme" || v253 === "black-theme")) return false;
  } }
  { const v254 = data["padding"];
  if (v254 !== undefined) {
  if (!(v254 === "normal" || v254 === "top-space-0" || v254 === "bottom-space-0" || v254 === "y-space-0")) return false;
  } }
  return true;
}
function check12(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["slides"] === undefined) return false;
  for (const v257 in data) switch (v257) { case "id": case "block_scroll_id": case "slides": case "section_class": case "justify_text": case "has_timer": case "slider_theme": break; default: return false; }
  { const v258 = data["id"];
  if (v258 !== undefined) {
  if (!(typeof v258 === "string")) return false;
  if (typeof v258 === "string" && ((v258.length < 2 && codePoints(v258) < 1))) return false;
  } }
  { const v259 = data["block_scroll_id"];
  if (v259 !== undefined) {
  if (!(typeof v259 === "string")) return false;
  if (typeof v259 === "string" && (v259.length !== 0 && !pattern0.test(v259))) return false;
  } }
  { const v260 = data["slides"];
  if (v260 !== undefined) {
  if (!(Array.isArray(v260))) return false;
  if (Array.isArray(v260) && (v260.length > 10 || v260.length < 1)) return false;
  if (Array.isArray(v260)) for (let v262 = 0; v262 < v260.length; v262++) {
  const v261 = v260[v262];
  if (!(typeof v261 === "object" && v261 !== null && !Array.isArray(v261))) return false;
  if (v261["quote"] === undefined) return false;
  for (const v263 in v261) switch (v263) { case "quote": case "author": case "author_position": break; default: return false; }
  { const v264 = v261["quote"];
  if (v264 !== undefined) {
  if (!(typeof v264 === "string")) return false;
  if (typeof v264 === "string" && ((v264.length > 600 && codePoints(v264) > 600) || (v264.length < 2 && codePoints(v264) < 1))) return false;
  } }
  { const v265 = v261["author"];
  if (v265 !== undefined) {
  if (!(typeof v265 === "string")) return false;
  if (typeof v265 === "string" && ((v265.length > 120 && codePoints(v265) > 120))) return false;
  } }
  { const v266 = v261["author_position"];
  if (v266 !== undefined) {
  if (!(typeof v266 === "string")) return false;
  if (typeof v266 === "string" && ((v266.length > 120 && codePoints(v266) > 120))) return false;
  } }
  }
  } }
  { const v267 = data["section_class"];
  if (v267 !== undefined) {
  if (!(v267 === "left" || v267 === "center" || v267 === "right")) return false;
  } }
  { const v268 = data["justify_text"];
  if (v268 !== undefined) {
  if (!(typeof v268 === "boolean")) return false;
  } }
  { const v269 = data["has_timer"];
  if (v269 !== undefined) {
  if (!(typeof v269 === "boolean")) return false;
  } }
  { const v270 = data["slider_theme"];
  if (v270 !== undefined) {
  if (!(v270 === "light-theme" || v270 === "grey-theme" || v270 === "dark-theme" || v270 === "black-theme" || v270 === "all-white-theme")) return false;
  } }
  return true;
}
function check13(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v273 in data) switch (v273) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "ci_key_list": case "sl_key_brand": case "default_sort": case "forced_statuses": case "filter-brands": case "filter-models": case "filter-financing_options": case "filter-states": case "filter-statuses": case "filter-msrp_price": case "filter-display_price": case "filter-mileage": case "filter-production_year": case "filter-model_year": case "filter-power": case "filter-engine_types": case "filter-transmissions": case "filter-colors": case "filter-specific_colors": case "filter-dealers": case "filter-number_of_seats": case "vehicles": case "box_color": case "padding": break; default: return false; }
  { const v274 = data["id"];
  if (v274 !== undefined) {
  if (!(typeof v274 === "string")) return false;
  if (typeof v274 === "string" && ((v274.length < 2 && codePoints(v274) < 1))) return false;
  } }
  { const v275 = data["block_scroll_id"];
  if (v275 !== undefined) {
  if (!(typeof v275 === "string")) return false;
  if (typeof v275 === "string" && (v275.length !== 0 && !pattern0.test(v275))) return false;
  } }
  { const v276 = data["heading"];
  if (v276 !== undefined) {
  if (!(typeof v276 === "string")) return false;
  if (typeof v276 === "string" && ((v276.length > 150 && codePoints(v276) > 150))) return false;
  } }
  { const v277 = data["header_tag"];
  if (v277 !== undefined) {
  if (!(v277 === 1 || v277 === 2 || v277 === 3 || v277 === 4 || v277 === 5 || v277 === 6)) return false;
  } }
  { const v278 = data["header_size"];
  if (v278 !== undefined) {
  if (!(v278 === "xs" || v278 === "s" || v278 === "m" || v278 === "l" || v278 === "xl" || v278 === "title")) return false;
  } }
  { const v279 = data["ci_key_list"];
  if (v279 !== undefined) {
  if (!(typeof v279 === "string")) return false;
  if (typeof v279 === "string" && (!pattern3.test(v279))) return false;
  } }
  { const v280 = data["sl_key_brand"];
  if (v280 !== undefined) {
  if (!(v280 === "" || v280 === "land_rover" || v280 === "jaguar")) return false;
  } }
  { const v281 = data["default_sort"];
  if (v281 !== undefined) {
  if (!(v281 === "productionYearAsc" || v281 === "productionYearDesc" || v281 === "createdAtAsc" || v281 === "createdAtDesc" || v281 === "mileageAsc" || v281 === "mileageDesc" || v281 === "priceAsc" || v281 === "priceDesc" || v281 === "status")) return false;
  } }
  { const v282 = data["forced_statuses"];
  if (v282 !== undefined) {
  if (!(Array.isArray(v282))) return false;
  if (Array.isArray(v282) && (v282.length > 8 || !allDistinct(v282))) return false;
  if (Array.isArray(v282)) for (let v284 = 0; v284 < v282.length; v284++) {
  const v283 = v282[v284];
  if (!(v283 === "stock" || v283 === "available_soon" || v283 === "reserved" || v283 === "sold" || v283 === "in_production" || v283 === "on_demand" || v283 === "delivery" || v283 === "demo")) return false;
  }
  } }
  { const v285 = data["filter-brands"];
  if (v285 !== undefined) {
  if (!(typeof v285 === "boolean")) return false;
  } }
  { const v286 = data["filter-models"];
  if (v286 !== undefined) {
  if (!(typeof v286 === "boolean")) return false;
  } }
  { const v287 = data["filter-financing_options"];
  if (v287 !== undefined) {
  if (!(typeof v287 === "boolean")) return false;
  } }
  { const v288 = data["filter-states"];
  if (v288 !== undefined) {
  if (!(typeof v288 === "boolean")) return false;
  } }
  { const v289 = data["filter-statuses"];
  if (v289 !== undefined) {
  if (!(typeof v289 === "boolean")) return false;
  } }
  { const v290 = data["filter-msrp_price"];
  if (v290 !== undefined) {
  if (!(typeof v290 === "boolean")) return false;
  } }
  { const v291 = data["filter-display_price"];
  if (v291 !== undefined) {
  if (!(typeof v291 === "boolean")) return false;
  } }
  { const v292 = data["filter-mileage"];
  if (v292 !== undefined) {
  if (!(typeof v292 === "boolean")) return false;
  } }
  { const v293 = data["filter-production_year"];
  if (v293 !== undefined) {
  if (!(typeof v293 === "boolean")) return false;
  } }
  { const v294 = data["filter-model_year"];
  if (v294 !== undefined) {
  if (!(typeof v294 === "boolean")) return false;
  } }
  { const v295 = data["filter-power"];
  if (v295 !== undefined) {
  if (!(typeof v295 === "boolean")) return false;
  } }
  { const v296 = data["filter-engine_types"];
  if (v296 !== undefined) {
  if (!(typeof v296 === "boolean")) return false;
  } }
  { const v297 = data["filter-transmissions"];
  if (v297 !== undefined) {
  if (!(typeof v297 === "boolean")) return false;
  } }
  { const v298 = data["filter-colors"];
  if (v298 !== undefined) {
  if (!(typeof v298 === "boolean")) return false;
  } }
  { const v299 = data["filter-specific_colors"];
  if (v299 !== undefined) {
  if (!(typeof v299 === "boolean")) return false;
  } }
  { const v300 = data["filter-dealers"];
  if (v300 !== undefined) {
  if (!(typeof v300 === "boolean")) return false;
  } }
  { const v301 = data["filter-number_of_seats"];
  if (v301 !== undefined) {
  if (!(typeof v301 === "boolean")) return false;
  } }
  { const v302 = data["vehicles"];
  if (v302 !== undefined) {
  if (!(typeof v302 === "object" && v302 !== null && !Array.isArray(v302))) return false;
  for (const v303 in v302) switch (v303) { case "headline": case "list": break; default: return false; }
  { const v304 = v302["headline"];
  if (v304 !== undefined) {
  if (!(typeof v304 === "string")) return false;
  if (typeof v304 === "string" && ((v304.length > 200 && codePoints(v304) > 200))) return false;
  } }
  { const v305 = v302["list"];
  if (v305 !== undefined) {
  if (!(Array.isArray(v305))) return false;
  if (Array.isArray(v305) && (v305.length > 25 || !allDistinct(v305))) return false;
  if (Array.isArray(v305)) for (let v307 = 0; v307 < v305.length; v307++) {
  const v306 = v305[v307];
  if (!(v306 === "productionYear" || v306 === "model" || v306 === "mileage" || v306 === "engines" || v306 === "color" || v306 === "drivetrain" || v306 === "vin" || v306 === "power" || v306 === "capacity" || v306 === "status" || v306 === "state" || v306 === "colorInterior" || v306 === "brand" || v306 === "title" || v306 === "version" || v306 === "modelYear" || v306 === "transmission" || v306 === "deliveryDate" || v306 === "avl" || v306 === "ownerName" || v306 === "orderNumber" || v306 === "nameplateModelGroup" || v306 === "shortVin" || v306 === "numberOfSeats" || v306 === "batteryCapacity")) return false;
  }
  } }
  } }
  { const v308 = data["box_color"];
  if (v308 !== undefined) {
  if (!(v308 === "light-theme" || v308 === "grey-theme" || v308 === "dark-theme" || v308 === "black-theme")) return false;
  } }
  { const v309 = data["padding"];
  if (v309 !== undefined) {
  if (!(v309 === "normal" || v309 === "top-space-0" || v309 === "bottom-space-0" || v309 === "y-space-0")) return false;
  } }
  return true;
}
function check14(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v312 in data) switch (v312) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "ci_key_list": case "button": case "box_color": case "padding": break; default: return false; }
  { const v313 = data["id"];
  if (v313 !== undefined) {
  if (!(typeof v313 === "string")) return false;
  if (typeof v313 === "string" && ((v313.length < 2 && codePoints(v313) < 1))) return false;
  } }
  { const v314 = data["block_scroll_id"];
  if (v314 !== undefined) {
  if (!(typeof v314 === "string")) return false;
  if (typeof v314 === "string" && (v314.length !== 0 && !pattern0.test(v314))) return false;
  } }
  { const v315 = data["heading"];
  if (v315 !== undefined) {
  if (!(typeof v315 === "string")) return false;
  if (typeof v315 === "string" && ((v315.length > 150 && codePoints(v315) > 150))) return false;
  } }
  { const v316 = data["header_tag"];
  if (v316 !== undefined) {
  if (!(v316 === 1 || v316 === 2 || v316 === 3 || v316 === 4 || v316 === 5 || v316 === 6)) return false;
  } }
  { const v317 = data["header_size"];
  if (v317 !== undefined) {
  if (!(v317 === "xs" || v317 === "s" || v317 === "m" || v317 === "l" || v317 === "xl" || v317 === "title")) return false;
  } }
  { const v318 = data["ci_key_list"];
  if (v318 !== undefined) {
  if (!(typeof v318 === "string")) return false;
  if (typeof v318 === "string" && (!pattern3.test(v318))) return false;
  } }
  { const v319 = data["button"];
  if (v319 !== undefined) {
  if (!(typeof v319 === "object" && v319 !== null && !Array.isArray(v319))) return false;
  for (const v320 in v319) switch (v320) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v321 = v319["url"];
  if (v321 !== undefined) {
  if (!(typeof v321 === "string")) return false;
  if (typeof v321 === "string" && ((v321.length > 2000 && codePoints(v321) > 2000) || v321.length !== 0 && !pattern2.test(v321))) return false;
  } }
  { const v322 = v319["type"];
  if (v322 !== undefined) {
  if (!(v322 === "internal" || v322 === "external" || v322 === "form" || v322 === "file")) return false;
  } }
  { const v323 = v319["target"];
  if (v323 !== undefined) {
  if (!(v323 === "_self" || v323 === "_blank")) return false;
  } }
  { const v324 = v319["link_text"];
  if (v324 !== undefined) {
  if (!(typeof v324 === "string")) return false;
  } }
  { const v325 = v319["icon"];
  if (v325 !== undefined) {
  if (!(typeof v325 === "string")) return false;
  if (typeof v325 === "string" && (v325.length !== 0 && !pattern1.test(v325))) return false;
  } }
  { const v326 = v319["ui_type"];
  if (v326 !== undefined) {
  if (!(v326 === "primary" || v326 === "secondary" || v326 === "tertiary")) return false;
  } }
  { const v327 = v319["size"];
  if (v327 !== undefined) {
  if (!(v327 === "medium" || v327 === "small")) return false;
  } }
  { const v328 = v319["rdx_forms_form_id"];
  if (v328 !== undefined) {
  if (!(typeof v328 === "string")) return false;
  } }
  { const v329 = v319["hidden_fields"];
  if (v329 !== undefined) {
  if (!(Array.isArray(v329))) return false;
  if (Array.isArray(v329) && (v329.length > 20)) return false;
  if (Array.isArray(v329)) for (let v331 = 0; v331 < v329.length; v331++) {
  const v330 = v329[v331];
  if (!(typeof v330 === "object" && v330 !== null && !Array.isArray(v330))) return false;
  if (v330["name"] === undefined || v330["value"] === undefined) return false;
  for (const v332 in v330) switch (v332) { case "name": case "value": break; default: return false; }
  { const v333 = v330["name"];
  if (v333 !== undefined) {
  if (!(typeof v333 === "string")) return false;
  if (typeof v333 === "string" && ((v333.length < 2 && codePoints(v333) < 1))) return false;
  } }
  { const v334 = v330["value"];
  if (v334 !== undefined) {
  if (!(typeof v334 === "string")) return false;
  } }
  }
  } }
  { const v335 = v319["form_layout"];
  if (v335 !== undefined) {
  if (!(v335 === "single" || v335 === "double")) return false;
  } }
  } }
  { const v336 = data["box_color"];
  if (v336 !== undefined) {
  if (!(v336 === "light-theme" || v336 === "grey-theme" || v336 === "dark-theme" || v336 === "black-theme")) return false;
  } }
  { const v337 = data["padding"];
  if (v337 !== undefined) {
  if (!(v337 === "normal" || v337 === "top-space-0" || v337 === "bottom-space-0" || v337 === "y-space-0")) return false;
  } }
  return true;
}
function check15(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v340 in data) switch (v340) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "ci_key_list": case "sl_key_brand": case "default_sort": case "forced_statuses": case "filter-brands": case "filter-models": case "filter-financing_options": case "filter-states": case "filter-statuses": case "filter-msrp_price": case "filter-display_price": case "filter-mileage": case "filter-production_year": case "filter-model_year": case "filter-power": case "filter-engine_types": case "filter-transmissions": case "filter-colors": case "filter-specific_colors": case "filter-dealers": case "filter-number_of_seats": case "vehicles": case "box_color": case "padding": break; default: return false; }
  { const v341 = data["id"];
  if (v341 !== undefined) {
  if (!(typeof v341 === "string")) return false;
  if (typeof v341 === "string" && ((v341.length < 2 && codePoints(v341) < 1))) return false;
  } }
  { const v342 = data["block_scroll_id"];
  if (v342 !== undefined) {
  if (!(typeof v342 === "string")) return false;
  if (typeof v342 === "string" && (v342.length !== 0 && !pattern0.test(v342))) return false;
  } }
  { const v343 = data["heading"];
  if (v343 !== undefined) {
  if (!(typeof v343 === "string")) return false;
  if (typeof v343 === "string" && ((v343.length > 150 && codePoints(v343) > 150))) return false;
  } }
  { const v344 = data["header_tag"];
  if (v344 !== undefined) {
  if (!(v344 === 1 || v344 === 2 || v344 === 3 || v344 === 4 || v344 === 5 || v344 === 6)) return false;
  } }
  { const v345 = data["header_size"];
  if (v345 !== undefined) {
  if (!(v345 === "xs" || v345 === "s" || v345 === "m" || v345 === "l" || v345 === "xl" || v345 === "title")) return false;
  } }
  { const v346 = data["ci_key_list"];
  if (v346 !== undefined) {
  if (!(typeof v346 === "string")) return false;
  if (typeof v346 === "string" && (!pattern3.test(v346))) return false;
  } }
  { const v347 = data["sl_key_brand"];
  if (v347 !== undefined) {
  if (!(v347 === "" || v347 === "land_rover" || v347 === "jaguar")) return false;
  } }
  { const v348 = data["default_sort"];
  if (v348 !== undefined) {
  if (!(v348 === "productionYearAsc" || v348 === "productionYearDesc" || v348 === "createdAtAsc" || v348 === "createdAtDesc" || v348 === "mileageAsc" || v348 === "mileageDesc" || v348 === "priceAsc" || v348 === "priceDesc" || v348 === "status")) return false;
  } }
  { const v349 = data["forced_statuses"];
  if (v349 !== undefined) {
  if (!(Array.isArray(v349))) return false;
  if (Array.isArray(v349) && (v349.length > 8 || !allDistinct(v349))) return false;
  if (Array.isArray(v349)) for (let v351 = 0; v351 < v349.length; v351++) {
  const v350 = v349[v351];
  if (!(v350 === "stock" || v350 === "available_soon" || v350 === "reserved" || v350 === "sold" || v350 === "in_production" || v350 === "on_demand" || v350 === "delivery" || v350 === "demo")) return false;
  }
  } }
  { const v352 = data["filter-brands"];
  if (v352 !== undefined) {
  if (!(typeof v352 === "boolean")) return false;
  } }
  { const v353 = data["filter-models"];
  if (v353 !== undefined) {
  if (!(typeof v353 === "boolean")) return false;
  } }
  { const v354 = data["filter-financing_options"];
  if (v354 !== undefined) {
  if (!(typeof v354 === "boolean")) return false;
  } }
  { const v355 = data["filter-states"];
  if (v355 !== undefined) {
  if (!(typeof v355 === "boolean")) return false;
  } }
  { const v356 = data["filter-statuses"];
  if (v356 !== undefined) {
  if (!(typeof v356 === "boolean")) return false;
  } }
  { const v357 = data["filter-msrp_price"];
  if (v357 !== undefined) {
  if (!(typeof v357 === "boolean")) return false;
  } }
  { const v358 = data["filter-display_price"];
  if (v358 !== undefined) {
  if (!(typeof v358 === "boolean")) return false;
  } }
  { const v359 = data["filter-mileage"];
  if (v359 !== undefined) {
  if (!(typeof v359 === "boolean")) return false;
  } }
  { const v360 = data["filter-production_year"];
  if (v360 !== undefined) {
  if (!(typeof v360 === "boolean")) return false;
  } }
  { const v361 = data["filter-model_year"];
  if (v361 !== undefined) {
  if (!(typeof v361 === "boolean")) return false;
  } }
  { const v362 = data["filter-power"];
  if (v362 !== undefined) {
  if (!(typeof v362 === "boolean")) return false;
  } }
  { const v363 = data["filter-engine_types"];
  if (v363 !== undefined) {
  if (!(typeof v363 === "boolean")) return false;
  } }
  { const v364 = data["filter-transmissions"];
  if (v364 !== undefined) {
  if (!(typeof v364 === "boolean")) return false;
  } }
  { const v365 = data["filter-colors"];
  if (v365 !== undefined) {
  if (!(typeof v365 === "boolean")) return false;
  } }
  { const v366 = data["filter-specific_colors"];
  if (v366 !== undefined) {
  if (!(typeof v366 === "boolean")) return false;
  } }
  { const v367 = data["filter-dealers"];
  if (v367 !== undefined) {
  if (!(typeof v367 === "boolean")) return false;
  } }
  { const v368 = data["filter-number_of_seats"];
  if (v368 !== undefined) {
  if (!(typeof v368 === "boolean")) return false;
  } }
  { const v369 = data["vehicles"];
  if (v369 !== undefined) {
  if (!(typeof v369 === "object" && v369 !== null && !Array.isArray(v369))) return false;
  for (const v370 in v369) switch (v370) { case "headline": case "list": break; default: return false; }
  { const v371 = v369["headline"];
  if (v371 !== undefined) {
  if (!(typeof v371 === "string")) return false;
  if (typeof v371 === "string" && ((v371.length > 200 && codePoints(v371) > 200))) return false;
  } }
  { const v372 = v369["list"];
  if (v372 !== undefined) {
  if (!(Array.isArray(v372))) return false;
  if (Array.isArray(v372) && (v372.length > 25 || !allDistinct(v372))) return false;
  if (Array.isArray(v372)) for (let v374 = 0; v374 < v372.length; v374++) {
  const v373 = v372[v374];
  if (!(v373 === "productionYear" || v373 === "model" || v373 === "mileage" || v373 === "engines" || v373 === "color" || v373 === "drivetrain" || v373 === "vin" || v373 === "power" || v373 === "capacity" || v373 === "status" || v373 === "state" || v373 === "colorInterior" || v373 === "brand" || v373 === "title" || v373 === "version" || v373 === "modelYear" || v373 === "transmission" || v373 === "deliveryDate" || v373 === "avl" || v373 === "ownerName" || v373 === "orderNumber" || v373 === "nameplateModelGroup" || v373 === "shortVin" || v373 === "numberOfSeats" || v373 === "batteryCapacity")) return false;
  }
  } }
  } }
  { const v375 = data["box_color"];
  if (v375 !== undefined) {
  if (!(v375 === "light-theme" || v375 === "grey-theme" || v375 === "dark-theme" || v375 === "black-theme")) return false;
  } }
  { const v376 = data["padding"];
  if (v376 !== undefined) {
  if (!(v376 === "normal" || v376 === "top-space-0" || v376 === "bottom-space-0" || v376 === "y-space-0")) return false;
  } }
  return true;
}
function check16(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["tabs"] === undefined) return false;
  for (const v379 in data) switch (v379) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "has_modal": case "tabs": case "box_color": case "padding": break; default: return false; }
  { const v380 = data["id"];
  if (v380 !== undefined) {
  if (!(typeof v380 === "string")) return false;
  if (typeof v380 === "string" && ((v380.length < 2 && codePoints(v380) < 1))) return false;
  } }
  { const v381 = data["block_scroll_id"];
  if (v381 !== undefined) {
  if (!(typeof v381 === "string")) return false;
  if (typeof v381 === "string" && (v381.length !== 0 && !pattern0.test(v381))) return false;
  } }
  { const v382 = data["heading"];
  if (v382 !== undefined) {
  if (!(typeof v382 === "string")) return false;
  if (typeof v382 === "string" && ((v382.length > 150 && codePoints(v382) > 150))) return false;
  } }
  { const v383 = data["header_tag"];
  if (v383 !== undefined) {
  if (!(v383 === 1 || v383 === 2 || v383 === 3 || v383 === 4 || v383 === 5 || v383 === 6)) return false;
  } }
  { const v384 = data["header_size"];
  if (v384 !== undefined) {
  if (!(v384 === "xs" || v384 === "s" || v384 === "m" || v384 === "l" || v384 === "xl" || v384 === "title")) return false;
  } }
  { const v385 = data["has_modal"];
  if (v385 !== undefined) {
  if (!(typeof v385 === "boolean")) return false;
  } }
  { const v386 = data["tabs"];
  if (v386 !== undefined) {
  if (!(Array.isArray(v386))) return false;
  if (Array.isArray(v386) && (v386.length > 10 || v386.length < 1)) return false;
  if (Array.isArray(v386)) for (let v388 = 0; v388 < v386.length; v388++) {
  const v387 = v386[v388];
  if (!(typeof v387 === "object" && v387 !== null && !Array.isArray(v387))) return false;
  if (v387["tab_label"] === undefined) return false;
  for (const v389 in v387) switch (v389) { case "tab_label": case "tab_id": case "content": break; default: return false; }
  { const v390 = v387["tab_label"];
  if (v390 !== undefined) {
  if (!(typeof v390 === "string")) return false;
  if (typeof v390 === "string" && ((v390.length > 60 && codePoints(v390) > 60) || (v390.length < 2 && codePoints(v390) < 1))) return false;
  } }
  { const v391 = v387["tab_id"];
  if (v391 !== undefined) {
  if (!(typeof v391 === "string")) return false;
  if (typeof v391 === "string" && (v391.length !== 0 && !pattern0.test(v391))) return false;
  } }
  { const v392 = v387["content"];
  if (v392 !== undefined) {
  if (!check4(v392)) return false;
  } }
  }
  } }
  { const v393 = data["box_color"];
  if (v393 !== undefined) {
  if (!(v393 === "light-theme" || v393 === "grey-theme" || v393 === "dark-theme" || v393 === "black-theme")) return false;
  } }
  { const v394 = data["padding"];
  if (v394 !== undefined) {
  if (!(v394 === "normal" || v394 === "top-space-0" || v394 === "bottom-space-0" || v394 === "y-space-0")) return false;
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
  case "hero-title-banner": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v140 = data["type"];
  if (v140 !== undefined) {
  if (v140 !== "hero-title-banner") return false;
  } }
  { const v141 = data["props"];
  if (v141 !== undefined) {
  if (!check7(v141)) return false;
  } }
  }
  break; }
  case "image-element": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v177 = data["type"];
  if (v177 !== undefined) {
  if (v177 !== "image-element") return false;
  } }
  { const v178 = data["props"];
  if (v178 !== undefined) {
  if (!check8(v178)) return false;
  } }
  }
  break; }
  case "image-tabs": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v204 = data["type"];
  if (v204 !== undefined) {
  if (v204 !== "image-tabs") return false;
  } }
  { const v205 = data["props"];
  if (v205 !== undefined) {
  if (!check9(v205)) return false;
  } }
  }
  break; }
  case "inpage-navigation": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v232 = data["type"];
  if (v232 !== undefined) {
  if (v232 !== "inpage-navigation") return false;
  } }
  { const v233 = data["props"];
  if (v233 !== undefined) {
  if (!check10(v233)) return false;
  } }
  }
  break; }
  case "quote": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v244 = data["type"];
  if (v244 !== undefined) {
  if (v244 !== "quote") return false;
  } }
  { const v245 = data["props"];
  if (v245 !== undefined) {
  if (!check11(v245)) return false;
  } }
  }
  break; }
  case "quote-slider": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v255 = data["type"];
  if (v255 !== undefined) {
  if (v255 !== "quote-slider") return false;
  } }
  { const v256 = data["props"];
  if (v256 !== undefined) {
  if (!check12(v256)) return false;
  } }
  }
  break; }
  case "stock-locator": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v271 = data["type"];
  if (v271 !== undefined) {
  if (v271 !== "stock-locator") return false;
  } }
  { const v272 = data["props"];
  if (v272 !== undefined) {
  if (!check13(v272)) return false;
  } }
  }
  break; }
  case "stock-locator-carousel": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v310 = data["type"];
  if (v310 !== undefined) {
  if (v310 !== "stock-locator-carousel") return false;
  } }
  { const v311 = data["props"];
  if (v311 !== undefined) {
  if (!check14(v311)) return false;
  } }
  }
  break; }
  case "stock-locator-overseas": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v338 = data["type"];
  if (v338 !== undefined) {
  if (v338 !== "stock-locator-overseas") return false;
  } }
  { const v339 = data["props"];
  if (v339 !== undefined) {
  if (!check15(v339)) return false;
  } }
  }
  break; }
  case "tabs": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v377 = data["type"];
  if (v377 !== undefined) {
  if (v377 !== "tabs") return false;
  } }
  { const v378 = data["props"];
  if (v378 !== undefined) {
  if (!check16(v378)) return false;
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
export const block_hero_title_banner = check7;
export const block_image_element = check8;
export const block_image_tabs = check9;
export const block_inpage_navigation = check10;
export const block_quote = check11;
export const block_quote_slider = check12;
export const block_stock_locator = check13;
export const block_stock_locator_carousel = check14;
export const block_stock_locator_overseas = check15;
export const block_tabs = check16;
