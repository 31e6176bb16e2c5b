/**
 * The footer's social icons, drawn inline (no icon font, no request): the `icon` of a social item
 * names one. An icon not drawn here shows its first letter, as before.
 */
const PATHS: Record<string, string> = {
  facebook:
    "M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8.1v3h2.5V21z",
  instagram:
    "M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm5-3.7a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z",
  youtube: "M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zm4 4v6l5-3z",
  x: "M4 4h4.5l4 5.5L17.3 4h2.2l-6 6.9L20 20h-4.5l-4.3-5.9L6 20H3.8l6.4-7.3z",
  twitter: "M4 4h4.5l4 5.5L17.3 4h2.2l-6 6.9L20 20h-4.5l-4.3-5.9L6 20H3.8l6.4-7.3z",
  linkedin:
    "M4 9h3.2v11H4zm1.6-5.2a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.2 0 3.6 2.1 3.6 4.7V20h-3.2v-5.5c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H10z",
  tiktok: "M14 3h3a4 4 0 0 0 4 4v3a7 7 0 0 1-4-1.3V15a6 6 0 1 1-6-6v3.2a2.8 2.8 0 1 0 3 2.8z",
  whatsapp:
    "M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm0 2a7 7 0 1 1-3.6 13l-.3-.2-2.7.7.7-2.6-.2-.3A7 7 0 0 1 12 5zm-3 3.5c-.3 0-.7.1-1 .5-.3.4-1 1-1 2.4s1 2.8 1.2 3c.2.2 2 3.2 5 4.3 2.4.9 2.9.7 3.5.7s1.8-.8 2-1.5c.3-.7.3-1.3.2-1.5l-.6-.4-2-1c-.3-.1-.5-.1-.7.2l-.9 1.1c-.2.2-.4.2-.7.1-.3-.2-1.3-.5-2.4-1.5-.9-.8-1.5-1.8-1.7-2.1-.2-.3 0-.5.1-.6l.5-.6.3-.5v-.5l-.9-2.2c-.2-.5-.5-.5-.7-.5z",
};

export function SocialIcon({ name, fallback }: { name: string; fallback: string }) {
  const path = PATHS[name.toLowerCase()];
  if (!path)
    return (
      <span className="site-footer__icon" aria-hidden="true">
        {fallback.slice(0, 1).toUpperCase()}
      </span>
    );
  return (
    <span className="site-footer__icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
        <path d={path} fill="currentColor" fillRule="evenodd" />
      </svg>
    </span>
  );
}
