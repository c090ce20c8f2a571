// A part of the screen whose code is not on the first screen: fetched the first time it is needed, and drawn in its
// own Suspense boundary (nothing while it arrives), so the board around it never gives way to a loading message.
import { lazy, Suspense, type ComponentType } from 'react';
import { useHexlab, type AppState } from '../store';

const always = () => true;

/**
 * A lazily loaded component. With `when`, its code is fetched only once the store first says it is needed (a game's
 * end card at the game's end, the replay bar with a replay); until then it renders nothing, as it would itself.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, when: (s: AppState) => boolean = always): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPart(props: P) {
    const needed = useHexlab(when);
    if (!needed) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
