import { Component, Suspense, type ErrorInfo, type ReactNode } from "react";
import { useRenderEnvironment } from "./render-environment.ts";

/** What a block shows in its place when it fails to load or render, with a retry button. */
export const BLOCK_ERROR_MESSAGE = "Something went wrong, please try again.";
export const BLOCK_RETRY_LABEL = "Try again";

interface BoundaryProps {
  id: string;
  type: string;
  children: ReactNode;
}

/**
 * Contains a failing block so the rest of the page stays intact.
 *
 * On the server an error boundary cannot catch (React skips them when rendering to a string), but a
 * Suspense boundary can: an error inside it makes React emit the fallback instead. In the browser
 * (islands, editor) an ordinary error boundary does the job and can retry in place.
 */
export function BlockBoundary({ id, type, children }: BoundaryProps) {
  const environment = useRenderEnvironment();
  if (environment.mode === "server") {
    return <Suspense fallback={<ServerFailure id={id} type={type} />}>{children}</Suspense>;
  }
  return (
    <ClientBoundary id={id} type={type}>
      {children}
    </ClientBoundary>
  );
}

function ServerFailure({ id, type }: { id: string; type: string }) {
  const environment = useRenderEnvironment();
  environment.failedBlocks.push({ id, type });
  const url = new URL(environment.url, "http://page.invalid");
  // A GET form reloads the page without any JavaScript; hidden inputs keep the query string.
  return (
    <BlockError>
      <form method="get" action={url.pathname}>
        {[...url.searchParams].map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="fc-button fc-button--secondary fc-button--small">
          {BLOCK_RETRY_LABEL}
        </button>
      </form>
    </BlockError>
  );
}

export function BlockError({ children }: { children: ReactNode }) {
  return (
    <div className="fc-block-error" role="alert">
      <p className="fc-block-error__message">{BLOCK_ERROR_MESSAGE}</p>
      {children}
    </div>
  );
}

class ClientBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Block ${this.props.type} (${this.props.id}) failed to render`, error, info.componentStack);
    // Contained here, it would never reach the window's error handlers: the page's error report does.
    if (typeof reportError === "function") reportError(error);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <BlockError>
        <button
          type="button"
          className="fc-button fc-button--secondary fc-button--small"
          onClick={() => this.setState({ error: null })}
        >
          {BLOCK_RETRY_LABEL}
        </button>
      </BlockError>
    );
  }
}
