// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { initialLang } from './lang';
import { LOCAL } from '../../store/persist/keys';

const LANGUAGE_KEY = LOCAL.language;
import { setLang } from './catalogue';

beforeEach(() => localStorage.clear());

describe('the remembered language', () => {
  it('reads a language saved before it was versioned (the bare tag), and keeps it as version 1', () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    expect(initialLang()).toBe('es');
    expect(JSON.parse(localStorage.getItem(LANGUAGE_KEY)!)).toEqual({ version: 1, value: 'es' });
    expect(initialLang()).toBe('es');
  });

  it('falls back to the browser’s languages when the stored one is unreadable', () => {
    localStorage.setItem(LANGUAGE_KEY, '{"version":1,"value":"fr"}');
    expect(initialLang()).toBe('en');
  });

  it('is remembered versioned when switched, and never over a newer Hexlab’s choice', async () => {
    await setLang('es');
    expect(JSON.parse(localStorage.getItem(LANGUAGE_KEY)!)).toEqual({ version: 1, value: 'es' });
    localStorage.setItem(LANGUAGE_KEY, '{"version":9,"value":{"tag":"es"}}');
    expect(initialLang()).toBe('en');
    await setLang('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('{"version":9,"value":{"tag":"es"}}');
  });
});
