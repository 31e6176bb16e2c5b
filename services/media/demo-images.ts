import { copyFileSync, existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { PHOTO_ANGLES, photoId } from "../listings/index.ts";
import type { MediaStore } from "./media-store.ts";

/**
 * Demo photography, drawn locally (no network): gradients with a car-like silhouette, so the demo
 * site and the tests have real JPEGs of known ids to resize.
 */
const DEMO_IMAGES: Record<string, { from: string; to: string; accent: string }> = {
  "demo-hero-1": { from: "#1d2b3a", to: "#9e1b32", accent: "#f2f2f2" },
  "demo-hero-2": { from: "#0c0c0c", to: "#4a4a4a", accent: "#c8a96a" },
  // Desert dusk: the news and the home page of the Gulf demo retailer.
  "demo-hero-3": { from: "#3b2a4a", to: "#e0a060", accent: "#1d1d1d" },
  "demo-exterior-1": { from: "#4d6a7a", to: "#c9d6df", accent: "#1d1d1d" },
  "demo-exterior-2": { from: "#3a3f2b", to: "#a8b08a", accent: "#f5f5f5" },
  "demo-interior-1": { from: "#2b1d14", to: "#8a5a3c", accent: "#e8d8c4" },
  "demo-detail-1": { from: "#101820", to: "#5e6b78", accent: "#9e1b32" },
  "demo-landscape-1": { from: "#2f4858", to: "#f6ae2d", accent: "#0c0c0c" },
};

function svg({ from, to, accent }: { from: string; to: string; accent: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1350" viewBox="0 0 2400 1350">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="2400" height="1350" fill="url(#g)"/>
  <ellipse cx="1200" cy="1090" rx="900" ry="60" fill="#000" opacity="0.35"/>
  <path d="M420 1000 C 520 820 760 760 980 740 L 1280 600 C 1420 540 1640 560 1800 700 L 2000 760 C 2080 790 2100 880 2080 1000 Z" fill="${accent}" opacity="0.92"/>
  <circle cx="760" cy="1010" r="110" fill="#111"/><circle cx="1760" cy="1010" r="110" fill="#111"/>
  <circle cx="760" cy="1010" r="50" fill="#888"/><circle cx="1760" cy="1010" r="50" fill="#888"/>
</svg>`;
}

/** Frames of the demo 360 view: the car turned by 45 degrees a frame, drawn as a silhouette narrowing towards the ends. */
const SPIN_FRAMES = 8;

function spinSvg(frame: number): string {
  const angle = (frame / SPIN_FRAMES) * 2 * Math.PI;
  const length = Math.round(280 + 790 * Math.abs(Math.cos(angle)));
  const nose = Math.sin(angle) >= 0 ? 1 : -1;
  const lampX = 800 + (nose * length) / 2 - nose * 27;
  // 1600x900 (the largest 16:9 preset), not the 2400x1350 of the other demo images: quicker to draw.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e6e8eb"/><stop offset="1" stop-color="#8b949c"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#g)"/>
  <ellipse cx="800" cy="720" rx="${length / 2 + 107}" ry="33" fill="#000" opacity="0.25"/>
  <rect x="${800 - length / 2}" y="427" width="${length}" height="267" rx="100" fill="#1f3f73"/>
  <rect x="${800 - length / 2.6}" y="347" width="${length / 1.3}" height="147" rx="60" fill="#16305a"/>
  <circle cx="${lampX}" cy="507" r="31" fill="#f6ae2d"/>
</svg>`;
}

/** Paint colours of the demo stock photos (stock-<colour>-<angle>). */
const PAINT: Record<string, string> = {
  black: "#16181b",
  white: "#eceae4",
  grey: "#6b6f74",
  silver: "#b9bcc0",
  blue: "#1f3f73",
  red: "#8e1b22",
  green: "#2f4a35",
  brown: "#6e5a45",
};

function stockPhotoSvg(paint: string, angle: string): string {
  const backdrop = angle === "interior" ? ["#2b1d14", "#8a5a3c"] : ["#d9dde1", "#8b949c"];
  const body =
    angle === "interior"
      ? `<rect x="300" y="500" width="1800" height="600" rx="60" fill="${paint}" opacity="0.9"/><circle cx="1200" cy="520" r="220" fill="none" stroke="#ddd" stroke-width="40"/>`
      : angle === "front"
        ? `<rect x="650" y="560" width="1100" height="420" rx="120" fill="${paint}"/><rect x="760" y="620" width="880" height="160" rx="40" fill="#222"/><circle cx="800" cy="860" r="50" fill="#eee"/><circle cx="1600" cy="860" r="50" fill="#eee"/>`
        : `<path d="M420 1000 C 520 820 760 760 980 740 L 1280 600 C 1420 540 1640 560 1800 700 L 2000 760 C 2080 790 2100 880 2080 1000 Z" fill="${paint}"/><circle cx="760" cy="1010" r="110" fill="#111"/><circle cx="1760" cy="1010" r="110" fill="#111"/>${angle === "rear" ? '<rect x="1900" y="780" width="120" height="60" fill="#b00"/>' : ""}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1350" viewBox="0 0 2400 1350"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient></defs><rect width="2400" height="1350" fill="url(#g)"/><ellipse cx="1200" cy="1090" rx="900" ry="50" fill="#000" opacity="0.25"/>${body}</svg>`;
}

/** Stores any missing demo original in the library. */
export async function ensureDemoImages(media: MediaStore): Promise<void> {
  const drawings: [string, string][] = [
    ...Object.entries(DEMO_IMAGES).map(([id, colours]): [string, string] => [id, svg(colours)]),
    ...Array.from({ length: SPIN_FRAMES }, (_, frame): [string, string] => [`demo-spin-${frame + 1}`, spinSvg(frame)]),
    ...Object.entries(PAINT).flatMap(([paint, hex]) =>
      PHOTO_ANGLES.map((angle): [string, string] => [photoId(paint, angle), stockPhotoSvg(hex, angle)]),
    ),
  ];
  const stored = new Set(await media.ids());
  for (const [id, drawing] of drawings) {
    if (stored.has(id)) continue;
    const { data, info } = await sharp(Buffer.from(drawing))
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    await media.putOriginal(id, "jpg", data, info);
  }
}

/** The demo videos and captions shipped in the repository (services/media/demo-videos), copied into `videosDir` when missing. */
export function ensureDemoVideos(videosDir: string, from = path.resolve("services/media/demo-videos")): void {
  if (!existsSync(from)) return;
  for (const file of readdirSync(from)) {
    const target = path.join(videosDir, file);
    if (!existsSync(target)) copyFileSync(path.join(from, file), target);
  }
}
