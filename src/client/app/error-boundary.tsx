import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** SPEC §2: 'Something went wrong.' with the details and 'Try again' back to /. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Uncaught error', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold">Something went wrong.</h1>
        <pre className="max-h-48 w-full overflow-auto rounded bg-slate-100 p-3 text-left text-xs dark:bg-slate-800">
          {this.state.error.message}
        </pre>
        <button
          type="button"
          className="rounded-md bg-brand-700 px-4 py-2 text-white"
          onClick={() => {
            window.location.href = '/';
          }}
        >
          Try again
        </button>
      </div>
    );
  }
}
