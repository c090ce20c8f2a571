/** Reload the page (its own module, so tests can see whether a reload was asked for). */
export const reloadPage = (): void => window.location.reload();
