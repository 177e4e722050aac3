import type { ChangeEvent } from 'react';

interface HoneypotFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The `website` trap the server checks (shared/schemas/content.ts): moved off screen, out of the
 * tab order and hidden from assistive technology, so people never fill it and form-filling bots do.
 * Not `display: none`, which many bots recognise and skip.
 */
export function HoneypotField({ id, value, onChange }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
    </div>
  );
}
