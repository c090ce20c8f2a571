// A write kept a moment behind the changes that ask for it, and made at once when the page hides or is left: a phone
// may kill a hidden tab without another word, and a reload should find what was on screen.

export interface SoonWriter {
  /** ask for the write: made `delayMs` after the last ask, unless the page hides first */
  soon(): void;
  /** make the write now (dropping the one asked for) */
  flush(): void;
  /** stop: drop the write asked for and stop listening to the page */
  stop(): void;
}

/** `write` a moment after `soon()` is asked, and at once as the page hides (`pagehide`, or hidden from view). */
export function writeSoon(write: () => void, delayMs: number): SoonWriter {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const drop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const flush = () => {
    drop();
    write();
  };
  const onHide = () => document.visibilityState === 'hidden' && flush();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHide);
  return {
    soon() {
      drop();
      timer = setTimeout(() => {
        timer = null;
        write();
      }, delayMs);
    },
    flush,
    stop() {
      drop();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
    },
  };
}
