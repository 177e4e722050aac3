/**
 * A form's field errors bound to its fields: `field(name)` gives the input the attributes that mark
 * it invalid and point at its message, `fieldError(name)` draws that message (nothing without one).
 */
export function fieldErrorBinding<Name extends string>(formId: string, errors: Partial<Record<Name, string>>) {
  const messageId = (name: Name) => `${formId}-${name}-error`;
  return {
    field: (name: Name) => ({
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? messageId(name) : undefined,
    }),
    fieldError: (name: Name) =>
      errors[name] && (
        <p id={messageId(name)} className="text-sm text-destructive">
          {errors[name]}
        </p>
      ),
  };
}
