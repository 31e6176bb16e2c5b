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
const pattern4 = new RegExp("^$|^[a-z0-9][a-z0-9-]{0,59}$", "u");
const pattern5 = new RegExp("^[a-z0-9-]{1,60}$", "u");
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
  for (const v142 in data) switch (v142) { case "id": case "block_scroll_id": case "form_id": case "heading": case "form_position": case "box_color": break; default: return false; }
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
  { const v146 = data["heading"];
  if (v146 !== undefined) {
  if (!(typeof v146 === "string")) return false;
  if (typeof v146 === "string" && ((v146.length > 150 && codePoints(v146) > 150))) return false;
  } }
  { const v147 = data["form_position"];
  if (v147 !== undefined) {
  if (!(v147 === "left" || v147 === "center" || v147 === "right")) return false;
  } }
  { const v148 = data["box_color"];
  if (v148 !== undefined) {
  if (!(v148 === "light-theme" || v148 === "grey-theme" || v148 === "dark-theme" || v148 === "black-theme")) return false;
  } }
  return true;
}
function check8(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["form_id"] === undefined) return false;
  for (const v151 in data) switch (v151) { case "id": case "block_scroll_id": case "form_id": case "heading": case "disclaimer": case "tab_id": case "top_tabs_limit": case "box_color": break; default: return false; }
  { const v152 = data["id"];
  if (v152 !== undefined) {
  if (!(typeof v152 === "string")) return false;
  if (typeof v152 === "string" && ((v152.length < 2 && codePoints(v152) < 1))) return false;
  } }
  { const v153 = data["block_scroll_id"];
  if (v153 !== undefined) {
  if (!(typeof v153 === "string")) return false;
  if (typeof v153 === "string" && (v153.length !== 0 && !pattern0.test(v153))) return false;
  } }
  { const v154 = data["form_id"];
  if (v154 !== undefined) {
  if (!(typeof v154 === "string")) return false;
  if (typeof v154 === "string" && ((v154.length > 64 && codePoints(v154) > 64) || v154.length !== 0 && !pattern3.test(v154))) return false;
  } }
  { const v155 = data["heading"];
  if (v155 !== undefined) {
  if (!(typeof v155 === "string")) return false;
  if (typeof v155 === "string" && ((v155.length > 150 && codePoints(v155) > 150))) return false;
  } }
  { const v156 = data["disclaimer"];
  if (v156 !== undefined) {
  if (!(typeof v156 === "string")) return false;
  } }
  { const v157 = data["tab_id"];
  if (v157 !== undefined) {
  if (!(typeof v157 === "string")) return false;
  if (typeof v157 === "string" && (v157.length !== 0 && !pattern4.test(v157))) return false;
  } }
  { const v158 = data["top_tabs_limit"];
  if (v158 !== undefined) {
  if (!(typeof v158 === "number" && isFinite(v158))) return false;
  if (!(typeof v158 === "number" && !(v158 % 1) && !isNaN(v158) && isFinite(v158))) return false;
  if (typeof v158 === "number" && (v158 < 0 || v158 > 20)) return false;
  } }
  { const v159 = data["box_color"];
  if (v159 !== undefined) {
  if (!(v159 === "light-theme" || v159 === "grey-theme" || v159 === "dark-theme" || v159 === "black-theme")) return false;
  } }
  return true;
}
function check9(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["form_id"] === undefined) return false;
  for (const v162 in data) switch (v162) { case "id": case "block_scroll_id": case "form_id": case "heading": case "table_content": case "has_two_columns": case "form_hidden_field_mapping": case "box_color": break; default: return false; }
  { const v163 = data["id"];
  if (v163 !== undefined) {
  if (!(typeof v163 === "string")) return false;
  if (typeof v163 === "string" && ((v163.length < 2 && codePoints(v163) < 1))) return false;
  } }
  { const v164 = data["block_scroll_id"];
  if (v164 !== undefined) {
  if (!(typeof v164 === "string")) return false;
  if (typeof v164 === "string" && (v164.length !== 0 && !pattern0.test(v164))) return false;
  } }
  { const v165 = data["form_id"];
  if (v165 !== undefined) {
  if (!(typeof v165 === "string")) return false;
  if (typeof v165 === "string" && ((v165.length > 64 && codePoints(v165) > 64) || v165.length !== 0 && !pattern3.test(v165))) return false;
  } }
  { const v166 = data["heading"];
  if (v166 !== undefined) {
  if (!(typeof v166 === "string")) return false;
  if (typeof v166 === "string" && ((v166.length > 150 && codePoints(v166) > 150))) return false;
  } }
  { const v167 = data["table_content"];
  if (v167 !== undefined) {
  if (!(typeof v167 === "object" && v167 !== null && !Array.isArray(v167))) return false;
  for (const v168 in v167) switch (v168) { case "columns": case "rows": break; default: return false; }
  { const v169 = v167["columns"];
  if (v169 !== undefined) {
  if (!(Array.isArray(v169))) return false;
  if (Array.isArray(v169) && (v169.length > 6)) return false;
  if (Array.isArray(v169)) for (let v171 = 0; v171 < v169.length; v171++) {
  const v170 = v169[v171];
  if (!(typeof v170 === "string")) return false;
  if (typeof v170 === "string" && ((v170.length > 200 && codePoints(v170) > 200))) return false;
  }
  } }
  { const v172 = v167["rows"];
  if (v172 !== undefined) {
  if (!(Array.isArray(v172))) return false;
  if (Array.isArray(v172) && (v172.length > 30)) return false;
  if (Array.isArray(v172)) for (let v174 = 0; v174 < v172.length; v174++) {
  const v173 = v172[v174];
  if (!(typeof v173 === "object" && v173 !== null && !Array.isArray(v173))) return false;
  if (v173["cells"] === undefined) return false;
  for (const v175 in v173) switch (v175) { case "cells": break; default: return false; }
  { const v176 = v173["cells"];
  if (v176 !== undefined) {
  if (!(Array.isArray(v176))) return false;
  if (Array.isArray(v176) && (v176.length > 6 || v176.length < 1)) return false;
  if (Array.isArray(v176)) for (let v178 = 0; v178 < v176.length; v178++) {
  const v177 = v176[v178];
  if (!(typeof v177 === "string")) return false;
  if (typeof v177 === "string" && ((v177.length > 200 && codePoints(v177) > 200))) return false;
  }
  } }
  }
  } }
  } }
  { const v179 = data["has_two_columns"];
  if (v179 !== undefined) {
  if (!(typeof v179 === "boolean")) return false;
  } }
  { const v180 = data["form_hidden_field_mapping"];
  if (v180 !== undefined) {
  if (!(Array.isArray(v180))) return false;
  if (Array.isArray(v180) && (v180.length > 20)) return false;
  if (Array.isArray(v180)) for (let v182 = 0; v182 < v180.length; v182++) {
  const v181 = v180[v182];
  if (!(typeof v181 === "object" && v181 !== null && !Array.isArray(v181))) return false;
  if (v181["name"] === undefined || v181["value"] === undefined) return false;
  for (const v183 in v181) switch (v183) { case "name": case "value": break; default: return false; }
  { const v184 = v181["name"];
  if (v184 !== undefined) {
  if (!(typeof v184 === "string")) return false;
  if (typeof v184 === "string" && ((v184.length > 63 && codePoints(v184) > 63))) return false;
  } }
  { const v185 = v181["value"];
  if (v185 !== undefined) {
  if (!(typeof v185 === "string")) return false;
  if (typeof v185 === "string" && ((v185.length > 500 && codePoints(v185) > 500))) return false;
  } }
  }
  } }
  { const v186 = data["box_color"];
  if (v186 !== undefined) {
  if (!(v186 === "light-theme" || v186 === "grey-theme" || v186 === "dark-theme" || v186 === "black-theme")) return false;
  } }
  return true;
}
function check10(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["form_id"] === undefined) return false;
  for (const v189 in data) switch (v189) { case "id": case "block_scroll_id": case "form_id": case "box_color": case "button_position": case "button_color": case "form_position": case "has_two_columns": case "has_button_margin": case "modal_form": case "form_hidden_field_mapping": case "form_params_mapping": case "form_location_params_mapping": case "form_location_mapping": break; default: return false; }
  { const v190 = data["id"];
  if (v190 !== undefined) {
  if (!(typeof v190 === "string")) return false;
  if (typeof v190 === "string" && ((v190.length < 2 && codePoints(v190) < 1))) return false;
  } }
  { const v191 = data["block_scroll_id"];
  if (v191 !== undefined) {
  if (!(typeof v191 === "string")) return false;
  if (typeof v191 === "string" && (v191.length !== 0 && !pattern0.test(v191))) return false;
  } }
  { const v192 = data["form_id"];
  if (v192 !== undefined) {
  if (!(typeof v192 === "string")) return false;
  if (typeof v192 === "string" && ((v192.length > 64 && codePoints(v192) > 64) || v192.length !== 0 && !pattern3.test(v192))) return false;
  } }
  { const v193 = data["box_color"];
  if (v193 !== undefined) {
  if (!(v193 === "light-theme" || v193 === "grey-theme" || v193 === "dark-theme" || v193 === "black-theme")) return false;
  } }
  { const v194 = data["button_position"];
  if (v194 !== undefined) {
  if (!(v194 === "left" || v194 === "center" || v194 === "right")) return false;
  } }
  { const v195 = data["button_color"];
  if (v195 !== undefined) {
  if (!(v195 === "primary" || v195 === "secondary")) return false;
  } }
  { const v196 = data["form_position"];
  if (v196 !== undefined) {
  if (!(v196 === "left" || v196 === "center" || v196 === "right")) return false;
  } }
  { const v197 = data["has_two_columns"];
  if (v197 !== undefined) {
  if (!(typeof v197 === "boolean")) return false;
  } }
  { const v198 = data["has_button_margin"];
  if (v198 !== undefined) {
  if (!(typeof v198 === "boolean")) return false;
  } }
  { const v199 = data["modal_form"];
  if (v199 !== undefined) {
  if (!(typeof v199 === "boolean")) return false;
  } }
  { const v200 = data["form_hidden_field_mapping"];
  if (v200 !== undefined) {
  if (!(Array.isArray(v200))) return false;
  if (Array.isArray(v200) && (v200.length > 20)) return false;
  if (Array.isArray(v200)) for (let v202 = 0; v202 < v200.length; v202++) {
  const v201 = v200[v202];
  if (!(typeof v201 === "object" && v201 !== null && !Array.isArray(v201))) return false;
  if (v201["name"] === undefined || v201["value"] === undefined) return false;
  for (const v203 in v201) switch (v203) { case "name": case "value": break; default: return false; }
  { const v204 = v201["name"];
  if (v204 !== undefined) {
  if (!(typeof v204 === "string")) return false;
  if (typeof v204 === "string" && ((v204.length > 63 && codePoints(v204) > 63))) return false;
  } }
  { const v205 = v201["value"];
  if (v205 !== undefined) {
  if (!(typeof v205 === "string")) return false;
  if (typeof v205 === "string" && ((v205.length > 500 && codePoints(v205) > 500))) return false;
  } }
  }
  } }
  { const v206 = data["form_params_mapping"];
  if (v206 !== undefined) {
  if (!(Array.isArray(v206))) return false;
  if (Array.isArray(v206) && (v206.length > 20)) return false;
  if (Array.isArray(v206)) for (let v208 = 0; v208 < v206.length; v208++) {
  const v207 = v206[v208];
  if (!(typeof v207 === "object" && v207 !== null && !Array.isArray(v207))) return false;
  if (v207["param"] === undefined || v207["field"] === undefined) return false;
  for (const v209 in v207) switch (v209) { case "param": case "field": break; default: return false; }
  { const v210 = v207["param"];
  if (v210 !== undefined) {
  if (!(typeof v210 === "string")) return false;
  if (typeof v210 === "string" && ((v210.length > 63 && codePoints(v210) > 63))) return false;
  } }
  { const v211 = v207["field"];
  if (v211 !== undefined) {
  if (!(typeof v211 === "string")) return false;
  if (typeof v211 === "string" && ((v211.length > 63 && codePoints(v211) > 63))) return false;
  } }
  }
  } }
  { const v212 = data["form_location_params_mapping"];
  if (v212 !== undefined) {
  if (!(Array.isArray(v212))) return false;
  if (Array.isArray(v212) && (v212.length > 10)) return false;
  if (Array.isArray(v212)) for (let v214 = 0; v214 < v212.length; v214++) {
  const v213 = v212[v214];
  if (!(typeof v213 === "object" && v213 !== null && !Array.isArray(v213))) return false;
  if (v213["param"] === undefined || v213["field"] === undefined) return false;
  for (const v215 in v213) switch (v215) { case "param": case "field": break; default: return false; }
  { const v216 = v213["param"];
  if (v216 !== undefined) {
  if (!(typeof v216 === "string")) return false;
  if (typeof v216 === "string" && ((v216.length > 63 && codePoints(v216) > 63))) return false;
  } }
  { const v217 = v213["field"];
  if (v217 !== undefined) {
  if (!(typeof v217 === "string")) return false;
  if (typeof v217 === "string" && ((v217.length > 63 && codePoints(v217) > 63))) return false;
  } }
  }
  } }
  { const v218 = data["form_location_mapping"];
  if (v218 !== undefined) {
  if (!(Array.isArray(v218))) return false;
  if (Array.isArray(v218) && (v218.length > 200)) return false;
  if (Array.isArray(v218)) for (let v220 = 0; v220 < v218.length; v220++) {
  const v219 = v218[v220];
  if (!(typeof v219 === "object" && v219 !== null && !Array.isArray(v219))) return false;
  if (v219["from"] === undefined || v219["to"] === undefined) return false;
  for (const v221 in v219) switch (v221) { case "from": case "to": break; default: return false; }
  { const v222 = v219["from"];
  if (v222 !== undefined) {
  if (!(typeof v222 === "string")) return false;
  if (typeof v222 === "string" && ((v222.length > 200 && codePoints(v222) > 200))) return false;
  } }
  { const v223 = v219["to"];
  if (v223 !== undefined) {
  if (!(typeof v223 === "string")) return false;
  if (typeof v223 === "string" && ((v223.length > 200 && codePoints(v223) > 200))) return false;
  } }
  }
  } }
  return true;
}
function check11(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["heading"] === undefined) return false;
  for (const v226 in data) switch (v226) { case "id": case "block_scroll_id": case "rdx-image": case "heading": case "level": case "header_size": case "header_font": case "button": case "box_color": break; default: return false; }
  { const v227 = data["id"];
  if (v227 !== undefined) {
  if (!(typeof v227 === "string")) return false;
  if (typeof v227 === "string" && ((v227.length < 2 && codePoints(v227) < 1))) return false;
  } }
  { const v228 = data["block_scroll_id"];
  if (v228 !== undefined) {
  if (!(typeof v228 === "string")) return false;
  if (typeof v228 === "string" && (v228.length !== 0 && !pattern0.test(v228))) return false;
  } }
  { const v229 = data["rdx-image"];
  if (v229 !== undefined) {
  if (!(typeof v229 === "object" && v229 !== null && !Array.isArray(v229))) return false;
  if (v229["id"] === undefined) return false;
  for (const v230 in v229) switch (v230) { case "id": case "alt": case "variants": break; default: return false; }
  { const v231 = v229["id"];
  if (v231 !== undefined) {
  if (!(typeof v231 === "string")) return false;
  if (typeof v231 === "string" && ((v231.length < 2 && codePoints(v231) < 1))) return false;
  } }
  { const v232 = v229["alt"];
  if (v232 !== undefined) {
  if (!(typeof v232 === "string")) return false;
  } }
  { const v233 = v229["variants"];
  if (v233 !== undefined) {
  if (!(Array.isArray(v233))) return false;
  if (Array.isArray(v233)) for (let v235 = 0; v235 < v233.length; v235++) {
  const v234 = v233[v235];
  if (!(typeof v234 === "object" && v234 !== null && !Array.isArray(v234))) return false;
  if (v234["width"] === undefined || v234["height"] === undefined) return false;
  for (const v236 in v234) switch (v236) { case "width": case "height": break; default: return false; }
  { const v237 = v234["width"];
  if (v237 !== undefined) {
  if (!(typeof v237 === "number" && !(v237 % 1) && !isNaN(v237) && isFinite(v237))) return false;
  if (typeof v237 === "number" && (v237 < 1)) return false;
  } }
  { const v238 = v234["height"];
  if (v238 !== undefined) {
  if (!(typeof v238 === "number" && !(v238 % 1) && !isNaN(v238) && isFinite(v238))) return false;
  if (typeof v238 === "number" && (v238 < 1)) return false;
  } }
  }
  } }
  } }
  { const v239 = data["heading"];
  if (v239 !== undefined) {
  if (!(typeof v239 === "string")) return false;
  if (typeof v239 === "string" && ((v239.length > 150 && codePoints(v239) > 150) || (v239.length < 2 && codePoints(v239) < 1))) return false;
  } }
  { const v240 = data["level"];
  if (v240 !== undefined) {
  if (!(v240 === 1 || v240 === 2 || v240 === 3 || v240 === 4 || v240 === 5 || v240 === 6)) return false;
  } }
  { const v241 = data["header_size"];
  if (v241 !== undefined) {
  if (!(v241 === "xs" || v241 === "s" || v241 === "m" || v241 === "l" || v241 === "xl" || v241 === "title")) return false;
  } }
  { const v242 = data["header_font"];
  if (v242 !== undefined) {
  if (!(v242 === "primary" || v242 === "secondary")) return false;
  } }
  { const v243 = data["button"];
  if (v243 !== undefined) {
  if (!(typeof v243 === "object" && v243 !== null && !Array.isArray(v243))) return false;
  for (const v244 in v243) switch (v244) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v245 = v243["url"];
  if (v245 !== undefined) {
  if (!(typeof v245 === "string")) return false;
  if (typeof v245 === "string" && ((v245.length > 2000 && codePoints(v245) > 2000) || v245.length !== 0 && !pattern2.test(v245))) return false;
  } }
  { const v246 = v243["type"];
  if (v246 !== undefined) {
  if (!(v246 === "internal" || v246 === "external" || v246 === "form" || v246 === "file")) return false;
  } }
  { const v247 = v243["target"];
  if (v247 !== undefined) {
  if (!(v247 === "_self" || v247 === "_blank")) return false;
  } }
  { const v248 = v243["link_text"];
  if (v248 !== undefined) {
  if (!(typeof v248 === "string")) return false;
  } }
  { const v249 = v243["icon"];
  if (v249 !== undefined) {
  if (!(typeof v249 === "string")) return false;
  if (typeof v249 === "string" && (v249.length !== 0 && !pattern1.test(v249))) return false;
  } }
  { const v250 = v243["ui_type"];
  if (v250 !== undefined) {
  if (!(v250 === "primary" || v250 === "secondary" || v250 === "tertiary")) return false;
  } }
  { const v251 = v243["size"];
  if (v251 !== undefined) {
  if (!(v251 === "medium" || v251 === "small")) return false;
  } }
  { const v252 = v243["rdx_forms_form_id"];
  if (v252 !== undefined) {
  if (!(typeof v252 === "string")) return false;
  } }
  { const v253 = v243["hidden_fields"];
  if (v253 !== undefined) {
  if (!(Array.isArray(v253))) return false;
  if (Array.isArray(v253) && (v253.length > 20)) return false;
  if (Array.isArray(v253)) for (let v255 = 0; v255 < v253.length; v255++) {
  const v254 = v253[v255];
  if (!(typeof v254 === "object" && v254 !== null && !Array.isArray(v254))) return false;
  if (v254["name"] === undefined || v254["value"] === undefined) return false;
  for (const v256 in v254) switch (v256) { case "name": case "value": break; default: return false; }
  { const v257 = v254["name"];
  if (v257 !== undefined) {
  if (!(typeof v257 === "string")) return false;
  if (typeof v257 === "string" && ((v257.length < 2 && codePoints(v257) < 1))) return false;
  } }
  { const v258 = v254["value"];
  if (v258 !== undefined) {
  if (!(typeof v258 === "string")) return false;
  } }
  }
  } }
  { const v259 = v243["form_layout"];
  if (v259 !== undefined) {
  if (!(v259 === "single" || v259 === "double")) return false;
  } }
  } }
  { const v260 = data["box_color"];
  if (v260 !== undefined) {
  if (!(v260 === "light-theme" || v260 === "grey-theme" || v260 === "dark-theme" || v260 === "black-theme")) return false;
  } }
  return true;
}
function check12(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["image"] === undefined) return false;
  for (const v263 in data) switch (v263) { case "id": case "block_scroll_id": case "image": case "fullPath": case "sizes": case "heights": case "ratio": case "format": case "loading": case "alt": case "caption": break; default: return false; }
  { const v264 = data["id"];
  if (v264 !== undefined) {
  if (!(typeof v264 === "string")) return false;
  if (typeof v264 === "string" && ((v264.length < 2 && codePoints(v264) < 1))) return false;
  } }
  { const v265 = data["block_scroll_id"];
  if (v265 !== undefined) {
  if (!(typeof v265 === "string")) return false;
  if (typeof v265 === "string" && (v265.length !== 0 && !pattern0.test(v265))) return false;
  } }
  { const v266 = data["image"];
  if (v266 !== undefined) {
  if (!(typeof v266 === "object" && v266 !== null && !Array.isArray(v266))) return false;
  if (v266["id"] === undefined) return false;
  for (const v267 in v266) switch (v267) { case "id": case "alt": case "variants": break; default: return false; }
  { const v268 = v266["id"];
  if (v268 !== undefined) {
  if (!(typeof v268 === "string")) return false;
  if (typeof v268 === "string" && ((v268.length < 2 && codePoints(v268) < 1))) return false;
  } }
  { const v269 = v266["alt"];
  if (v269 !== undefined) {
  if (!(typeof v269 === "string")) return false;
  } }
  { const v270 = v266["variants"];
  if (v270 !== undefined) {
  if (!(Array.isArray(v270))) return false;
  if (Array.isArray(v270)) for (let v272 = 0; v272 < v270.length; v272++) {
  const v271 = v270[v272];
  if (!(typeof v271 === "object" && v271 !== null && !Array.isArray(v271))) return false;
  if (v271["width"] === undefined || v271["height"] === undefined) return false;
  for (const v273 in v271) switch (v273) { case "width": case "height": break; default: return false; }
  { const v274 = v271["width"];
  if (v274 !== undefined) {
  if (!(typeof v274 === "number" && !(v274 % 1) && !isNaN(v274) && isFinite(v274))) return false;
  if (typeof v274 === "number" && (v274 < 1)) return false;
  } }
  { const v275 = v271["height"];
  if (v275 !== undefined) {
  if (!(typeof v275 === "number" && !(v275 % 1) && !isNaN(v275) && isFinite(v275))) return false;
  if (typeof v275 === "number" && (v275 < 1)) return false;
  } }
  }
  } }
  } }
  { const v276 = data["fullPath"];
  if (v276 !== undefined) {
  if (!(typeof v276 === "string")) return false;
  if (typeof v276 === "string" && ((v276.length > 500 && codePoints(v276) > 500))) return false;
  } }
  { const v277 = data["sizes"];
  if (v277 !== undefined) {
  if (!(Array.isArray(v277))) return false;
  if (Array.isArray(v277) && (v277.length > 10)) return false;
  if (Array.isArray(v277)) for (let v279 = 0; v279 < v277.length; v279++) {
  const v278 = v277[v279];
  if (!(typeof v278 === "number" && !(v278 % 1) && !isNaN(v278) && isFinite(v278))) return false;
  if (typeof v278 === "number" && (v278 < 1 || v278 > 2560)) return false;
  }
  } }
  { const v280 = data["heights"];
  if (v280 !== undefined) {
  if (!(Array.isArray(v280))) return false;
  if (Array.isArray(v280) && (v280.length > 10)) return false;
  if (Array.isArray(v280)) for (let v282 = 0; v282 < v280.length; v282++) {
  const v281 = v280[v282];
  if (!(typeof v281 === "number" && !(v281 % 1) && !isNaN(v281) && isFinite(v281))) return false;
  if (typeof v281 === "number" && (v281 < 1 || v281 > 2560)) return false;
  }
  } }
  { const v283 = data["ratio"];
  if (v283 !== undefined) {
  if (!(v283 === "16-9" || v283 === "16-6-5" || v283 === "1-1")) return false;
  } }
  { const v284 = data["format"];
  if (v284 !== undefined) {
  if (!(v284 === "jpg" || v284 === "webp" || v284 === "png")) return false;
  } }
  { const v285 = data["loading"];
  if (v285 !== undefined) {
  if (!(v285 === "auto" || v285 === "eager" || v285 === "lazy")) return false;
  } }
  { const v286 = data["alt"];
  if (v286 !== undefined) {
  if (!(typeof v286 === "string")) return false;
  if (typeof v286 === "string" && ((v286.length > 300 && codePoints(v286) > 300))) return false;
  } }
  { const v287 = data["caption"];
  if (v287 !== undefined) {
  if (!(typeof v287 === "string")) return false;
  if (typeof v287 === "string" && ((v287.length > 300 && codePoints(v287) > 300))) return false;
  } }
  return true;
}
function check13(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["tabs"] === undefined) return false;
  for (const v290 in data) switch (v290) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "has_lazyload": case "tabs": case "box_color": case "padding": break; default: return false; }
  { const v291 = data["id"];
  if (v291 !== undefined) {
  if (!(typeof v291 === "string")) return false;
  if (typeof v291 === "string" && ((v291.length < 2 && codePoints(v291) < 1))) return false;
  } }
  { const v292 = data["block_scroll_id"];
  if (v292 !== undefined) {
  if (!(typeof v292 === "string")) return false;
  if (typeof v292 === "string" && (v292.length !== 0 && !pattern0.test(v292))) return false;
  } }
  { const v293 = data["heading"];
  if (v293 !== undefined) {
  if (!(typeof v293 === "string")) return false;
  if (typeof v293 === "string" && ((v293.length > 150 && codePoints(v293) > 150))) return false;
  } }
  { const v294 = data["header_tag"];
  if (v294 !== undefined) {
  if (!(v294 === 1 || v294 === 2 || v294 === 3 || v294 === 4 || v294 === 5 || v294 === 6)) return false;
  } }
  { const v295 = data["header_size"];
  if (v295 !== undefined) {
  if (!(v295 === "xs" || v295 === "s" || v295 === "m" || v295 === "l" || v295 === "xl" || v295 === "title")) return false;
  } }
  { const v296 = data["has_lazyload"];
  if (v296 !== undefined) {
  if (!(typeof v296 === "boolean")) return false;
  } }
  { const v297 = data["tabs"];
  if (v297 !== undefined) {
  if (!(Array.isArray(v297))) return false;
  if (Array.isArray(v297) && (v297.length > 8 || v297.length < 1)) return false;
  if (Array.isArray(v297)) for (let v299 = 0; v299 < v297.length; v299++) {
  const v298 = v297[v299];
  if (!(typeof v298 === "object" && v298 !== null && !Array.isArray(v298))) return false;
  if (v298["tab_label"] === undefined) return false;
  for (const v300 in v298) switch (v300) { case "tab_label": case "tab_id": case "image": case "content": break; default: return false; }
  { const v301 = v298["tab_label"];
  if (v301 !== undefined) {
  if (!(typeof v301 === "string")) return false;
  if (typeof v301 === "string" && ((v301.length > 60 && codePoints(v301) > 60) || (v301.length < 2 && codePoints(v301) < 1))) return false;
  } }
  { const v302 = v298["tab_id"];
  if (v302 !== undefined) {
  if (!(typeof v302 === "string")) return false;
  if (typeof v302 === "string" && (v302.length !== 0 && !pattern0.test(v302))) return false;
  } }
  { const v303 = v298["image"];
  if (v303 !== undefined) {
  if (!(typeof v303 === "object" && v303 !== null && !Array.isArray(v303))) return false;
  if (v303["id"] === undefined) return false;
  for (const v304 in v303) switch (v304) { case "id": case "alt": case "variants": break; default: return false; }
  { const v305 = v303["id"];
  if (v305 !== undefined) {
  if (!(typeof v305 === "string")) return false;
  if (typeof v305 === "string" && ((v305.length < 2 && codePoints(v305) < 1))) return false;
  } }
  { const v306 = v303["alt"];
  if (v306 !== undefined) {
  if (!(typeof v306 === "string")) return false;
  } }
  { const v307 = v303["variants"];
  if (v307 !== undefined) {
  if (!(Array.isArray(v307))) return false;
  if (Array.isArray(v307)) for (let v309 = 0; v309 < v307.length; v309++) {
  const v308 = v307[v309];
  if (!(typeof v308 === "object" && v308 !== null && !Array.isArray(v308))) return false;
  if (v308["width"] === undefined || v308["height"] === undefined) return false;
  for (const v310 in v308) switch (v310) { case "width": case "height": break; default: return false; }
  { const v311 = v308["width"];
  if (v311 !== undefined) {
  if (!(typeof v311 === "number" && !(v311 % 1) && !isNaN(v311) && isFinite(v311))) return false;
  if (typeof v311 === "number" && (v311 < 1)) return false;
  } }
  { const v312 = v308["height"];
  if (v312 !== undefined) {
  if (!(typeof v312 === "number" && !(v312 % 1) && !isNaN(v312) && isFinite(v312))) return false;
  if (typeof v312 === "number" && (v312 < 1)) return false;
  } }
  }
  } }
  } }
  { const v313 = v298["content"];
  if (v313 !== undefined) {
  if (!check4(v313)) return false;
  } }
  }
  } }
  { const v314 = data["box_color"];
  if (v314 !== undefined) {
  if (!(v314 === "light-theme" || v314 === "grey-theme" || v314 === "dark-theme" || v314 === "black-theme")) return false;
  } }
  { const v315 = data["padding"];
  if (v315 !== undefined) {
  if (!(v315 === "normal" || v315 === "top-space-0" || v315 === "bottom-space-0" || v315 === "y-space-0")) return false;
  } }
  return true;
}
function check14(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v318 in data) switch (v318) { case "id": case "items": case "goTopShort": case "box_color": break; default: return false; }
  { const v319 = data["id"];
  if (v319 !== undefined) {
  if (!(typeof v319 === "string")) return false;
  if (typeof v319 === "string" && ((v319.length < 2 && codePoints(v319) < 1))) return false;
  } }
  { const v320 = data["items"];
  if (v320 !== undefined) {
  if (!(Array.isArray(v320))) return false;
  if (Array.isArray(v320) && (v320.length > 10)) return false;
  if (Array.isArray(v320)) for (let v322 = 0; v322 < v320.length; v322++) {
  const v321 = v320[v322];
  if (!(typeof v321 === "object" && v321 !== null && !Array.isArray(v321))) return false;
  if (v321["label"] === undefined) return false;
  for (const v323 in v321) switch (v323) { case "label": case "blockId": break; default: return false; }
  { const v324 = v321["label"];
  if (v324 !== undefined) {
  if (!(typeof v324 === "string")) return false;
  if (typeof v324 === "string" && ((v324.length > 40 && codePoints(v324) > 40) || (v324.length < 2 && codePoints(v324) < 1))) return false;
  } }
  { const v325 = v321["blockId"];
  if (v325 !== undefined) {
  if (!(typeof v325 === "string")) return false;
  if (typeof v325 === "string" && (v325.length !== 0 && !pattern0.test(v325))) return false;
  } }
  }
  } }
  { const v326 = data["goTopShort"];
  if (v326 !== undefined) {
  if (!(typeof v326 === "string")) return false;
  if (typeof v326 === "string" && ((v326.length > 30 && codePoints(v326) > 30) || (v326.length < 2 && codePoints(v326) < 1))) return false;
  } }
  { const v327 = data["box_color"];
  if (v327 !== undefined) {
  if (!(v327 === "light-theme" || v327 === "grey-theme" || v327 === "dark-theme" || v327 === "black-theme")) return false;
  } }
  return true;
}
function check15(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["quote"] === undefined) return false;
  for (const v330 in data) switch (v330) { case "id": case "block_scroll_id": case "quote": case "author": case "author_position": case "alignment": case "box_color": case "padding": break; default: return false; }
  { const v331 = data["id"];
  if (v331 !== undefined) {
  if (!(typeof v331 === "string")) return false;
  if (typeof v331 === "string" && ((v331.length < 2 && codePoints(v331) < 1))) return false;
  } }
  { const v332 = data["block_scroll_id"];
  if (v332 !== undefined) {
  if (!(typeof v332 === "string")) return false;
  if (typeof v332 === "string" && (v332.length !== 0 && !pattern0.test(v332))) return false;
  } }
  { const v333 = data["quote"];
  if (v333 !== undefined) {
  if (!(typeof v333 === "string")) return false;
  if (typeof v333 === "string" && ((v333.length > 600 && codePoints(v333) > 600) || (v333.length < 2 && codePoints(v333) < 1))) return false;
  } }
  { const v334 = data["author"];
  if (v334 !== undefined) {
  if (!(typeof v334 === "string")) return false;
  } }
  { const v335 = data["author_position"];
  if (v335 !== undefined) {
  if (!(typeof v335 === "string")) return false;
  } }
  { const v336 = data["alignment"];
  if (v336 !== undefined) {
  if (!(v336 === "left" || v336 === "center" || v336 === "right")) return false;
  } }
  { const v337 = data["box_color"];
  if (v337 !== undefined) {
  if (!(v337 === "light-theme" || v337 === "grey-theme" || v337 === "dark-theme" || v337 === "black-theme")) return false;
  } }
  { const v338 = data["padding"];
  if (v338 !== undefined) {
  if (!(v338 === "normal" || v338 === "top-space-0" || v338 === "bottom-space-0" || v338 === "y-space-0")) return false;
  } }
  return true;
}
function check16(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["slides"] === undefined) return false;
  for (const v341 in data) switch (v341) { case "id": case "block_scroll_id": case "slides": case "section_class": case "justify_text": case "has_timer": case "slider_theme": break; default: return false; }
  { const v342 = data["id"];
  if (v342 !== undefined) {
  if (!(typeof v342 === "string")) return false;
  if (typeof v342 === "string" && ((v342.length < 2 && codePoints(v342) < 1))) return false;
  } }
  { const v343 = data["block_scroll_id"];
  if (v343 !== undefined) {
  if (!(typeof v343 === "string")) return false;
  if (typeof v343 === "string" && (v343.length !== 0 && !pattern0.test(v343))) return false;
  } }
  { const v344 = data["slides"];
  if (v344 !== undefined) {
  if (!(Array.isArray(v344))) return false;
  if (Array.isArray(v344) && (v344.length > 10 || v344.length < 1)) return false;
  if (Array.isArray(v344)) for (let v346 = 0; v346 < v344.length; v346++) {
  const v345 = v344[v346];
  if (!(typeof v345 === "object" && v345 !== null && !Array.isArray(v345))) return false;
  if (v345["quote"] === undefined) return false;
  for (const v347 in v345) switch (v347) { case "quote": case "author": case "author_position": break; default: return false; }
  { const v348 = v345["quote"];
  if (v348 !== undefined) {
  if (!(typeof v348 === "string")) return false;
  if (typeof v348 === "string" && ((v348.length > 600 && codePoints(v348) > 600) || (v348.length < 2 && codePoints(v348) < 1))) return false;
  } }
  { const v349 = v345["author"];
  if (v349 !== undefined) {
  if (!(typeof v349 === "string")) return false;
  if (typeof v349 === "string" && ((v349.length > 120 && codePoints(v349) > 120))) return false;
  } }
  { const v350 = v345["author_position"];
  if (v350 !== undefined) {
  if (!(typeof v350 === "string")) return false;
  if (typeof v350 === "string" && ((v350.length > 120 && codePoints(v350) > 120))) return false;
  } }
  }
  } }
  { const v351 = data["section_class"];
  if (v351 !== undefined) {
  if (!(v351 === "left" || v351 === "center" || v351 === "right")) return false;
  } }
  { const v352 = data["justify_text"];
  if (v352 !== undefined) {
  if (!(typeof v352 === "boolean")) return false;
  } }
  { const v353 = data["has_timer"];
  if (v353 !== undefined) {
  if (!(typeof v353 === "boolean")) return false;
  } }
  { const v354 = data["slider_theme"];
  if (v354 !== undefined) {
  if (!(v354 === "light-theme" || v354 === "grey-theme" || v354 === "dark-theme" || v354 === "black-theme" || v354 === "all-white-theme")) return false;
  } }
  return true;
}
function check17(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v357 in data) switch (v357) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "ci_key_list": case "sl_key_brand": case "default_sort": case "forced_statuses": case "filter-brands": case "filter-models": case "filter-financing_options": case "filter-states": case "filter-statuses": case "filter-msrp_price": case "filter-display_price": case "filter-mileage": case "filter-production_year": case "filter-model_year": case "filter-power": case "filter-engine_types": case "filter-transmissions": case "filter-colors": case "filter-specific_colors": case "filter-dealers": case "filter-number_of_seats": case "vehicles": case "box_color": case "padding": break; default: return false; }
  { const v358 = data["id"];
  if (v358 !== undefined) {
  if (!(typeof v358 === "string")) return false;
  if (typeof v358 === "string" && ((v358.length < 2 && codePoints(v358) < 1))) return false;
  } }
  { const v359 = data["block_scroll_id"];
  if (v359 !== undefined) {
  if (!(typeof v359 === "string")) return false;
  if (typeof v359 === "string" && (v359.length !== 0 && !pattern0.test(v359))) return false;
  } }
  { const v360 = data["heading"];
  if (v360 !== undefined) {
  if (!(typeof v360 === "string")) return false;
  if (typeof v360 === "string" && ((v360.length > 150 && codePoints(v360) > 150))) return false;
  } }
  { const v361 = data["header_tag"];
  if (v361 !== undefined) {
  if (!(v361 === 1 || v361 === 2 || v361 === 3 || v361 === 4 || v361 === 5 || v361 === 6)) return false;
  } }
  { const v362 = data["header_size"];
  if (v362 !== undefined) {
  if (!(v362 === "xs" || v362 === "s" || v362 === "m" || v362 === "l" || v362 === "xl" || v362 === "title")) return false;
  } }
  { const v363 = data["ci_key_list"];
  if (v363 !== undefined) {
  if (!(typeof v363 === "string")) return false;
  if (typeof v363 === "string" && (!pattern5.test(v363))) return false;
  } }
  { const v364 = data["sl_key_brand"];
  if (v364 !== undefined) {
  if (!(v364 === "" || v364 === "land_rover" || v364 === "jaguar")) return false;
  } }
  { const v365 = data["default_sort"];
  if (v365 !== undefined) {
  if (!(v365 === "productionYearAsc" || v365 === "productionYearDesc" || v365 === "createdAtAsc" || v365 === "createdAtDesc" || v365 === "mileageAsc" || v365 === "mileageDesc" || v365 === "priceAsc" || v365 === "priceDesc" || v365 === "status")) return false;
  } }
  { const v366 = data["forced_statuses"];
  if (v366 !== undefined) {
  if (!(Array.isArray(v366))) return false;
  if (Array.isArray(v366) && (v366.length > 8 || !allDistinct(v366))) return false;
  if (Array.isArray(v366)) for (let v368 = 0; v368 < v366.length; v368++) {
  const v367 = v366[v368];
  if (!(v367 === "stock" || v367 === "available_soon" || v367 === "reserved" || v367 === "sold" || v367 === "in_production" || v367 === "on_demand" || v367 === "delivery" || v367 === "demo")) return false;
  }
  } }
  { const v369 = data["filter-brands"];
  if (v369 !== undefined) {
  if (!(typeof v369 === "boolean")) return false;
  } }
  { const v370 = data["filter-models"];
  if (v370 !== undefined) {
  if (!(typeof v370 === "boolean")) return false;
  } }
  { const v371 = data["filter-financing_options"];
  if (v371 !== undefined) {
  if (!(typeof v371 === "boolean")) return false;
  } }
  { const v372 = data["filter-states"];
  if (v372 !== undefined) {
  if (!(typeof v372 === "boolean")) return false;
  } }
  { const v373 = data["filter-statuses"];
  if (v373 !== undefined) {
  if (!(typeof v373 === "boolean")) return false;
  } }
  { const v374 = data["filter-msrp_price"];
  if (v374 !== undefined) {
  if (!(typeof v374 === "boolean")) return false;
  } }
  { const v375 = data["filter-display_price"];
  if (v375 !== undefined) {
  if (!(typeof v375 === "boolean")) return false;
  } }
  { const v376 = data["filter-mileage"];
  if (v376 !== undefined) {
  if (!(typeof v376 === "boolean")) return false;
  } }
  { const v377 = data["filter-production_year"];
  if (v377 !== undefined) {
  if (!(typeof v377 === "boolean")) return false;
  } }
  { const v378 = data["filter-model_year"];
  if (v378 !== undefined) {
  if (!(typeof v378 === "boolean")) return false;
  } }
  { const v379 = data["filter-power"];
  if (v379 !== undefined) {
  if (!(typeof v379 === "boolean")) return false;
  } }
  { const v380 = data["filter-engine_types"];
  if (v380 !== undefined) {
  if (!(typeof v380 === "boolean")) return false;
  } }
  { const v381 = data["filter-transmissions"];
  if (v381 !== undefined) {
  if (!(typeof v381 === "boolean")) return false;
  } }
  { const v382 = data["filter-colors"];
  if (v382 !== undefined) {
  if (!(typeof v382 === "boolean")) return false;
  } }
  { const v383 = data["filter-specific_colors"];
  if (v383 !== undefined) {
  if (!(typeof v383 === "boolean")) return false;
  } }
  { const v384 = data["filter-dealers"];
  if (v384 !== undefined) {
  if (!(typeof v384 === "boolean")) return false;
  } }
  { const v385 = data["filter-number_of_seats"];
  if (v385 !== undefined) {
  if (!(typeof v385 === "boolean")) return false;
  } }
  { const v386 = data["vehicles"];
  if (v386 !== undefined) {
  if (!(typeof v386 === "object" && v386 !== null && !Array.isArray(v386))) return false;
  for (const v387 in v386) switch (v387) { case "headline": case "list": break; default: return false; }
  { const v388 = v386["headline"];
  if (v388 !== undefined) {
  if (!(typeof v388 === "string")) return false;
  if (typeof v388 === "string" && ((v388.length > 200 && codePoints(v388) > 200))) return false;
  } }
  { const v389 = v386["list"];
  if (v389 !== undefined) {
  if (!(Array.isArray(v389))) return false;
  if (Array.isArray(v389) && (v389.length > 25 || !allDistinct(v389))) return false;
  if (Array.isArray(v389)) for (let v391 = 0; v391 < v389.length; v391++) {
  const v390 = v389[v391];
  if (!(v390 === "productionYear" || v390 === "model" || v390 === "mileage" || v390 === "engines" || v390 === "color" || v390 === "drivetrain" || v390 === "vin" || v390 === "power" || v390 === "capacity" || v390 === "status" || v390 === "state" || v390 === "colorInterior" || v390 === "brand" || v390 === "title" || v390 === "version" || v390 === "modelYear" || v390 === "transmission" || v390 === "deliveryDate" || v390 === "avl" || v390 === "ownerName" || v390 === "orderNumber" || v390 === "nameplateModelGroup" || v390 === "shortVin" || v390 === "numberOfSeats" || v390 === "batteryCapacity")) return false;
  }
  } }
  } }
  { const v392 = data["box_color"];
  if (v392 !== undefined) {
  if (!(v392 === "light-theme" || v392 === "grey-theme" || v392 === "dark-theme" || v392 === "black-theme")) return false;
  } }
  { const v393 = data["padding"];
  if (v393 !== undefined) {
  if (!(v393 === "normal" || v393 === "top-space-0" || v393 === "bottom-space-0" || v393 === "y-space-0")) return false;
  } }
  return true;
}
function check18(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v396 in data) switch (v396) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "ci_key_list": case "button": case "box_color": case "padding": break; default: return false; }
  { const v397 = data["id"];
  if (v397 !== undefined) {
  if (!(typeof v397 === "string")) return false;
  if (typeof v397 === "string" && ((v397.length < 2 && codePoints(v397) < 1))) return false;
  } }
  { const v398 = data["block_scroll_id"];
  if (v398 !== undefined) {
  if (!(typeof v398 === "string")) return false;
  if (typeof v398 === "string" && (v398.length !== 0 && !pattern0.test(v398))) return false;
  } }
  { const v399 = data["heading"];
  if (v399 !== undefined) {
  if (!(typeof v399 === "string")) return false;
  if (typeof v399 === "string" && ((v399.length > 150 && codePoints(v399) > 150))) return false;
  } }
  { const v400 = data["header_tag"];
  if (v400 !== undefined) {
  if (!(v400 === 1 || v400 === 2 || v400 === 3 || v400 === 4 || v400 === 5 || v400 === 6)) return false;
  } }
  { const v401 = data["header_size"];
  if (v401 !== undefined) {
  if (!(v401 === "xs" || v401 === "s" || v401 === "m" || v401 === "l" || v401 === "xl" || v401 === "title")) return false;
  } }
  { const v402 = data["ci_key_list"];
  if (v402 !== undefined) {
  if (!(typeof v402 === "string")) return false;
  if (typeof v402 === "string" && (!pattern5.test(v402))) return false;
  } }
  { const v403 = data["button"];
  if (v403 !== undefined) {
  if (!(typeof v403 === "object" && v403 !== null && !Array.isArray(v403))) return false;
  for (const v404 in v403) switch (v404) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v405 = v403["url"];
  if (v405 !== undefined) {
  if (!(typeof v405 === "string")) return false;
  if (typeof v405 === "string" && ((v405.length > 2000 && codePoints(v405) > 2000) || v405.length !== 0 && !pattern2.test(v405))) return false;
  } }
  { const v406 = v403["type"];
  if (v406 !== undefined) {
  if (!(v406 === "internal" || v406 === "external" || v406 === "form" || v406 === "file")) return false;
  } }
  { const v407 = v403["target"];
  if (v407 !== undefined) {
  if (!(v407 === "_self" || v407 === "_blank")) return false;
  } }
  { const v408 = v403["link_text"];
  if (v408 !== undefined) {
  if (!(typeof v408 === "string")) return false;
  } }
  { const v409 = v403["icon"];
  if (v409 !== undefined) {
  if (!(typeof v409 === "string")) return false;
  if (typeof v409 === "string" && (v409.length !== 0 && !pattern1.test(v409))) return false;
  } }
  { const v410 = v403["ui_type"];
  if (v410 !== undefined) {
  if (!(v410 === "primary" || v410 === "secondary" || v410 === "tertiary")) return false;
  } }
  { const v411 = v403["size"];
  if (v411 !== undefined) {
  if (!(v411 === "medium" || v411 === "small")) return false;
  } }
  { const v412 = v403["rdx_forms_form_id"];
  if (v412 !== undefined) {
  if (!(typeof v412 === "string")) return false;
  } }
  { const v413 = v403["hidden_fields"];
  if (v413 !== undefined) {
  if (!(Array.isArray(v413))) return false;
  if (Array.isArray(v413) && (v413.length > 20)) return false;
  if (Array.isArray(v413)) for (let v415 = 0; v415 < v413.length; v415++) {
  const v414 = v413[v415];
  if (!(typeof v414 === "object" && v414 !== null && !Array.isArray(v414))) return false;
  if (v414["name"] === undefined || v414["value"] === undefined) return false;
  for (const v416 in v414) switch (v416) { case "name": case "value": break; default: return false; }
  { const v417 = v414["name"];
  if (v417 !== undefined) {
  if (!(typeof v417 === "string")) return false;
  if (typeof v417 === "string" && ((v417.length < 2 && codePoints(v417) < 1))) return false;
  } }
  { const v418 = v414["value"];
  if (v418 !== undefined) {
  if (!(typeof v418 === "string")) return false;
  } }
  }
  } }
  { const v419 = v403["form_layout"];
  if (v419 !== undefined) {
  if (!(v419 === "single" || v419 === "double")) return false;
  } }
  } }
  { const v420 = data["box_color"];
  if (v420 !== undefined) {
  if (!(v420 === "light-theme" || v420 === "grey-theme" || v420 === "dark-theme" || v420 === "black-theme")) return false;
  } }
  { const v421 = data["padding"];
  if (v421 !== undefined) {
  if (!(v421 === "normal" || v421 === "top-space-0" || v421 === "bottom-space-0" || v421 === "y-space-0")) return false;
  } }
  return true;
}
function check19(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v424 in data) switch (v424) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "ci_key_list": case "sl_key_brand": case "default_sort": case "forced_statuses": case "filter-brands": case "filter-models": case "filter-financing_options": case "filter-states": case "filter-statuses": case "filter-msrp_price": case "filter-display_price": case "filter-mileage": case "filter-production_year": case "filter-model_year": case "filter-power": case "filter-engine_types": case "filter-transmissions": case "filter-colors": case "filter-specific_colors": case "filter-dealers": case "filter-number_of_seats": case "vehicles": case "box_color": case "padding": break; default: return false; }
  { const v425 = data["id"];
  if (v425 !== undefined) {
  if (!(typeof v425 === "string")) return false;
  if (typeof v425 === "string" && ((v425.length < 2 && codePoints(v425) < 1))) return false;
  } }
  { const v426 = data["block_scroll_id"];
  if (v426 !== undefined) {
  if (!(typeof v426 === "string")) return false;
  if (typeof v426 === "string" && (v426.length !== 0 && !pattern0.test(v426))) return false;
  } }
  { const v427 = data["heading"];
  if (v427 !== undefined) {
  if (!(typeof v427 === "string")) return false;
  if (typeof v427 === "string" && ((v427.length > 150 && codePoints(v427) > 150))) return false;
  } }
  { const v428 = data["header_tag"];
  if (v428 !== undefined) {
  if (!(v428 === 1 || v428 === 2 || v428 === 3 || v428 === 4 || v428 === 5 || v428 === 6)) return false;
  } }
  { const v429 = data["header_size"];
  if (v429 !== undefined) {
  if (!(v429 === "xs" || v429 === "s" || v429 === "m" || v429 === "l" || v429 === "xl" || v429 === "title")) return false;
  } }
  { const v430 = data["ci_key_list"];
  if (v430 !== undefined) {
  if (!(typeof v430 === "string")) return false;
  if (typeof v430 === "string" && (!pattern5.test(v430))) return false;
  } }
  { const v431 = data["sl_key_brand"];
  if (v431 !== undefined) {
  if (!(v431 === "" || v431 === "land_rover" || v431 === "jaguar")) return false;
  } }
  { const v432 = data["default_sort"];
  if (v432 !== undefined) {
  if (!(v432 === "productionYearAsc" || v432 === "productionYearDesc" || v432 === "createdAtAsc" || v432 === "createdAtDesc" || v432 === "mileageAsc" || v432 === "mileageDesc" || v432 === "priceAsc" || v432 === "priceDesc" || v432 === "status")) return false;
  } }
  { const v433 = data["forced_statuses"];
  if (v433 !== undefined) {
  if (!(Array.isArray(v433))) return false;
  if (Array.isArray(v433) && (v433.length > 8)) return false;
  if (Array.isArray(v433)) for (let v435 = 0; v435 < v433.length; v435++) {
  const v434 = v433[v435];
  if (!(v434 === "stock" || v434 === "available_soon" || v434 === "reserved" || v434 === "sold" || v434 === "in_production" || v434 === "on_demand" || v434 === "delivery" || v434 === "demo")) return false;
  }
  } }
  { const v436 = data["filter-brands"];
  if (v436 !== undefined) {
  if (!(typeof v436 === "boolean")) return false;
  } }
  { const v437 = data["filter-models"];
  if (v437 !== undefined) {
  if (!(typeof v437 === "boolean")) return false;
  } }
  { const v438 = data["filter-financing_options"];
  if (v438 !== undefined) {
  if (!(typeof v438 === "boolean")) return false;
  } }
  { const v439 = data["filter-states"];
  if (v439 !== undefined) {
  if (!(typeof v439 === "boolean")) return false;
  } }
  { const v440 = data["filter-statuses"];
  if (v440 !== undefined) {
  if (!(typeof v440 === "boolean")) return false;
  } }
  { const v441 = data["filter-msrp_price"];
  if (v441 !== undefined) {
  if (!(typeof v441 === "boolean")) return false;
  } }
  { const v442 = data["filter-display_price"];
  if (v442 !== undefined) {
  if (!(typeof v442 === "boolean")) return false;
  } }
  { const v443 = data["filter-mileage"];
  if (v443 !== undefined) {
  if (!(typeof v443 === "boolean")) return false;
  } }
  { const v444 = data["filter-production_year"];
  if (v444 !== undefined) {
  if (!(typeof v444 === "boolean")) return false;
  } }
  { const v445 = data["filter-model_year"];
  if (v445 !== undefined) {
  if (!(typeof v445 === "boolean")) return false;
  } }
  { const v446 = data["filter-power"];
  if (v446 !== undefined) {
  if (!(typeof v446 === "boolean")) return false;
  } }
  { const v447 = data["filter-engine_types"];
  if (v447 !== undefined) {
  if (!(typeof v447 === "boolean")) return false;
  } }
  { const v448 = data["filter-transmissions"];
  if (v448 !== undefined) {
  if (!(typeof v448 === "boolean")) return false;
  } }
  { const v449 = data["filter-colors"];
  if (v449 !== undefined) {
  if (!(typeof v449 === "boolean")) return false;
  } }
  { const v450 = data["filter-specific_colors"];
  if (v450 !== undefined) {
  if (!(typeof v450 === "boolean")) return false;
  } }
  { const v451 = data["filter-dealers"];
  if (v451 !== undefined) {
  if (!(typeof v451 === "boolean")) return false;
  } }
  { const v452 = data["filter-number_of_seats"];
  if (v452 !== undefined) {
  if (!(typeof v452 === "boolean")) return false;
  } }
  { const v453 = data["vehicles"];
  if (v453 !== undefined) {
  if (!(typeof v453 === "object" && v453 !== null && !Array.isArray(v453))) return false;
  for (const v454 in v453) switch (v454) { case "headline": case "list": break; default: return false; }
  { const v455 = v453["headline"];
  if (v455 !== undefined) {
  if (!(typeof v455 === "string")) return false;
  if (typeof v455 === "string" && ((v455.length > 200 && codePoints(v455) > 200))) return false;
  } }
  { const v456 = v453["list"];
  if (v456 !== undefined) {
  if (!(Array.isArray(v456))) return false;
  if (Array.isArray(v456) && (v456.length > 25)) return false;
  if (Array.isArray(v456)) for (let v458 = 0; v458 < v456.length; v458++) {
  const v457 = v456[v458];
  if (!(v457 === "productionYear" || v457 === "model" || v457 === "mileage" || v457 === "engines" || v457 === "color" || v457 === "drivetrain" || v457 === "vin" || v457 === "power" || v457 === "capacity" || v457 === "status" || v457 === "state" || v457 === "colorInterior" || v457 === "brand" || v457 === "title" || v457 === "version" || v457 === "modelYear" || v457 === "transmission" || v457 === "deliveryDate" || v457 === "avl" || v457 === "ownerName" || v457 === "orderNumber" || v457 === "nameplateModelGroup" || v457 === "shortVin" || v457 === "numberOfSeats" || v457 === "batteryCapacity")) return false;
  }
  } }
  } }
  { const v459 = data["box_color"];
  if (v459 !== undefined) {
  if (!(v459 === "light-theme" || v459 === "grey-theme" || v459 === "dark-theme" || v459 === "black-theme")) return false;
  } }
  { const v460 = data["padding"];
  if (v460 !== undefined) {
  if (!(v460 === "normal" || v460 === "top-space-0" || v460 === "bottom-space-0" || v460 === "y-space-0")) return false;
  } }
  return true;
}
function check20(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["tabs"] === undefined) return false;
  for (const v463 in data) switch (v463) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "has_modal": case "tabs": case "box_color": case "padding": break; default: return false; }
  { const v464 = data["id"];
  if (v464 !== undefined) {
  if (!(typeof v464 === "string")) return false;
  if (typeof v464 === "string" && ((v464.length < 2 && codePoints(v464) < 1))) return false;
  } }
  { const v465 = data["block_scroll_id"];
  if (v465 !== undefined) {
  if (!(typeof v465 === "string")) return false;
  if (typeof v465 === "string" && (v465.length !== 0 && !pattern0.test(v465))) return false;
  } }
  { const v466 = data["heading"];
  if (v466 !== undefined) {
  if (!(typeof v466 === "string")) return false;
  if (typeof v466 === "string" && ((v466.length > 150 && codePoints(v466) > 150))) return false;
  } }
  { const v467 = data["header_tag"];
  if (v467 !== undefined) {
  if (!(v467 === 1 || v467 === 2 || v467 === 3 || v467 === 4 || v467 === 5 || v467 === 6)) return false;
  } }
  { const v468 = data["header_size"];
  if (v468 !== undefined) {
  if (!(v468 === "xs" || v468 === "s" || v468 === "m" || v468 === "l" || v468 === "xl" || v468 === "title")) return false;
  } }
  { const v469 = data["has_modal"];
  if (v469 !== undefined) {
  if (!(typeof v469 === "boolean")) return false;
  } }
  { const v470 = data["tabs"];
  if (v470 !== undefined) {
  if (!(Array.isArray(v470))) return false;
  if (Array.isArray(v470) && (v470.length > 10 || v470.length < 1)) return false;
  if (Array.isArray(v470)) for (let v472 = 0; v472 < v470.length; v472++) {
  const v471 = v470[v472];
  if (!(typeof v471 === "object" && v471 !== null && !Array.isArray(v471))) return false;
  if (v471["tab_label"] === undefined) return false;
  for (const v473 in v471) switch (v473) { case "tab_label": case "tab_id": case "content": break; default: return false; }
  { const v474 = v471["tab_label"];
  if (v474 !== undefined) {
  if (!(typeof v474 === "string")) return false;
  if (typeof v474 === "string" && ((v474.length > 60 && codePoints(v474) > 60) || (v474.length < 2 && codePoints(v474) < 1))) return false;
  } }
  { const v475 = v471["tab_id"];
  if (v475 !== undefined) {
  if (!(typeof v475 === "string")) return false;
  if (typeof v475 === "string" && (v475.length !== 0 && !pattern0.test(v475))) return false;
  } }
  { const v476 = v471["content"];
  if (v476 !== undefined) {
  if (!check4(v476)) return false;
  } }
  }
  } }
  { const v477 = data["box_color"];
  if (v477 !== undefined) {
  if (!(v477 === "light-theme" || v477 === "grey-theme" || v477 === "dark-theme" || v477 === "black-theme")) return false;
  } }
  { const v478 = data["padding"];
  if (v478 !== undefined) {
  if (!(v478 === "normal" || v478 === "top-space-0" || v478 === "bottom-space-0" || v478 === "y-space-0")) return false;
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
  case "entry-form": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v140 = data["type"];
  if (v140 !== undefined) {
  if (v140 !== "entry-form") return false;
  } }
  { const v141 = data["props"];
  if (v141 !== undefined) {
  if (!check7(v141)) return false;
  } }
  }
  break; }
  case "expanded-entry-form": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v149 = data["type"];
  if (v149 !== undefined) {
  if (v149 !== "expanded-entry-form") return false;
  } }
  { const v150 = data["props"];
  if (v150 !== undefined) {
  if (!check8(v150)) return false;
  } }
  }
  break; }
  case "extended-warranty": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v160 = data["type"];
  if (v160 !== undefined) {
  if (v160 !== "extended-warranty") return false;
  } }
  { const v161 = data["props"];
  if (v161 !== undefined) {
  if (!check9(v161)) return false;
  } }
  }
  break; }
  case "form": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v187 = data["type"];
  if (v187 !== undefined) {
  if (v187 !== "form") return false;
  } }
  { const v188 = data["props"];
  if (v188 !== undefined) {
  if (!check10(v188)) return false;
  } }
  }
  break; }
  case "hero-title-banner": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v224 = data["type"];
  if (v224 !== undefined) {
  if (v224 !== "hero-title-banner") return false;
  } }
  { const v225 = data["props"];
  if (v225 !== undefined) {
  if (!check11(v225)) return false;
  } }
  }
  break; }
  case "image-element": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v261 = data["type"];
  if (v261 !== undefined) {
  if (v261 !== "image-element") return false;
  } }
  { const v262 = data["props"];
  if (v262 !== undefined) {
  if (!check12(v262)) return false;
  } }
  }
  break; }
  case "image-tabs": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v288 = data["type"];
  if (v288 !== undefined) {
  if (v288 !== "image-tabs") return false;
  } }
  { const v289 = data["props"];
  if (v289 !== undefined) {
  if (!check13(v289)) return false;
  } }
  }
  break; }
  case "inpage-navigation": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v316 = data["type"];
  if (v316 !== undefined) {
  if (v316 !== "inpage-navigation") return false;
  } }
  { const v317 = data["props"];
  if (v317 !== undefined) {
  if (!check14(v317)) return false;
  } }
  }
  break; }
  case "quote": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v328 = data["type"];
  if (v328 !== undefined) {
  if (v328 !== "quote") return false;
  } }
  { const v329 = data["props"];
  if (v329 !== undefined) {
  if (!check15(v329)) return false;
  } }
  }
  break; }
  case "quote-slider": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v339 = data["type"];
  if (v339 !== undefined) {
  if (v339 !== "quote-slider") return false;
  } }
  { const v340 = data["props"];
  if (v340 !== undefined) {
  if (!check16(v340)) return false;
  } }
  }
  break; }
  case "stock-locator": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v355 = data["type"];
  if (v355 !== undefined) {
  if (v355 !== "stock-locator") return false;
  } }
  { const v356 = data["props"];
  if (v356 !== undefined) {
  if (!check17(v356)) return false;
  } }
  }
  break; }
  case "stock-locator-carousel": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v394 = data["type"];
  if (v394 !== undefined) {
  if (v394 !== "stock-locator-carousel") return false;
  } }
  { const v395 = data["props"];
  if (v395 !== undefined) {
  if (!check18(v395)) return false;
  } }
  }
  break; }
  case "stock-locator-overseas": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v422 = data["type"];
  if (v422 !== undefined) {
  if (v422 !== "stock-locator-overseas") return false;
  } }
  { const v423 = data["props"];
  if (v423 !== undefined) {
  if (!check19(v423)) return false;
  } }
  }
  break; }
  case "tabs": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v461 = data["type"];
  if (v461 !== undefined) {
  if (v461 !== "tabs") return false;
  } }
  { const v462 = data["props"];
  if (v462 !== undefined) {
  if (!check20(v462)) return false;
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
export const block_entry_form = check7;
export const block_expanded_entry_form = check8;
export const block_extended_warranty = check9;
export const block_form = check10;
export const block_hero_title_banner = check11;
export const block_image_element = check12;
export const block_image_tabs = check13;
export const block_inpage_navigation = check14;
export const block_quote = check15;
export const block_quote_slider = check16;
export const block_stock_locator = check17;
export const block_stock_locator_carousel = check18;
export const block_stock_locator_overseas = check19;
export const block_tabs = check20;
