import { useEffect, useId, useState } from "react";
import { ApiError } from "../../api/api-error.ts";
import { mediaClient, type MediaImage } from "../../api/media-client.ts";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, UPLOAD_CONTENT_TYPES } from "../../../model/media/uploads.ts";
import { Dialog } from "../../ui/index.ts";

const ACCEPT = UPLOAD_CONTENT_TYPES.join(",");

type Listing = { state: "loading" } | { state: "ready"; images: MediaImage[] } | { state: "failed"; message: string };

interface ImagePickerProps {
  /** The id chosen now, marked in the grid. */
  currentId: string;
  onPick: (image: MediaImage) => void;
  onClose: () => void;
}

/**
 * The media library in a dialog: search by words of the id, pick a thumbnail, or upload a file (it is
 * picked as soon as the library has it).
 */
export function ImagePicker({ currentId, onPick, onClose }: ImagePickerProps) {
  const [query, setQuery] = useState("");
  const [listing, setListing] = useState<Listing>({ state: "loading" });
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const searchId = useId();
  const uploadId = useId();

  // Search a moment after typing stops; an answer to an older query is dropped.
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      setListing({ state: "loading" });
      mediaClient.list(query).then(
        (images) => current && setListing({ state: "ready", images }),
        () =>
          current &&
          setListing({ state: "failed", message: "Could not reach the media library. Try again in a moment." }),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  const upload = async (file: File) => {
    setUploadError(null);
    // Checked here too, so nobody waits for an upload the server would refuse.
    if (file.size > MAX_UPLOAD_BYTES) return setUploadError(`${file.name} is larger than ${MAX_UPLOAD_MB} MB.`);
    setUploading(true);
    try {
      onPick(await mediaClient.upload(file));
    } catch (error) {
      setUploadError(
        error instanceof ApiError ? error.message : "The upload failed. Check the connection and try again.",
      );
    } finally {
      setUploading(false);
    }
  };

  return (
    <Dialog title="Choose an image" size="large" onClose={onClose} busy={uploading} cancelLabel="Close">
      <div className="fc-image-picker__tools">
        <label className="fc-field__sublabel" htmlFor={searchId}>
          Search the library
        </label>
        <input
          id={searchId}
          className="fc-input"
          type="search"
          value={query}
          placeholder="e.g. hero"
          onChange={(event) => setQuery(event.currentTarget.value)}
          data-autofocus
        />
        <label className="fc-field__sublabel" htmlFor={uploadId}>
          Upload an image (JPEG, PNG or WebP, up to {MAX_UPLOAD_MB} MB)
        </label>
        <input
          id={uploadId}
          type="file"
          accept={ACCEPT}
          disabled={uploading}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) void upload(file);
          }}
        />
        {uploading ? (
          <p className="fc-field__hint" role="status">
            Uploading…
          </p>
        ) : null}
        {uploadError ? (
          <p className="fc-field__warning" role="alert">
            {uploadError}
          </p>
        ) : null}
      </div>
      {listing.state === "loading" ? <p className="fc-field__hint">Loading the library…</p> : null}
      {listing.state === "failed" ? (
        <p className="fc-field__warning" role="alert">
          {listing.message}
        </p>
      ) : null}
      {listing.state === "ready" && listing.images.length === 0 ? (
        <p className="fc-field__hint">
          {query.trim() ? `No image id contains “${query.trim()}”.` : "The library is empty: upload the first image."}
        </p>
      ) : null}
      {listing.state === "ready" && listing.images.length > 0 ? (
        <ul className="fc-image-picker__grid">
          {listing.images.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                className="fc-image-picker__choice"
                aria-pressed={image.id === currentId}
                aria-label={`Choose ${image.id}`}
                onClick={() => onPick(image)}
              >
                <img src={mediaClient.thumbnailUrl(image.id)} alt="" loading="lazy" width={120} height={120} />
                <span>{image.id}</span>
                <span className="fc-image-picker__size">
                  {image.width} × {image.height}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
