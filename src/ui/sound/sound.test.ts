// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readSetting, setSoundOn } from './sound';
import { SOUND_CHOICE } from '../../store/persist/choices';

beforeEach(() => localStorage.clear());

describe('the remembered sound choice', () => {
  it('reads "on" saved before it was versioned, and keeps it as version 1', () => {
    localStorage.setItem(SOUND_CHOICE.key, 'on');
    expect(readSetting()).toBe(true);
    expect(JSON.parse(localStorage.getItem(SOUND_CHOICE.key)!)).toEqual({ version: 1, value: true });
    localStorage.setItem(SOUND_CHOICE.key, 'off');
    expect(readSetting()).toBe(false);
    expect(JSON.parse(localStorage.getItem(SOUND_CHOICE.key)!)).toEqual({ version: 1, value: false });
  });

  it('is off when what is stored is unreadable', () => {
    localStorage.setItem(SOUND_CHOICE.key, '{"version":1,"value":"loud"}');
    expect(readSetting()).toBe(false);
  });

  it('is remembered versioned when turned off', () => {
    setSoundOn(false);
    expect(JSON.parse(localStorage.getItem(SOUND_CHOICE.key)!)).toEqual({ version: 1, value: false });
  });
});
