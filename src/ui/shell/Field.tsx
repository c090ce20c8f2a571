import { useEffect, useId, useState, type ReactNode } from 'react';
import { limitProblem, type LimitProblem, type NumberLimit } from '../../games/limits';
import { useFormat, useT, type Catalogue, type Format } from '../i18n';

/** The sentence beside a field for a value outside its limit. */
function limitText(t: Catalogue['shell']['field'], f: Format, label: string, p: LimitProblem): string {
  if (p.kind === 'notNumber') return t.notNumber(label);
  const [min, max] = [f.number(p.min), f.number(p.max)];
  return p.kind === 'notWhole' ? t.notWhole(label, min, max) : t.outOfRange(label, p.whole, min, max);
}

/**
 * A labelled number input for a value with a limit from games/limits.ts. What it accepts is exactly what a link
 * accepts: anything else (a fraction where a whole number is needed, a value out of range, nothing) gets a sentence
 * beside the field (aria-invalid, aria-describedby) and is never clamped; the last valid value stays in force.
 */
export function NumberField({
  label,
  value,
  limit,
  step,
  onCommit,
  hint,
}: {
  label: string;
  value: number;
  limit: NumberLimit;
  step?: number;
  onCommit(v: number): void;
  hint?: ReactNode;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<LimitProblem | null>(null);
  const t = useT('shell').field;
  const f = useFormat();
  useEffect(() => {
    setText(String(value));
    setError(null);
  }, [value]);
  const commit = (raw: string) => {
    const problem = limitProblem(raw.trim() === '' ? Number.NaN : Number(raw), limit);
    setError(problem);
    const v = Number(raw);
    if (!problem && v !== value) onCommit(v);
  };
  const describedBy = [error ? `${id}-err` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode={limit.whole && limit.min >= 0 ? 'numeric' : 'decimal'}
        min={limit.min}
        max={limit.max}
        step={step ?? (limit.whole ? 1 : 'any')}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => {
          setText(e.target.value);
          commit(e.target.value);
        }}
      />
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-err`} className="field-error" role="alert">
          {limitText(t, f, label, error)}
        </span>
      )}
    </div>
  );
}

/** A labelled select. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(v: T): void;
}) {
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
