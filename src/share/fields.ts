import type { Unpacked } from './pack';
import type { LinkField, LinkProblem } from './problems';

// Readers for a link's readable parameters. Each failure is thrown as a ShareError carrying what is wrong (the UI
// words it); decodeShare catches it at the edge, so nothing else ever escapes.

/** A reason a link could not be read. */
export class ShareError extends Error {
  constructor(readonly problem: LinkProblem) {
    super(problem.kind);
  }
}

/** Stop decoding with what is wrong. */
export const fail = (problem: LinkProblem): never => {
  throw new ShareError(problem);
};

/** The named parameters of one link, with readers that refuse anything malformed. */
export class Fields {
  constructor(private readonly params: Map<string, string>) {}

  /** Whether the link has this parameter at all. */
  has(name: string): boolean {
    return this.params.has(name);
  }

  /** The parameter as written; `label` names it in the message when it is missing. */
  raw(name: string, label: LinkField): string {
    const v = this.params.get(name);
    return v ?? fail({ kind: 'missing', field: label, param: name });
  }

  /** A whole number in min..max. */
  int(name: string, label: LinkField, min: number, max: number): number {
    const raw = this.raw(name, label);
    if (!/^\d{1,15}$/.test(raw)) fail({ kind: 'notWhole', field: label, value: clip(raw) });
    const v = Number(raw);
    if (v < min || v > max) fail({ kind: 'outOfRange', field: label, value: v, min, max });
    return v;
  }

  /** One of a fixed set of words. */
  choice<T extends string>(name: string, label: LinkField, options: readonly T[]): T {
    const raw = this.raw(name, label);
    const found = options.find((o) => o === raw);
    return found ?? fail({ kind: 'notOneOf', field: label, value: clip(raw), options });
  }
}

/** Unwrap a packed field or fail with its message. */
export const unpacked = <T>(result: Unpacked<T>): T => (result.ok ? result.value : fail(result.error));

/** Quote at most 30 characters of what the link held, so a long mangled value doesn't flood the message. */
export const clip = (s: string): string => (s.length > 30 ? `${s.slice(0, 30)}...` : s);
