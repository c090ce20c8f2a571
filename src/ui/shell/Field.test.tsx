// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LIMITS, type NumberLimit } from '../../games/limits';
import { NumberField } from './Field';

afterEach(cleanup);

const field = (limit: NumberLimit = LIMITS.seed, value = 42) => {
  const onCommit = vi.fn();
  render(<NumberField label="Seed" value={value} limit={limit} onCommit={onCommit} />);
  const input = screen.getByLabelText('Seed') as HTMLInputElement;
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { input, type, onCommit };
};

describe('a number field', () => {
  it('commits a whole number in range', () => {
    const { input, type, onCommit } = field();
    type('7');
    expect(onCommit).toHaveBeenCalledWith(7);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it.each(['2.5', '0.0001', '1e-7'])('refuses the fraction %s beside the field, committing nothing', (text) => {
    const { input, type, onCommit } = field();
    type(text);
    expect(onCommit).not.toHaveBeenCalled();
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Seed must be a whole number from 0 to 4,294,967,295.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
  });

  it('refuses a value out of range instead of clamping it', () => {
    const { type, onCommit } = field(LIMITS.hexSize, 24);
    type('500');
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Seed must be a whole number from 6 to 64.');
  });

  it('asks for a number when the field is emptied, and clears the message once the value is good', () => {
    const { input, type, onCommit } = field();
    type('');
    expect(screen.getByRole('alert').textContent).toBe('Seed must be a number.');
    type('9');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});
