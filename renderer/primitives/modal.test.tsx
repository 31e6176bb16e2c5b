// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MODAL_FADE_MS, Modal, type ModalCloseEvent, type ModalProps } from "./modal.tsx";

function Harness({ onClose, prevent = false, ...props }: Partial<ModalProps> & { prevent?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        header="Book a test drive"
        body="We will call you back."
        {...props}
        open={open}
        onClose={(event: ModalCloseEvent) => {
          onClose?.(event);
          if (prevent) event.preventDefault();
          else setOpen(false);
        }}
      >
        <input aria-label="Name" />
        <button type="button">Send</button>
      </Modal>
    </>
  );
}

function openModal() {
  const opener = screen.getByRole("button", { name: "Open" });
  opener.focus();
  fireEvent.click(opener);
  act(() => {
    vi.advanceTimersByTime(20);
  });
  return opener;
}

const dialog = () => screen.queryByRole("dialog");

function afterFade() {
  act(() => {
    vi.advanceTimersByTime(MODAL_FADE_MS);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Custom modal", () => {
  it("is a modal dialog named by its header and described by its body, focus inside", () => {
    render(<Harness />);
    expect(dialog()).toBeNull();
    openModal();
    const shown = screen.getByRole("dialog", { name: "Book a test drive" });
    expect(shown.getAttribute("aria-modal")).toBe("true");
    expect(shown.getAttribute("aria-describedby")).toBe(screen.getByText("We will call you back.").id);
    expect(shown.contains(document.activeElement)).toBe(true);
  });

  it("closes with its close button, fades for 0.35 s, then gives focus back to what opened it", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = openModal();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledWith(expect.objectContaining({ reason: "button" }));
    expect(dialog()?.className).not.toContain("fc-modal--visible");
    act(() => {
      vi.advanceTimersByTime(MODAL_FADE_MS - 10);
    });
    expect(dialog()).not.toBeNull();
    afterFade();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes on Escape and on a backdrop click, but not on a click inside", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    openModal();
    fireEvent.click(screen.getByRole("textbox", { name: "Name" }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog()!, { key: "Escape" });
    expect(onClose).toHaveBeenLastCalledWith(expect.objectContaining({ reason: "escape" }));
    afterFade();
    openModal();
    fireEvent.click(dialog()!);
    expect(onClose).toHaveBeenLastCalledWith(expect.objectContaining({ reason: "backdrop" }));
  });

  it("can keep backdrop clicks from closing it", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} closeOnBackdrop={false} />);
    openModal();
    fireEvent.click(dialog()!);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("when not closable: no close button, Escape and backdrop do nothing", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} closable={false} />);
    openModal();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    fireEvent.keyDown(dialog()!, { key: "Escape" });
    fireEvent.click(dialog()!);
    afterFade();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
  });

  it("stays open when the close event is prevented", () => {
    render(<Harness prevent />);
    openModal();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    afterFade();
    expect(dialog()).not.toBeNull();
  });

  it("keeps Tab inside: from the last control to the first, and Shift+Tab back", () => {
    render(<Harness />);
    openModal();
    const close = screen.getByRole("button", { name: "Close" });
    const send = screen.getByRole("button", { name: "Send" });
    send.focus();
    fireEvent.keyDown(send, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(send);
  });

  it("locks the page's scrolling while open", () => {
    render(<Harness />);
    openModal();
    expect(document.documentElement.classList.contains("fc-scroll-locked")).toBe(true);
    fireEvent.keyDown(dialog()!, { key: "Escape" });
    afterFade();
    expect(document.documentElement.classList.contains("fc-scroll-locked")).toBe(false);
  });

  it("is named by its label when it has no header", () => {
    render(<Harness header={undefined} label="Contact us" />);
    openModal();
    expect(screen.getByRole("dialog", { name: "Contact us" })).not.toBeNull();
  });
});
