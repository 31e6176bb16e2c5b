import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

export interface MenuItem {
  label: string;
  description?: string;
  onSelect: () => void;
}

/**
 * A button that opens a menu (WAI-ARIA menu button): arrow keys, Home and End move between items,
 * Enter or Space chooses, Escape or Tab closes and focus returns to the button.
 */
export function MenuButton({
  label,
  items,
  className = "editor-button",
}: {
  label: string;
  items: readonly MenuItem[];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const itemsOf = () => [...(menuRef.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];

  useEffect(() => {
    if (!open) return;
    itemsOf()[0]?.focus();
    const close = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node) && !buttonRef.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [open]);

  const choose = (item: MenuItem) => {
    setOpen(false);
    buttonRef.current?.focus();
    item.onSelect();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const entries = itemsOf();
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const focus = (next: number) => entries[(next + entries.length) % entries.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        focus(index + 1);
        break;
      case "ArrowUp":
        focus(index - 1);
        break;
      case "Home":
        focus(0);
        break;
      case "End":
        focus(entries.length - 1);
        break;
      case "Escape":
        setOpen(false);
        buttonRef.current?.focus();
        break;
      case "Tab":
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="fc-menu">
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul ref={menuRef} id={menuId} role="menu" aria-label={label} className="fc-menu__list" onKeyDown={onMenuKey}>
          {items.map((item, index) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="fc-menu__item"
                onClick={() => choose(item)}
                aria-labelledby={`${menuId}-${index}`}
                aria-describedby={item.description ? `${menuId}-${index}-description` : undefined}
              >
                <span id={`${menuId}-${index}`} className="fc-menu__label">
                  {item.label}
                </span>
                {item.description ? (
                  <span id={`${menuId}-${index}-description`} className="fc-menu__description">
                    {item.description}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
