/**
 * What a form block shows when it has no form to draw. On its own so that an accordion can show it while
 * the form renderer's chunk loads without importing that chunk.
 */
export function FormPlaceholder({ message }: { message: string }) {
  return (
    <p className="fc-form__placeholder" role="note">
      {message}
    </p>
  );
}
