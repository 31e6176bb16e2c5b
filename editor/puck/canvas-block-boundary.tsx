import { Component, type ErrorInfo, type ReactNode } from "react";
import { BlockError } from "../../renderer/page/block-boundary.tsx";
import { reportCanvasFailure } from "./canvas-failures.ts";

interface Props {
  /** The block's props: any change (the author fixing a field, undo) tries the block again. */
  resetKey: unknown;
  blockId: string;
  children: ReactNode;
}

/**
 * Drafts may be invalid while the author types (a required heading emptied for a moment), and a
 * block's component may not cope with that. In the canvas the failure is contained like on the
 * site, but retried by itself as soon as the props change, not only with "Try again".
 */
export class CanvasBlockBoundary extends Component<Props, { error: Error | null; failedWith: unknown }> {
  override state: { error: Error | null; failedWith: unknown } = { error: null, failedWith: undefined };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; failedWith: unknown }) {
    if (state.error === null) return { failedWith: props.resetKey };
    return props.resetKey !== state.failedWith ? { error: null, failedWith: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`Block ${this.props.blockId} cannot be drawn with its current fields`, error, info.componentStack);
    reportCanvasFailure(this.props.blockId, true);
  }

  override componentDidUpdate(): void {
    if (this.state.error === null) reportCanvasFailure(this.props.blockId, false);
  }

  override componentWillUnmount(): void {
    reportCanvasFailure(this.props.blockId, false);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <BlockError>
        <p className="fc-block-error__hint">
          This block cannot be shown with its current fields. It reappears as soon as the fields marked in the inspector
          are fixed.
        </p>
      </BlockError>
    );
  }
}
