// Small helpers for sentences people read: counts that agree with their nouns ("1 value", "3 values").

/** `n` and the noun, singular for exactly one: count(1, 'value') is "1 value", count(3, 'value') "3 values". */
export const count = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
