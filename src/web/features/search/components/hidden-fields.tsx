/** The other fields of the search, carried by a plain GET form that changes only its own. */
export function HiddenFields({ fields }: { fields: [string, string][] }) {
  return fields.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
