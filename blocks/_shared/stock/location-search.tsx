import { useState, type FormEvent } from "react";
import { postcodeSearchType } from "../../../model/listings/url-state.ts";
import { Icon, useUiText } from "../../../renderer/primitives/index.ts";
import { retailerName, type Retailer } from "../../../model/stock/stock-data.ts";
import type { StockLocation } from "./use-stock-locator.ts";

/** The states offered for the state search. */
const AUSTRALIAN_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;

/** The dealer locator's no-results text. */
export const DEALER_NO_RESULTS = "Sorry, there were no results for your search.";

type SearchType = "postcodeSearch" | "stateSearch" | "retailerSearch";

const TYPES: { type: SearchType; label: "stock.postcode" | "stock.state" | "stock.retailer" }[] = [
  { type: "postcodeSearch", label: "stock.postcode" },
  { type: "stateSearch", label: "stock.state" },
  { type: "retailerSearch", label: "stock.retailer" },
];

/**
 * The search types the list's retailers can answer: a postcode search needs retailers with postcodes,
 * the state search retailers in Australian states; the retailer search always works. Retailers not
 * known yet (none sent): every type, as the seed describes.
 */
function offeredTypes(retailers: readonly Retailer[]): typeof TYPES {
  if (retailers.length === 0) return TYPES;
  const states: readonly string[] = AUSTRALIAN_STATES;
  return TYPES.filter(
    ({ type }) =>
      type === "retailerSearch" ||
      (type === "postcodeSearch" && retailers.some((retailer) => retailer.postcode.trim() !== "")) ||
      (type === "stateSearch" && retailers.some((retailer) => states.includes(retailer.state))),
  );
}

export function describeLocation(location: StockLocation, retailers: readonly Retailer[], brand: string): string {
  switch (postcodeSearchType(location)) {
    case "postcodeSearch":
      return `${location.postcode} ${location.locality}`;
    case "stateSearch":
      return location.state ?? "";
    case "retailerSearch": {
      const retailer = retailers.find((candidate) => candidate.dealer_code === location.retailer);
      return retailer ? retailerName(retailer, brand) : (location.retailer ?? "");
    }
    default:
      return "";
  }
}

interface PostcodeFieldsProps {
  id: string;
  postcode: string;
  locality: string;
  onPostcode: (value: string) => void;
  onLocality: (value: string) => void;
}

function PostcodeFields({ id, postcode, locality, onPostcode, onLocality }: PostcodeFieldsProps) {
  const t = useUiText();
  return (
    <>
      <div className="sl-field">
        <label className="sl-field__label" htmlFor={`${id}-postcode`}>
          {t("stock.postcode")}
        </label>
        <input
          className="sl-field__input sl-field__input--short"
          id={`${id}-postcode`}
          name="postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          value={postcode}
          onChange={(event) => onPostcode(event.currentTarget.value)}
        />
      </div>
      <div className="sl-field">
        <label className="sl-field__label" htmlFor={`${id}-locality`}>
          {t("stock.suburb")}
        </label>
        <input
          className="sl-field__input"
          id={`${id}-locality`}
          name="locality"
          autoComplete="address-level2"
          maxLength={80}
          value={locality}
          onChange={(event) => onLocality(event.currentTarget.value)}
        />
      </div>
    </>
  );
}

interface LocationSearchProps {
  id: string;
  retailers: readonly Retailer[];
  brand: string;
  active: StockLocation;
  /** Runs the search; resolves to an error message to show, or null. */
  onSearch: (location: StockLocation) => Promise<string | null>;
  onClear: () => void;
}

/**
 * "Find vehicles near you": a search by postcode and suburb, by state, or by retailer.
 * The block decides what a search does (modal or reload).
 */
