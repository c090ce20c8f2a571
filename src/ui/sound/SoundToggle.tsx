import { setSoundOn, useSoundOn } from './sound';

import { useT } from '../i18n';

/** The labelled checkbox that turns the game sounds on (they are off until it is ticked). */
export function SoundToggle() {
  const on = useSoundOn();
  const t = useT('shell');
  return (
    <label className="check">
      <input type="checkbox" checked={on} onChange={(e) => setSoundOn(e.target.checked)} />
      {t.sounds}
    </label>
  );
}
