import { useEffect, useId, useState, type ReactNode } from 'react';

/** A labelled number input that commits on change when the value is valid, and says why when it isn't. */
export function NumberField({ label, value, min, max, step = 1, onCommit, hint }: { label: string; value: number; min: number; max: number; step?: number; onCommit(v: number): void; hint?: ReactNode }) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(String(value));
    setError(null);
  }, [value]);
  const commit = (raw: string) => {
    const v = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(v)) return setError(`${label} must be a number.`);
    if (v < min || v > max) return setError(`${label} must be between ${min} and ${max}.`);
    setError(null);
    if (v !== value) onCommit(v);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          commit(e.target.value);
        }}
      />
      {hint && <span className="field-hint">{hint}</span>}
      {error && (
        <span id={`${id}-err`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled select. */
export function SelectField<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly { value: T; label: string }[]; onChange(v: T): void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
