import { useEffect, useState } from 'react';
import { webSha256 } from '../../../games/proximity/byLink/hash';
import { openFriendLink } from '../../../share/friendLink';
import { thumbPaths, type Thumb } from './thumbPaths';

const sha = webSha256(globalThis.crypto.subtle);
/** Each link drawn once a visit: the list opens again without replaying its games. */
const drawn = new Map<string, Thumb | null>();

async function thumbOf(link: string): Promise<Thumb | null> {
  const known = drawn.get(link);
  if (known !== undefined) return known;
  const opened = await openFriendLink(link, sha);
  const thumb = opened.ok ? thumbPaths(opened.position.board, opened.position.state.owner) : null;
  drawn.set(link, thumb);
  return thumb;
}

const FILL: Record<number, string> = { [-1]: 'var(--border)', 0: 'var(--tile)' };

/**
 * A small drawing of a kept game's board, tiles coloured by owner: replayed from its link when the list is first
 * shown, not at start-up. Decorative: the entry's text says the same.
 */
export function FriendThumb({ link }: { link: string }) {
  const [thumb, setThumb] = useState<Thumb | null>(() => drawn.get(link) ?? null);
  useEffect(() => {
    let live = true;
    void thumbOf(link).then((t) => live && setThumb(t));
    return () => {
      live = false;
    };
  }, [link]);
  if (!thumb) return <span className="px-friend-thumb" aria-hidden="true" />;
  return (
    <svg className="px-friend-thumb" viewBox={thumb.viewBox} aria-hidden="true" focusable="false">
      {thumb.paths.map(({ owner, d }) => (
        <path key={owner} d={d} fill={FILL[owner] ?? `var(--p${owner})`} stroke="var(--surface)" strokeWidth={1.5} />
      ))}
    </svg>
  );
}
