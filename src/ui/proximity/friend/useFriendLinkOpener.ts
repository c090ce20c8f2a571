import { useEffect } from 'react';
import { isFriendQuery, openFriendQuery } from './friendPlay';

/**
 * Open the game by links the address names, as Proximity first shows (a link a friend sent) and whenever the tab's
 * history brings one back (Back, Forward).
 */
export function useFriendLinkOpener(): void {
  useEffect(() => {
    const open = () => {
      if (isFriendQuery(location.search)) void openFriendQuery(location.search);
    };
    open();
    window.addEventListener('popstate', open);
    return () => window.removeEventListener('popstate', open);
  }, []);
}
