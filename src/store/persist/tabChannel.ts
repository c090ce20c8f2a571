import { BOARDS_CHANNEL } from './keys';

// Tabs of the same app tell each other when they have written a board, so each refreshes its list and its board
// (tldraw syncs its tabs the same way). A BroadcastChannel reaches every other tab of this origin, not the sender.
export type TabMessage = { kind: 'saved' | 'removed'; id: string };

export interface TabChannel {
  post(message: TabMessage): void;
  /** returns a stop function */
  listen(on: (message: TabMessage) => void): () => void;
}

const isMessage = (v: unknown): v is TabMessage => {
  const o = v as Partial<TabMessage> | null;
  return !!o && (o.kind === 'saved' || o.kind === 'removed') && typeof o.id === 'string';
};

/** The browser's channel (keys.ts), or none where the browser has no BroadcastChannel. */
export function broadcastChannel(name: string = BOARDS_CHANNEL): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (on) => {
      const handler = (e: MessageEvent) => isMessage(e.data) && on(e.data);
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
  };
}
