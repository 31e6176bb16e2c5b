import type { FieldProps } from "@rjsf/utils";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../api/api-error.ts";
import { mediaClient } from "../../api/media-client.ts";
import { FieldHeading, SubfieldErrors } from "./field-heading.tsx";
import { ImagePicker } from "./image-picker.tsx";

interface ImageValue {
  id: string;
  alt?: string;
  variants?: { width: number; height: number }[];
}

type Lookup = { state: "idle" | "loading" | "found" } | { state: "missing" | "failed"; message: string };

/**
 * An image from the media library: its id (with a thumbnail), its alternative text, and the size
 * variants the library holds for it, looked up when the id changes so the site can offer the right
 * sizes without asking the library on every request.
 */
export function ImageField(props: FieldProps) {
  const value = props.formData as ImageValue | undefined;
  const { onChange, fieldPathId } = props;
  // The lookup answers later; it must write into the value and callback of that moment.
  const latest = useRef({ value, onChange, path: fieldPathId.path });
  useEffect(() => {
    latest.current = { value, onChange, path: fieldPathId.path };
  });
  const [lookup, setLookup] = useState<Lookup>({ state: "idle" });
  const [picking, setPicking] = useState(false);
  const id = value?.id ?? "";
  const idInput = `${fieldPathId.$id}__id`;

  const emit = (next: ImageValue | undefined) => onChange(next, fieldPathId.path);

  // Look the image up a moment after the id stops changing; a stale answer is ignored.
  useEffect(() => {
    if (id === "") return;
    let current = true;
    const timer = setTimeout(() => {
      setLookup({ state: "loading" });
      mediaClient.image(id).then(
        (image) => {
          if (!current) return;
          setLookup({ state: "found" });
          const now = latest.current;
          // Only an image without variants (a new id) takes them: merely selecting a block changes nothing.
          if (now.value?.id === id && (now.value.variants ?? []).length === 0 && image.variants.length > 0)
            now.onChange({ ...now.value, variants: image.variants }, now.path);
        },
        (error: unknown) => {
          if (!current) return;
          if (error instanceof ApiError && error.status === 404)
            setLookup({ state: "missing", message: "There is no image with this id in the media library." });
          else
            setLookup({
              state: "failed",
              message: "Could not reach the media library; the variants were not updated.",
            });
        },
      );
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [id]);

  const errors = props.errorSchema as Record<string, unknown> | undefined;
  return (
    <div className="fc-image-field">
      <FieldHeading props={props} htmlFor={idInput} />
      <div className="fc-image-field__row">
        <div className="fc-image-field__thumb" aria-hidden="true">
          {id !== "" && lookup.state !== "missing" ? (
            <img src={mediaClient.thumbnailUrl(id)} alt="" loading="lazy" />
          ) : (
            <span>No image</span>
          )}
        </div>
        <div className="fc-image-field__inputs">
          <label className="fc-field__sublabel" htmlFor={idInput}>
            Image id
          </label>
          <input
            id={idInput}
            className="fc-input"
            value={id}
            placeholder="e.g. demo-hero-1"
            readOnly={props.readonly}
            onChange={(event) => {
              const nextId = event.currentTarget.value.trim();
              setLookup({ state: "idle" });
              emit(nextId === "" && !value?.alt ? undefined : { ...value, id: nextId, variants: [] });
            }}
          />
          <SubfieldErrors errors={errors?.id} />
          <label className="fc-field__sublabel" htmlFor={`${fieldPathId.$id}__alt`}>
            Alternative text
          </label>
          <input
            id={`${fieldPathId.$id}__alt`}
            className="fc-input"
            value={value?.alt ?? ""}
            readOnly={props.readonly}
            onChange={(event) => emit({ ...value, id, alt: event.currentTarget.value })}
          />
          <SubfieldErrors errors={errors?.alt} />
        </div>
      </div>
      {lookup.state === "missing" || lookup.state === "failed" ? (
        <p className="fc-field__warning" role="status">
          {lookup.message}
        </p>
      ) : null}
      {lookup.state === "found" ? <p className="fc-field__hint">{value?.variants?.length ?? 0} size variants</p> : null}
      {props.readonly ? null : (
        <button type="button" className="fc-link-button" onClick={() => setPicking(true)}>
          {id === "" ? "Choose from the library…" : "Choose another image…"}
        </button>
      )}
      {picking ? (
        <ImagePicker
          currentId={id}
          onClose={() => setPicking(false)}
          onPick={(image) => {
            setPicking(false);
            setLookup({ state: "found" });
            emit({ ...value, id: image.id, variants: image.variants });
          }}
        />
      ) : null}
      {value !== undefined && !props.required ? (
        <button type="button" className="fc-link-button" onClick={() => emit(undefined)}>
          Remove image
        </button>
      ) : null}
    </div>
  );
}
