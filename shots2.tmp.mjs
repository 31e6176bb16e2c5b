import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const [path, width, y, h, out, accept] = process.argv.slice(2);
const context = await browser.newContext({ viewport: { width: Number(width), height: 844 } });
const page = await context.newPage();
await page.goto(`http://127.0.0.1:3521${path}`, { waitUntil: "networkidle" });
if (accept !== "no") { const b = page.getByRole("button", { name: /Accept all|قبول الكل/ }); if (await b.isVisible()) await b.click(); }
for (let i = 0; i < 20; i++) { await page.mouse.wheel(0, 600); await page.waitForTimeout(100); }
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: Number(y), width: Number(width), height: Number(h) } });
await browser.close();
