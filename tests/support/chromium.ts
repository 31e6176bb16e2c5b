/**
 * Debian's Chromium (downloading a browser is not possible on these machines) and the flags every
 * browser run uses (ARCHITECTURE.md): the Playwright specs, the editor bench and Lighthouse.
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};
