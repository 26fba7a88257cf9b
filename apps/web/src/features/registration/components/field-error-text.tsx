/** A field's message, referenced by the control's aria-describedby. */
export function FieldErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) {
    return null;
  }
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
