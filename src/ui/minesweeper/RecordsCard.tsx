import { useRef, useState } from 'react';
import { useHexlab } from '../../store';
import { currentRecordKey, currentStatsKey } from '../../store/slices/statsKeeping';
import { linkCodec } from '../../store/links/codec';
import type { RecordEntry } from '../../games/minesweeper/records';
import { useMinesweeperFigures } from './format';
import { useFormat, useT } from '../i18n';
import { downloadText } from '../download';

/** The best games of the current board, with their replays; export, import and clear. */
export function RecordsCard() {
  const key = useHexlab(currentRecordKey);
  const board = useHexlab((s) => s.minesweeperRecords.boards[key]);
  const problem = useHexlab((s) => s.minesweeperRecordsProblem);
  const config = useHexlab((s) => s.minesweeper.game.config);
  const noGuess = useHexlab((s) => s.minesweeper.noGuess);
  const statsKey = useHexlab(currentStatsKey);
  const counts = useHexlab((s) => s.minesweeperStats.perKey[statsKey]);
  const last = useHexlab((s) => s.minesweeperLastGame);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const t = useT('minesweeper');
  const TEXT = t.records;
  const f = useFormat();
  const { seconds, figure } = useMinesweeperFigures();
  const fileRef = useRef<HTMLInputElement>(null);
  const a = useHexlab.getState();
  const times = board?.times ?? [];
  const assisted = board?.assisted ?? [];

  const exportFile = () => {
    downloadText(a.minesweeperExportRecords(), 'hexlab-minesweeper-records.json', 'application/json');
    setMessage({ ok: true, text: TEXT.exported });
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const r = a.minesweeperImportRecords(await file.text());
    setMessage(
      r.ok
        ? { ok: true, text: TEXT.imported(r.boards, f) }
        : { ok: false, text: TEXT.importRefused(TEXT.problem(r.problem)) },
    );
    if (fileRef.current) fileRef.current.value = '';
  };
  // The link codec is not on the first screen: a record's replay is read once it has come (prefetched in idle time).
  const watch = async (entry: RecordEntry) => {
    const { replayFromQuery } = await linkCodec.load();
    const replay = entry.replay ? replayFromQuery(useHexlab.getState().board, entry.replay) : null;
    if (!replay) return setMessage({ ok: false, text: TEXT.badReplay });
    a.minesweeperOpenReplay(replay);
  };

  return (
    <section className="panel-section ms-records" aria-labelledby="records-heading" data-testid="records">
      <h2 id="records-heading">{TEXT.heading}</h2>
      {problem && (
        <p role="alert" className="field-error">
          {problem.kind === 'blocked' ? TEXT.blocked : TEXT.damaged(TEXT.problem(problem.problem))}
        </p>
      )}
      <p className="field-hint">{TEXT.board(config.mines, config.firstClickRule ?? 'zero', noGuess, f)}</p>
      <dl className="ms-record-facts" data-testid="record-facts">
        <div>
          <dt>{TEXT.bestTime}</dt>
          <dd data-testid="best-time">{times.length ? seconds(times[0].ms) : '—'}</dd>
        </div>
        {last && (
          <div>
            <dt>{TEXT.last3bv}</dt>
            <dd data-testid="last-3bv">{last.bv3}</dd>
          </div>
        )}
      </dl>
      {times.length === 0 ? <p className="muted">{TEXT.none}</p> : <RecordTable entries={times} onWatch={watch} />}
      {board && times.length > 0 && (
        <p className="field-hint">{TEXT.best(figure(board.best3bvs), figure(board.bestIoe))}</p>
      )}
      {assisted.length > 0 && (
        <>
          <h3 className="ms-records-sub">{TEXT.assisted}</h3>
          <RecordTable entries={assisted} onWatch={watch} />
        </>
      )}
      {counts && <p className="field-hint">{TEXT.counts(counts.played, counts.won)}</p>}
      <div className="button-row">
        <button type="button" onClick={exportFile}>
          {TEXT.export}
        </button>
        <button type="button" onClick={() => fileRef.current?.click()}>
          {TEXT.import}
        </button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={TEXT.import}
          onChange={(e) => void importFile(e.target.files?.[0])}
        />
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={confirming || (!problem && times.length + assisted.length === 0)}
        >
          {TEXT.clear}
        </button>
      </div>
      {confirming && (
        <div role="alertdialog" aria-labelledby="records-confirm" className="ms-confirm">
          <p id="records-confirm">{TEXT.confirm(times.length + assisted.length, problem !== null, f)}</p>
          <div className="button-row">
            <button
              type="button"
              className="danger"
              onClick={() => {
                a.minesweeperClearRecords();
                setConfirming(false);
                setMessage({ ok: true, text: TEXT.cleared });
              }}
            >
              {TEXT.confirmYes}
            </button>
            <button type="button" autoFocus onClick={() => setConfirming(false)}>
              {TEXT.confirmNo}
            </button>
          </div>
        </div>
      )}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'field-hint' : 'field-error'}>
          {message.text}
        </p>
      )}
    </section>
  );
}

function RecordTable({ entries, onWatch }: { entries: readonly RecordEntry[]; onWatch(e: RecordEntry): void }) {
  const TEXT = useT('minesweeper').records;
  const { seconds, figure, shortDate } = useMinesweeperFigures();
  return (
    <table className="ms-record-table">
      <thead>
        <tr>
          {[...TEXT.cols, ''].map((c, i) => (
            <th key={i} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((e, i) => (
          <tr
            key={`${e.ms}-${e.date}`}
            data-testid="record-row"
            data-ms={e.ms}
            data-assisted={e.assisted ? '' : undefined}
          >
            <td>{i + 1}</td>
            <td className="num">
              {seconds(e.ms)}
              {e.noFlag && (
                <abbr className="ms-nf" title={TEXT.noFlagTitle}>
                  {TEXT.noFlag}
                </abbr>
              )}
            </td>
            <td className="num">{figure(e.bv3PerSecond)}</td>
            <td className="num">{figure(e.ioe)}</td>
            <td>{shortDate(e.date)}</td>
            <td>
              {e.replay && (
                <button
                  type="button"
                  className="ghost small"
                  aria-label={TEXT.watchLabel(i + 1)}
                  onClick={() => onWatch(e)}
                >
                  {TEXT.watch}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