export function LocationSearch({ id, retailers, brand, active, onSearch, onClear }: LocationSearchProps) {
  const t = useUiText();
  const types = offeredTypes(retailers);
  const [type, setType] = useState<SearchType>(types[0]!.type);
  const [postcode, setPostcode] = useState("");
  const [locality, setLocality] = useState("");
  const [state, setState] = useState<string>(AUSTRALIAN_STATES[0]);
  const [retailer, setRetailer] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const offered = brand ? retailers.filter((candidate) => candidate.brands.includes(brand)) : retailers;
  const chosenRetailer = retailer || offered[0]?.dealer_code || "";
  const activeLabel = describeLocation(active, retailers, brand);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const location: StockLocation =
      type === "postcodeSearch"
        ? { postcode: postcode.trim(), locality: locality.trim() }
        : type === "stateSearch"
          ? { state }
          : { retailer: chosenRetailer };
    if (postcodeSearchType(location) === "none") {
      setMessage(type === "postcodeSearch" ? t("stock.enter_postcode") : t("stock.choose_retailer"));
      return;
    }
    setMessage("");
    setBusy(true);
    try {
      setMessage((await onSearch(location)) ?? "");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sl-location" aria-labelledby={`${id}-legend`} onSubmit={submit} noValidate>
      <fieldset className="sl-location__types">
        <legend className="sl-location__legend" id={`${id}-legend`}>
          {t("stock.near_you")}
        </legend>
        <div className="sl-segments">
          {types.map((option) => (
            <label key={option.type} className="sl-segment">
              <input
                type="radio"
                name={`${id}-type`}
                value={option.type}
                checked={type === option.type}
                onChange={() => setType(option.type)}
              />
              <span>{t(option.label)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sl-location__fields">
        {type === "postcodeSearch" ? (
          <PostcodeFields
            id={id}
            postcode={postcode}
            locality={locality}
            onPostcode={setPostcode}
            onLocality={setLocality}
          />
        ) : null}
        {type === "stateSearch" ? (
          <div className="sl-field">
            <label className="sl-field__label" htmlFor={`${id}-state`}>
              {t("stock.state")}
            </label>
            <select
              className="sl-field__input"
              id={`${id}-state`}
              value={state}
              onChange={(event) => setState(event.currentTarget.value)}
            >
              {AUSTRALIAN_STATES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {type === "retailerSearch" ? (
          <div className="sl-field sl-field--wide">
            <label className="sl-field__label" htmlFor={`${id}-retailer`}>
              {t("stock.retailer")}
            </label>
            <select
              className="sl-field__input"
              id={`${id}-retailer`}
              value={chosenRetailer}
              onChange={(event) => setRetailer(event.currentTarget.value)}
            >
              {offered.map((candidate) => (
                <option key={candidate.dealer_code} value={candidate.dealer_code}>
                  {retailerName(candidate, brand)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className="fc-button fc-button--primary sl-location__submit" disabled={busy}>
          <Icon name="location" />
          <span>{t("stock.search")}</span>
        </button>
      </div>
      {message ? (
        <p className="sl-location__message" role="alert">
          {message}
        </p>
      ) : null}
      {activeLabel ? (
        <p className="sl-location__active">
          <span>
            {t("stock.showing_near")} <strong>{activeLabel}</strong>
          </span>
          <button type="button" className="sl-text-button" onClick={onClear}>
            {t("stock.clear_location")}
          </button>
        </p>
      ) : null}
    </form>
  );
}

interface PostcodeModalFormProps {
  id: string;
  onSearch: (location: StockLocation) => Promise<string | null>;
}

/** The non-closable postcode modal's form: another postcode and suburb. */
export function PostcodeModalForm({ id, onSearch }: PostcodeModalFormProps) {
  const [postcode, setPostcode] = useState("");
  const [locality, setLocality] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const t = useUiText();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const location = { postcode: postcode.trim(), locality: locality.trim() };
    if (postcodeSearchType(location) === "none") {
      setMessage(t("stock.enter_postcode"));
      return;
    }
    setBusy(true);
    try {
      setMessage((await onSearch(location)) ?? "");
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="sl-postcode-form" onSubmit={submit} noValidate>
      <PostcodeFields
        id={id}
        postcode={postcode}
        locality={locality}
        onPostcode={setPostcode}
        onLocality={setLocality}
      />
      <button type="submit" className="fc-button fc-button--primary" disabled={busy}>
        {t("stock.search")}
      </button>
      {message ? (
        <p className="sl-location__message" role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
