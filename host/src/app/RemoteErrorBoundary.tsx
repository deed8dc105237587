import { Component, type ReactNode } from 'react';
import { pageEventOf, reportPageEvent } from '../page-start/reporter';

interface Props {
  label: string;
  onRetry: () => void;
  /** Shown under the message when the remote failed: what the host can offer without it. */
  whenFailed?: ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps the shell alive when a remote fails to load or throws while rendering. The visitor reads what happened
 * in their words; the cause (the federation runtime's code, arguments and URLs) goes to the console, and to the
 * page's reporter, which charges it to the remote's release (and reloads the page once for a missing chunk).
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`The ${this.props.label} failed:`, error);
    reportPageEvent(pageEventOf(error));
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <>
        <section
          role="alert"
          className="mx-auto my-10 w-[90vw] max-w-3xl rounded-lg border border-amber-400 bg-amber-50 p-6 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
        >
          <h2 className="text-lg font-semibold">The {this.props.label} could not be loaded.</h2>
          <p className="mt-2 text-sm">The rest of the site still works. Try again in a moment.</p>
          <button
            type="button"
            onClick={this.props.onRetry}
            className="mt-4 rounded-md bg-amber-700 px-4 py-2 font-medium text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
          >
            Retry
          </button>
        </section>
        {this.props.whenFailed}
      </>
    );
  }
}
