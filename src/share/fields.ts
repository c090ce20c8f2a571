import { formatLimit } from '../games/limits';
import type { Unpacked } from './pack';

// Readers for a link's readable parameters. Each failure is thrown as a ShareError carrying the sentence the user
// sees; decodeShare catches it at the edge, so nothing else ever escapes.

/** A reason a link could not be read, worded for the user. */
export class ShareError extends Error {}

/** Stop decoding with a message for the user. */
export const fail = (message: string): never => {
  throw new ShareError(message);
};

/** The named parameters of one link, with readers that refuse anything malformed. */
export class Fields {
  constructor(private readonly params: Map<string, string>) {}

  /** Whether the link has this parameter at all. */
  has(name: string): boolean {
    return this.params.has(name);
  }

  /** The parameter as written; `label` names it in the message when it is missing. */
  raw(name: string, label: string): string {
    const v = this.params.get(name);
    return v ?? fail(`The link has no ${label} ('${name}=').`);
  }

  /** A whole number in min..max. */
  int(name: string, label: string, min: number, max: number): number {
    const raw = this.raw(name, label);
    if (!/^\d{1,15}$/.test(raw)) fail(`The link's ${label} '${clip(raw)}' is not a whole number.`);
    const v = Number(raw);
    if (v < min || v > max) fail(`The link's ${label} is ${v}; it must be between ${formatLimit(min)} and ${formatLimit(max)}.`);
    return v;
  }

  /** One of a fixed set of words. */
  choice<T extends string>(name: string, label: string, options: readonly T[]): T {
    const raw = this.raw(name, label);
    const found = options.find((o) => o === raw);
    return found ?? fail(`The link's ${label} '${clip(raw)}' is not one of: ${options.join(', ')}.`);
  }
}

/** Unwrap a packed field or fail with its message. */
export const unpacked = <T>(result: Unpacked<T>): T => (result.ok ? result.value : fail(result.error));

/** Quote at most 30 characters of what the link held, so a long mangled value doesn't flood the message. */
export const clip = (s: string): string => (s.length > 30 ? `${s.slice(0, 30)}...` : s);
