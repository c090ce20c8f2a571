import { describe, expect, it } from 'vitest';
import { parseChoice, readChoice, writeChoice, type ChoiceSpec } from './storedChoice';

const COLOUR: ChoiceSpec<string> = {
  key: 'colour',
  version: 1,
  migrate: (version, stored) =>
    version === 0 ? (stored === 'r' ? 'red' : undefined) : typeof stored === 'string' ? stored : undefined,
};

const memory = (entries: Record<string, string> = {}) => {
  const data = new Map(Object.entries(entries));
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  } as unknown as Storage;
  return { data, storage };
};

describe('a remembered choice', () => {
  it('reads a version 0 bare text through its migration, and writes it back as today’s version', () => {
    const { data, storage } = memory({ colour: 'r' });
    expect(readChoice(COLOUR, storage)).toEqual({ kind: 'value', value: 'red', old: true });
    expect(JSON.parse(data.get('colour')!)).toEqual({ version: 1, value: 'red' });
    expect(readChoice(COLOUR, storage)).toEqual({ kind: 'value', value: 'red', old: false });
  });

  it('reads unreadable text as none, and leaves it for the next write', () => {
    for (const text of ['x', '{"version":1,"value":7}', '{"version":1', ''])
      expect(parseChoice(COLOUR, text)).toEqual({ kind: 'none' });
    expect(parseChoice(COLOUR, null)).toEqual({ kind: 'none' });
  });

  it('never writes over a newer version’s choice', () => {
    const { data, storage } = memory({ colour: '{"version":2,"value":{"hue":3}}' });
    expect(readChoice(COLOUR, storage)).toEqual({ kind: 'newer', version: 2 });
    expect(writeChoice(COLOUR, 'blue', storage)).toBe(false);
    expect(data.get('colour')).toBe('{"version":2,"value":{"hue":3}}');
  });

  it('reads as none and writes nothing when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(readChoice(COLOUR, refusing)).toEqual({ kind: 'none' });
    expect(writeChoice(COLOUR, 'blue', refusing)).toBe(false);
    expect(writeChoice(COLOUR, 'blue', null)).toBe(false);
  });
});
