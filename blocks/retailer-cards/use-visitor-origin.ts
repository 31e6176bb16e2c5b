import { useCallback, useEffect, useState } from "react";
import { RETAILER_TEXTS, normalisePostcode, type LatLng } from "../../model/retailers/index.ts";

/** The URL parameter that keeps a postcode search across a reload (and works before hydration: the form's GET). */
export const POSTCODE_PARAM = "postcode";

export type OriginState =
  | { kind: "none" }
  | { kind: "searching" }
  | { kind: "found"; origin: LatLng; label: string }
  | { kind: "unknown-postcode"; postcode: string }
  | { kind: "error"; message: string };

/** The centroid file is its own chunk: fetched only when a visitor actually searches by postcode. */
async function geocode(postcode: string): Promise<LatLng | null> {
  const { postcodeCentroid } = await import("../../model/retailers/postcode-centroids.ts");
  return postcodeCentroid(postcode);
}

function writePostcodeToUrl(postcode: string | null): void {
  const url = new URL(window.location.href);
  if (postcode) url.searchParams.set(POSTCODE_PARAM, postcode);
  else url.searchParams.delete(POSTCODE_PARAM);
  window.history.replaceState(window.history.state, "", url);
}

/**
 * Where the visitor is, only ever as they tell us: a postcode they typed (looked up in the local
 * centroid file) or, after they pressed the location button, the browser's geolocation. Nothing is
 * assumed or asked for on load, except a postcode already in the URL (their earlier search).
 */
export function useVisitorOrigin() {
  const [state, setState] = useState<OriginState>({ kind: "none" });

  const searchPostcode = useCallback(async (input: string) => {
    const postcode = normalisePostcode(input);
    if (!postcode) {
      setState({ kind: "error", message: RETAILER_TEXTS.postcodeFormat });
      return;
    }
    setState({ kind: "searching" });
    writePostcodeToUrl(postcode);
    const origin = await geocode(postcode);
    setState(origin ? { kind: "found", origin, label: postcode } : { kind: "unknown-postcode", postcode });
  }, []);

  const useLocation = useCallback(() => {
    if (!("geolocation" in navigator)) {
      setState({ kind: "error", message: RETAILER_TEXTS.locationFailed });
      return;
    }
    setState({ kind: "searching" });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        writePostcodeToUrl(null);
        setState({
          kind: "found",
          origin: { latitude: position.coords.latitude, longitude: position.coords.longitude },
          label: "your location",
        });
      },
      () => setState({ kind: "error", message: RETAILER_TEXTS.locationFailed }),
      { maximumAge: 300_000, timeout: 15_000 },
    );
  }, []);

  const [initialPostcode, setInitialPostcode] = useState("");
  useEffect(() => {
    const postcode = new URL(window.location.href).searchParams.get(POSTCODE_PARAM);
    if (postcode) {
      setInitialPostcode(postcode);
      void searchPostcode(postcode);
    }
  }, [searchPostcode]);

  return { state, searchPostcode, useLocation, initialPostcode };
}
