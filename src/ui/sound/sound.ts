// Optional sounds, off by default, synthesised with Web Audio (nothing to download). The choice is kept in
// localStorage; the AudioContext is made on the first sound after the player turned sounds on (a user gesture).
import { useSyncExternalStore } from 'react';

export type Cue = 'reveal' | 'boom' | 'win' | 'flip' | 'place';

const KEY = 'hexlab.sound';
const listeners = new Set<() => void>();
let on = readSetting();
let synth: ((cue: Cue) => void) | null = null;

function readSetting(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export function setSoundOn(value: boolean): void {
  on = value;
  try {
    localStorage.setItem(KEY, value ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts the session.
  }
  listeners.forEach((l) => l());
  if (value) play('place');
}

export function useSoundOn(): boolean {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => on,
    () => false,
  );
}

/** Fetch the synthesiser (in idle time after the first paint, see prefetch.ts; else with the first sound). */
export const loadSynth = (): Promise<unknown> => import('./synth').then(({ synthesise }) => (synth = synthesise));

/** Play a cue if sounds are on (and the browser has Web Audio). */
export function play(cue: Cue): void {
  if (!on || typeof AudioContext !== 'function') return;
  if (synth) synth(cue);
  else void loadSynth().then(() => synth?.(cue));
}
