// The sounds themselves, synthesised with Web Audio (sound.ts holds the on/off choice). Not on the first screen: fetched
// in idle time after the first paint (prefetch.ts) or with the first sound.
import type { Cue } from './sound';

let ctx: AudioContext | null = null;

/** One tone: a frequency sweep under a short attack/decay envelope. */
function tone(ac: AudioContext, at: number, from: number, to: number, ms: number, type: OscillatorType, gain: number) {
  const osc = ac.createOscillator();
  const amp = ac.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, at);
  osc.frequency.exponentialRampToValueAtTime(Math.max(20, to), at + ms / 1000);
  amp.gain.setValueAtTime(0.0001, at);
  amp.gain.exponentialRampToValueAtTime(gain, at + 0.01);
  amp.gain.exponentialRampToValueAtTime(0.0001, at + ms / 1000);
  osc.connect(amp).connect(ac.destination);
  osc.start(at);
  osc.stop(at + ms / 1000 + 0.02);
}

/** A burst of noise through a falling low-pass filter: the explosion. */
function noise(ac: AudioContext, at: number, ms: number, gain: number) {
  const length = Math.floor((ac.sampleRate * ms) / 1000);
  const buffer = ac.createBuffer(1, length, ac.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length) ** 2;
  const src = ac.createBufferSource();
  src.buffer = buffer;
  const filter = ac.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.setValueAtTime(2400, at);
  filter.frequency.exponentialRampToValueAtTime(120, at + ms / 1000);
  const amp = ac.createGain();
  amp.gain.value = gain;
  src.connect(filter).connect(amp).connect(ac.destination);
  src.start(at);
}

/** Play a cue now (sound.ts checks that sounds are on and the browser has Web Audio). */
export function synthesise(cue: Cue): void {
  ctx ??= new AudioContext();
  const ac = ctx;
  if (ac.state === 'suspended') void ac.resume();
  const t = ac.currentTime + 0.01;
  if (cue === 'reveal') tone(ac, t, 660, 990, 70, 'triangle', 0.06);
  else if (cue === 'place') tone(ac, t, 440, 520, 90, 'sine', 0.08);
  else if (cue === 'flip') tone(ac, t, 520, 780, 120, 'square', 0.03);
  else if (cue === 'wrong') {
    // Two low falling buzzes: "no".
    tone(ac, t, 220, 150, 110, 'sawtooth', 0.05);
    tone(ac, t + 0.13, 200, 130, 140, 'sawtooth', 0.05);
  } else if (cue === 'boom') {
    noise(ac, t, 520, 0.5);
    tone(ac, t, 160, 40, 450, 'sine', 0.25);
  } else if (cue === 'win')
    [523, 659, 784, 1047].forEach((f, i) => tone(ac, t + i * 0.09, f, f, 220, 'triangle', 0.08));
}
