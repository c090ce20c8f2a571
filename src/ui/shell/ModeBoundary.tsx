import { Component, type ErrorInfo, type ReactNode } from 'react';
import { takeTestFailMode } from '../../store/persist/testHooks';
import { useT } from '../i18n';

/**
 * Contains a failure in one mode: instead of a blank page, a sentence saying what happened and a button that draws
 * the mode again. The board lives in the store, outside the mode's components, so nothing is lost.
 */
export class ModeBoundary extends Component<
  { name: string; children: ReactNode },
  { error: Error | null; tries: number }
> {
  state = { error: null as Error | null, tries: 0 };
  /** whether the test hook asked this mode to fail (read once, so React's retries of the render fail alike) */
  private readonly asked = askedToFail(this.props.name);

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    if (this.asked) pendingFailure = null;
    console.warn(`Hexlab: ${this.props.name} failed and was contained.`, error, info.componentStack);
  }

  render() {
    const { error, tries } = this.state;
    const { name } = this.props;
    if (!error)
      return <ModeProbe key={tries} name={name} fail={this.asked && tries === 0} children={this.props.children} />;
    return (
      <ModeError
        name={name}
        message={error.message}
        onReload={() => this.setState({ error: null, tries: tries + 1 })}
      />
    );
  }
}

/** The card a failed mode leaves: what happened, that the board is safe, and a button that draws the mode again. */
function ModeError({ name, message, onReload }: { name: string; message: string; onReload(): void }) {
  const TEXT = useT('shell').modeError;
  return (
    <div role="alert" className="mode-error" data-testid="mode-error">
      <h2>{TEXT.title(name)}</h2>
      <p>{TEXT.what(message || TEXT.unknown)}</p>
      <p>{TEXT.safe}</p>
      <button type="button" className="primary" onClick={onReload}>
        {TEXT.reload(name)}
      </button>
    </div>
  );
}

/**
 * The mode, plus a test hook: when this tab's storage names the mode under the test hook's key (keys.ts), drawing it
 * fails until "Reload". Only a script already running on the page can set that (a link or a click can't), so it
 * harms no user, and it lets the browser tests prove the boundary on the production build itself.
 */
function ModeProbe({ name, fail, children }: { name: string; fail: boolean; children: ReactNode }) {
  if (fail) throw new Error(`the test hook asked ${name} to fail`);
  return children;
}

/** The mode the hook names, taken out of storage (store/persist/testHooks.ts); kept here since React may build a boundary twice. */
let pendingFailure: string | null = null;

/** Whether the test hook names this mode. */
function askedToFail(name: string): boolean {
  pendingFailure = takeTestFailMode() ?? pendingFailure;
  return pendingFailure === name;
}

/** React's handler for errors a boundary caught: they are shown to the user, so a warning in the console is enough. */
export const reportCaughtError = (error: unknown): void =>
  console.warn('Hexlab: an error was caught by a boundary.', error);
