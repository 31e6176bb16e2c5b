// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blockMeta } from "../../../generated/contracts/block-meta.ts";
import { stubFetch, type FetchStub } from "../../page-tree/testing/fetch-stub.ts";
import { BlockForm } from "../block-form.tsx";

const LIBRARY = [
  { id: "demo-exterior-1", width: 1920, height: 1080, variants: [{ width: 1600, height: 900 }] },
  {
    id: "demo-hero-1",
    width: 1920,
    height: 1080,
    variants: [
      { width: 1600, height: 900 },
      { width: 640, height: 360 },
    ],
  },
];

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
  api.on("GET", /^\/media\/api\/v2\/images\?/, (request) => {
    const query = new URL(request.url, "http://localhost").searchParams.get("q") ?? "";
    return { body: { data: LIBRARY.filter((image) => image.id.includes(query)) } };
  });
  api.on("GET", /^\/media\/api\/v2\/images\/([^?]+)$/, (_request, match) => ({
    body: { data: LIBRARY.find((image) => image.id === match[1]) },
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderImageElement() {
  const onChange = vi.fn();
  const props = {
    ...structuredClone(blockMeta["image-element"].insertDefaults),
    id: "b1",
    image: { id: "demo-exterior-1", alt: "The estate" },
  };
  render(<BlockForm type="image-element" formData={props} errors={{}} onChange={onChange} />);
  const lastImage = () => (onChange.mock.calls.at(-1)?.[0] as { image: unknown } | undefined)?.image;
  return { onChange, lastImage };
}

describe("the image field's library picker", () => {
  it("lists the library, marks the current image, narrows by search and sets the picked image with its variants, keeping the alt text", async () => {
    const { lastImage } = renderImageElement();
    fireEvent.click(screen.getByRole("button", { name: "Choose another image…" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose an image" });
    const current = await within(dialog).findByRole("button", { name: "Choose demo-exterior-1" });
    expect(current.getAttribute("aria-pressed")).toBe("true");
    fireEvent.change(within(dialog).getByLabelText("Search the library"), { target: { value: "hero" } });
    await waitFor(() => expect(within(dialog).queryByRole("button", { name: "Choose demo-exterior-1" })).toBeNull());
    fireEvent.click(within(dialog).getByRole("button", { name: "Choose demo-hero-1" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(lastImage()).toEqual({ id: "demo-hero-1", alt: "The estate", variants: LIBRARY[1]!.variants });
  });

  it("uploads a file and picks it; a refused upload keeps the dialog open with the library's reason", async () => {
    const { lastImage } = renderImageElement();
    let uploads = 0;
    api.on("POST", /^\/media\/api\/v2\/images\?name=/, () =>
      ++uploads === 1
        ? {
            status: 400,
            body: {
              error: "invalid_image",
              message: "This file is not an image the library can read. Upload a JPEG, PNG or WebP image.",
            },
          }
        : {
            status: 201,
            body: { data: { id: "summer-drive", width: 1700, height: 1000, variants: [{ width: 1600, height: 900 }] } },
          },
    );
    fireEvent.click(screen.getByRole("button", { name: "Choose another image…" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose an image" });
    const input = within(dialog).getByLabelText(/Upload an image/);
    const file = new File([new Uint8Array([1, 2, 3])], "Summer Drive.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await within(dialog).findByRole("alert")).toHaveProperty(
      "textContent",
      "This file is not an image the library can read. Upload a JPEG, PNG or WebP image.",
    );
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(lastImage()).toEqual({ id: "summer-drive", alt: "The estate", variants: [{ width: 1600, height: 900 }] });
    const sent = api.requests("POST", /\/media\/api\/v2\/images/)[1]!;
    expect(sent.url).toBe("/media/api/v2/images?name=Summer%20Drive.png");
    expect(sent.headers["content-type"]).toBe("image/png");
    expect(sent.body).toBe(file);
  });
});
