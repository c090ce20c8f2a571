import { useEffect, useRef } from 'react';
import { MODES } from '../../store';
import { BOARD_KEYS, GUIDES, MOVE_KEYS_TEXT } from './guides';

const TEXT = {
  title: 'Help',
  everyBoard: 'Every board',
  move: 'Move the cursor',
  pointer: 'Pointer and touch',
  pointerText: 'Click or tap a tile to act on it; right click or a long press flags in Minesweeper; drag to pan; wheel or pinch to zoom.',
  keys: 'Keys',
  close: 'Close',
} as const;

/** Every mode's "How to play" and every key of every mode, in a modal dialog; Escape closes it. */
export function HelpOverlay({ onClose }: { onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal?.();
  }, []);
  return (
    <dialog ref={ref} className="help" aria-labelledby="help-title" onClose={onClose} onCancel={onClose}>
      <h2 id="help-title">{TEXT.title}</h2>
      <section aria-labelledby="help-every">
        <h3 id="help-every">{TEXT.everyBoard}</h3>
        <table>
          <tbody>
            <tr>
              <th scope="row">{TEXT.move}</th>
              <td>{`${MOVE_KEYS_TEXT.horizontal} · ${MOVE_KEYS_TEXT.vertical} · ${MOVE_KEYS_TEXT.arrows}`}</td>
            </tr>
            {BOARD_KEYS.map(([key, what]) => (
              <tr key={key}>
                <th scope="row"><kbd>{key}</kbd></th>
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
        const guide = GUIDES[m.id];
        return (
          <section key={m.id} aria-labelledby={`help-${m.id}`} data-testid={`help-${m.id}`}>
            <h3 id={`help-${m.id}`}>{m.label}</h3>
            <p className="help-guide-title">{guide.title}</p>
            <ul>
              {guide.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <table aria-label={`${m.label} ${TEXT.keys}`}>
              <tbody>
                {[...guide.keys, ...(guide.optionalKeys ?? [])].map(([key, what]) => (
                  <tr key={key}>
                    <th scope="row"><kbd>{key}</kbd></th>
                    <td>{what}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
      <button type="button" onClick={onClose} autoFocus>
        {TEXT.close}
      </button>
    </dialog>
  );
}
