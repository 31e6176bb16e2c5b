import type { IconButtonProps } from "@rjsf/utils";

/** rjsf's default buttons draw Glyphicons (a font the editor does not ship); these use text symbols with a spoken label. */
function button(symbol: string, label: string, extraClass = "") {
  function InspectorButton({
    icon: _icon,
    iconType: _iconType,
    uiSchema: _uiSchema,
    registry: _registry,
    className,
    title,
    ...rest
  }: IconButtonProps) {
    return (
      <button
        type="button"
        className={`fc-icon-button ${extraClass} ${className ?? ""}`}
        title={title ?? label}
        aria-label={title ?? label}
        {...rest}
      >
        <span aria-hidden="true">{symbol}</span>
      </button>
    );
  }
  return InspectorButton;
}

export const MoveUpButton = button("↑", "Move up");
export const MoveDownButton = button("↓", "Move down");
export const CopyButton = button("⧉", "Duplicate");
export const RemoveButton = button("✕", "Remove", "fc-icon-button--danger");
export const ClearButton = button("✕", "Clear");

export function AddButton({
  icon: _icon,
  iconType: _iconType,
  uiSchema: _uiSchema,
  registry: _registry,
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button type="button" className={`fc-add-button ${className ?? ""}`} {...rest}>
      + Add
    </button>
  );
}
