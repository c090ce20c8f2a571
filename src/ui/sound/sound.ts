// Optional sounds, off by default, synthesised with Web Audio (nothing to download). The choice is kept in
// the browser (store/persist/choices.ts); the AudioContext is made on the first sound after the player turned sounds on (a user gesture).
import { useSyncExternalStore } from 'react';
import { readChoice, writeChoice } from '../../store/persist/storedChoice';
import { SOUND_CHOICE } from '../../store/persist/choices';

export type Cue = 'reveal' | 'boom' | 'win' | 'flip' | 'place' | 'wrong';

const listeners = new Set<() => void>();
let on = readSetting();
let synth: ((cue: Cue) => void) | null = null;

/** The remembered choice; off when none can be read. */
export function readSetting(): boolean {
  const read = readChoice(SOUND_CHOICE);
  return read.kind === 'value' && read.value;
}

export function setSoundOn(value: boolean): void {
  on = value;
  // Private mode: the choice lasts the session.
  writeChoice(SOUND_CHOICE, value);
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
