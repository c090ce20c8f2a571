import { isFloor } from '../../engine';
import { previewMove } from '../../games/proximity';
import { useHexlab } from '../../store';
import { BoardView } from '../board/BoardView';
import { CursorAnnouncer } from '../board/CursorAnnouncer';
import { KeyLegend } from '../board/KeyLegend';
import { GameBar } from './GameBar';
import { FriendBar } from './friend/FriendBar';
import { useFriendLinkOpener } from './friend/useFriendLinkOpener';
import { placeFriendTile } from './friend/friendPlay';
import { MoveLog } from './MoveLog';
import { LastMoveRing, PreviewOverlay } from './overlays';
import { colourOf } from './players';
import { peekT, useT } from '../i18n';
import { ProximityEndCard } from './ProximityEndCard';
import { ProximityMotion } from './ProximityMotion';
import { ProximityPanel } from './ProximityPanel';
import { ProximityTile, proximitySignal } from './ProximityTile';
import { ModeLayout } from '../shell/ModeLayout';
import { useGuide } from '../shell/guides';
import './proximity.css';

/** Proximity: place numbered tiles, reinforce your neighbours and capture weaker enemies; the biggest total wins. */
export function ProximityMode() {
  const guide = useGuide('proximity');
  const t = useT('proximity');
  const p2 = useHexlab((s) => s.proximity.config.rules === 'p2');
  // A game by links has no undo: its legend leaves U out.
  const byLink = useHexlab((s) => s.proximity.friend !== null);
  const keys = (p2 ? [...guide.keys, ...(guide.optionalKeys ?? [])] : guide.keys).filter(
    ([key]) => !byLink || key !== 'U',
  );
  const a = useHexlab.getState();
  useFriendLinkOpener();
  // A game by links takes the board's taps and keys: its moves are made by the protocol, then sent.
  const place = (tile: number) =>
    useHexlab.getState().proximity.friend ? void placeFriendTile(tile) : a.proximityPlace(tile);
  return (
    <ModeLayout
      status={
        <>
          <FriendBar />
          <GameBar />
        </>
      }
      panel={
        <>
          <ProximityPanel />
          <MoveLog />
        </>
      }
    >
      <div className="end-stage">
        <BoardView
          footer={<KeyLegend extra={keys} />}
          Tile={ProximityTile}
          signal={proximitySignal}
          label={t.boardLabel}
          onPrimary={place}
          longPressMs={0}
          onKey={(key, cursor) => {
            if (key === 'Enter' || key === ' ') return (place(cursor), true);
            if (/^[1-5]$/.test(key)) return (a.proximitySelectHand(Number(key) - 1), true);
            if (key === 'u' || key === 'U') return (a.proximityUndo(), true);
            if (key === 'n' || key === 'N') return (a.proximityNewGame(), true);
            return false;
          }}
          overlay={
            <>
              <LastMoveRing />
              <PreviewOverlay />
              <ProximityMotion />
            </>
          }
        />
        <ProximityEndCard />
      </div>
      <CursorAnnouncer
        watch={(s, cursor) =>
          cursor >= 0 ? s.proximity.game.owner[cursor] * 64 + s.proximity.game.strength[cursor] : 0
        }
        describe={describeTile}
      />
    </ModeLayout>
  );
}

/** What the cursor's tile holds, and for an empty one what placing there would do. */
function describeTile(id: number): string {
  const { board, proximity } = useHexlab.getState();
  const { game, handIndex } = proximity;
  const t = peekT('proximity');
  const T = t.cursor;
  if (!isFloor(board, id)) return T.wall;
  const owner = game.owner[id];
  if (owner) return T.owned(colourOf(t, owner), game.strength[id]);
  if (game.over) return T.empty;
  const p = previewMove(game, board, id, handIndex);
  const effects = [
    p.captured.length && T.captures(p.captured.length),
    p.reinforced.length && T.reinforces(p.reinforced.length),
    p.weakened.length && T.weakens(p.weakened.length),
  ].filter(Boolean);
  return effects.length ? T.placing(effects.join(', ')) : T.empty;
}
