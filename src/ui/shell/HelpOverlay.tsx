import { useEffect, useRef } from 'react';
import { TAB_MODES as MODES } from '../modes';
import { useT } from '../i18n';
import { guideLines } from './guides';
import { useTouchOnly } from './touch';
import { useBeside } from './settingsSheet';

/** Every mode's "How to play" and every key of every mode, in a modal dialog; Escape closes it. */
export function HelpOverlay({ onClose }: { onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useT('shell');
  const TEXT = t.helpText;
  const touch = useTouchOnly();
  const beside = useBeside();
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal?.();
  }, []);
  return (
    <dialog ref={ref} className="help" aria-labelledby="help-title" onClose={onClose} onCancel={onClose}>
      <h2 id="help-title">{t.help}</h2>
      <section aria-labelledby="help-every">
        <h3 id="help-every">{TEXT.everyBoard}</h3>
        <table>
          <tbody>
            <tr>
              <th scope="row">{TEXT.move}</th>
              <td>{TEXT.moveKeys}</td>
            </tr>
            {t.boardKeys.map(([key, what]) => (
              <tr key={key}>
                <th scope="row">
                  <kbd>{key}</kbd>
                </th>
                <td>{what}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{TEXT.pointer}</th>
              <td>{TEXT.pointerText}</td>
            </tr>
          </tbody>
        </table>
      </section>
      {MODES.map((m) => {
        const guide = t.guides[m];
        return (
          <section key={m} aria-labelledby={`help-${m}`} data-testid={`help-${m}`}>
            <h3 id={`help-${m}`}>{t.modeNames[m]}</h3>
            <p className="help-guide-title">{guide.title}</p>
            <ul>
              {guideLines(guide, touch, beside).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <table aria-label={`${t.modeNames[m]} ${TEXT.keys}`}>
              <tbody>
                {[...guide.keys, ...(guide.optionalKeys ?? [])].map(([key, what]) => (
                  <tr key={key}>
                    <th scope="row">
                      <kbd>{key}</kbd>
                    </th>
                    <td>{what}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
      <button type="button" onClick={onClose} autoFocus>
        {t.close}
      </button>
    </dialog>
  );
}
