import { setSoundOn, useSoundOn } from './sound';

const TEXT = { label: 'Sounds' };

/** The labelled checkbox that turns the game sounds on (they are off until it is ticked). */
export function SoundToggle() {
  const on = useSoundOn();
  return (
    <label className="check">
      <input type="checkbox" checked={on} onChange={(e) => setSoundOn(e.target.checked)} />
      {TEXT.label}
    </label>
  );
}
