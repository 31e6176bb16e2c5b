/**
 * The VIN field of the Map update and VIN checker blocks: its label, an optional hint and
 * the input with the VIN's attributes (at most 40 characters typed, no autocomplete or spell check,
 * capitals on touch keyboards). `describedBy` names the element that shows the lookup's message.
 */
export function VinInput(props: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  invalid: boolean;
  describedBy: string;
  onChange: (value: string) => void;
}) {
  const { id, label, hint, value, invalid, describedBy, onChange } = props;
  const hintId = `${id}-hint`;
  return (
    <div className="flow__field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="flow__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name="vin"
        value={value}
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={invalid}
        aria-describedby={[hint ? hintId : "", describedBy].filter(Boolean).join(" ")}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
