import { useOtherLanguage } from "../../../renderer/primitives/ui-text.tsx";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { pushEventThen, type DataLayerHost } from "../../../model/analytics/index.ts";
import {
  DEFAULT_STEPS,
  FREE_RESERVATION_VENDOR,
  ORDER_ONLINE_ROUTES,
  configTypeFor,
  emptyData,
  finishJourney,
  goToStep,
  initialSteps,
  isButtonDisabled,
  journeyMode,
  journeySteps,
  loadData,
  loadSoftLock,
  loadSteps,
  orderOnlineSettings,
  saveData,
  saveSoftLock,
  saveSteps,
  secondsLeft,
  setButtonDisabled,
  setValidated,
  stepRequirements,
  type JourneyStep,
  type OrderOnlineData,
  type SoftLock,
  type StepsState,
} from "../../../model/order-journey/index.ts";
import {
  COMPANY_UUID,
  confirmOrder,
  createOrder,
  fetchConfiguredVehicle,
  fetchShowroomConfig,
  fetchJourneyOptions,
  fetchVehicle,
  type JourneyOptions,
  type JourneyVehicle,
  type OrderFields,
} from "./api.ts";
import { addDays } from "../../../model/orders/index.ts";
import { choiceFields, draftFrom, withDraft, type ChoiceErrors, type ChoicesDraft } from "./choices-draft.ts";
import { FinanceSection, HandoverSection, TradeInSection } from "./journey-choices.tsx";
import { ServicePackSection } from "./service-pack-section.tsx";
import { OfflineNotice, useOnline } from "./connection-status.tsx";
import { KickedOutModal, LockCountdown, type KickedOutReason } from "./lock-modals.tsx";
import { stepLabel, useJourneyText, withElement } from "./journey-text.tsx";
import {
  FindInStock,
  Notice,
  StepTabs,
  UnbuyableNotice,
  VehicleSummary,
  journeyStorage,
  useNow,
} from "./journey-parts.tsx";
import { awaitConfirmation, paymentReturnOf } from "./payment/confirm-payment.ts";
import {
  fetchProviders,
  formatAmount,
  paidVendorOf,
  publicKeyOf,
  type PaidVendor,
  type Price,
} from "./payment/payment-api.ts";
import { PaymentStep } from "./payment/payment-step.tsx";
import type { PaymentReference } from "./payment/provider-props.ts";

type Phase =
  | { kind: "loading" }
  | { kind: "ready" }
  | { kind: "empty" }
  | { kind: "unavailable"; vendor: string }
  | { kind: "unbuyable"; availability: "reserved" | "sold" }
  | { kind: "error"; message: string };

const SUBMIT = "submit";

/** A paid vendor the server can take payments for: its public key and the reservation's price. */
interface PaidCheckout {
  vendor: PaidVendor;
  publicKey: string;
  price: Price;
}

/**
 * The checkout (/showroom-order-online/checkout): the vehicle, the visitor's details and the lock
 * countdown; the terms to accept; "Reserve now" places the order (vendor NO_PAYMENT_JAPAN: a free
 * reservation, no payment step), confirms it and opens the success page. With a paid vendor (Stripe,
 * PayPal, LiqPay) "Continue to payment" opens the payment step (blocks/_shared/order-online/payment/),
 * whose provider code and script load only then.
 */
export function CheckoutView({ termsLabel }: { termsLabel: string }) {
  const termsId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [steps, setSteps] = useState<JourneyStep[]>([...DEFAULT_STEPS]);
  const [state, setState] = useState<StepsState>(initialSteps);
  const [data, setData] = useState<OrderOnlineData>(emptyData);
  const [vehicle, setVehicle] = useState<JourneyVehicle | null>(null);
  const [lock, setLock] = useState<SoftLock | null>(null);
  const [vendor, setVendor] = useState(FREE_RESERVATION_VENDOR);
  const [kicked, setKicked] = useState<KickedOutReason | null>(null);
  const [failure, setFailure] = useState("");
  const [paid, setPaid] = useState<PaidCheckout | null>(null);
  const [paying, setPaying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [options, setOptions] = useState<JourneyOptions | null>(null);
  const [draft, setDraft] = useState<ChoicesDraft | null>(null);
  const [choiceErrors, setChoiceErrors] = useState<ChoiceErrors>({});
  const prefix = `${useId().replace(/:/g, "")}-`;
  const online = useOnline();
  const returnHandled = useRef(false);
  const requirements = useMemo(() => stepRequirements(steps), [steps]);
  const now = useNow(lock !== null);
  const index = state.active;
  const text = useJourneyText();
  const language = useOtherLanguage();
  const { t, path, problem } = text;

  const updateSteps = useCallback((next: StepsState) => {
    setState(next);
    saveSteps(journeyStorage(), next);
  }, []);

  useEffect(() => {
    let active = true;
    const storage = journeyStorage();
    async function start() {
      const stored = loadData(storage);
      if (!stored.vehicleId && !stored.configUrl) return setPhase({ kind: "empty" });
      setData(stored);
      const mode = journeyMode(stored.configUrl);
      const config = await fetchShowroomConfig([
        configTypeFor(mode, "order_online"),
        configTypeFor(mode, "order_online_steps_page"),
      ]);
      if (!active) return;
      const entries = config.ok ? config.value : [];
      const journey = journeySteps(entries, mode);
      const restored = loadSteps(storage, journey.length).state;
      // Only a journey whose stored active step is the checkout may be here; else back to its steps.
      if (journey[restored.active]?.type !== "checkout") {
        window.location.replace(path(stored.detailsRoute ?? ORDER_ONLINE_ROUTES.start));
        return;
      }
      setSteps(journey);
      setState(restored);
      const settings = orderOnlineSettings(entries, mode);
      setVendor(settings.vendor);
      if (settings.vendor !== FREE_RESERVATION_VENDOR) {
        const offered = await paidCheckout(settings.vendor);
        if (!active) return;
        if (!offered) return setPhase({ kind: "unavailable", vendor: settings.vendor });
        setPaid(offered);
        setVendor(offered.vendor);
      }
      if (!stored.vehicleId && stored.configUrl) {
        const configured = await fetchConfiguredVehicle(stored.configUrl);
        if (!active) return;
        if (configured.ok) setVehicle(configured.value);
      }
      if (stored.vehicleId) {
        const [fetched, offered] = await Promise.all([
          fetchVehicle(stored.vehicleId, language),
          fetchJourneyOptions(stored.vehicleId, language),
        ]);
        if (!active) return;
        if (fetched.ok) setVehicle(fetched.value);
        // Without the options (an old server, a failed call) the checkout still reserves, with no choices.
        if (offered.ok) {
          setOptions(offered.value);
          setDraft(draftFrom(stored, offered.value));
        }
        const held = loadSoftLock(storage);
        const holding =
          held &&
          held.vehicleId === stored.vehicleId &&
          !held.kickedOutModal &&
          secondsLeft(held.expiresAt, Date.now()) > 0;
        // Not holding it, and someone else does (or it is sold): said plainly before the checkout starts.
        const availability = fetched.ok ? fetched.value.availability : "available";
        if (!holding && availability !== "available") {
          saveSoftLock(storage, null);
          return setPhase({ kind: "unbuyable", availability });
        }
        if (held && held.vehicleId === stored.vehicleId) {
          setLock(held);
          if (held.kickedOutModal || secondsLeft(held.expiresAt, Date.now()) === 0) setKicked("expired");
        } else setKicked("expired");
      }
      setPhase({ kind: "ready" });
    }
    void start();
    return () => {
      active = false;
    };
    // Started once; the texts and paths are the page's and do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const left = lock ? secondsLeft(lock.expiresAt, now) : null;
  useEffect(() => {
    if (lock && left === 0 && !kicked) {
      setKicked("expired");
      saveSoftLock(journeyStorage(), { ...lock, initModal: false, kickedOutModal: true });
    }
  }, [lock, left, kicked]);

  // Back from a payment method that left the site (Stripe's return_url): confirm that order.
  useEffect(() => {
    if (phase.kind !== "ready" || !paid || returnHandled.current) return;
    const back = paymentReturnOf(window.location.search);
    if (!back) return;
    returnHandled.current = true;
    window.history.replaceState(null, "", path(ORDER_ONLINE_ROUTES.checkout));
    if (!back.succeeded) {
      setFailure(t("order.payment_not_completed"));
      return;
    }
    setConfirming(true);
    void finishPayment(back.order).finally(() => setConfirming(false));
    // finishPayment reads the state this render has; it runs once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase.kind, paid]);

  const accepted = data.termsAndConditionsData?.accepted === true;

  function accept(value: boolean) {
    const nextData = { ...data, termsAndConditionsData: { accepted: value } };
    setData(nextData);
    saveData(journeyStorage(), nextData);
    updateSteps(setValidated(state, index, "terms", value));
  }

  function changeDraft(next: ChoicesDraft) {
    setDraft(next);
    setChoiceErrors({});
    setData((current) => {
      const nextData = withDraft(current, next);
      saveData(journeyStorage(), nextData);
      return nextData;
    });
  }

  /** The choices as order fields, or null after showing what is wrong (focus on the first problem). */
  function checkedChoices(): Partial<OrderFields> | null {
    if (!draft || !options) return {};
    const { fields, errors } = choiceFields(draft, options, addDays(options.earliest_date, -1), prefix);
    setChoiceErrors(errors);
    const first = Object.keys(errors)[0];
    if (!first) return fields;
    setFailure(t("order.check_fields"));
    requestAnimationFrame(() => document.getElementById(first)?.focus());
    return null;
  }

  function select(target: number) {
    const next = goToStep(state, target, requirements);
    if (next === state) return;
    updateSteps(next);
    window.location.assign(path(data.detailsRoute ?? ORDER_ONLINE_ROUTES.start));
  }

  function orderFields(reference?: PaymentReference, choices: Partial<OrderFields> = {}): OrderFields {
    return {
      ...choices,
      vendor_uuid: vendor,
      // Empty ones are left out of the post (createOrder).
      lock_id: lock?.lockId ?? "",
      rdx_forms_lead_id: data.customer?.leadId,
      vehicle_id: data.vehicleId ?? "",
      vehicle_vin: vehicle?.vin,
      config_url: data.configUrl ?? undefined,
      metadata: { vehicle_title: vehicle?.title ?? "" },
      finance_option: data.preselectedPaymentOption ?? "cash",
      lead_attributes: data.customer?.answers ?? {},
      confirmation_by_link: true,
      customer_email: data.customer?.email ?? "",
      locale: text.locale === "en-GB" ? "en" : text.locale,
      ...reference,
    };
  }

  /** Paid vendors: the order fields naming the payment, sent before the provider takes any money. */
  const submitPaidOrder = (reference: PaymentReference) => createOrder(orderFields(reference, checkedChoices() ?? {}));

  /** The provider took the money: the server confirms the order (webhook, or confirm asking the provider). */
  async function finishPayment(number: string) {
    setFailure("");
    const confirmation = await awaitConfirmation(number);
    if (confirmation.kind === "refused") {
      if (confirmation.code === "lock_expired") return setKicked("expired");
      return setFailure(problem(confirmation, "order.payment_unconfirmed") || t("order.payment_unconfirmed"));
    }
    finishJourney(journeyStorage(), {
      orderNumber: number,
      vehicleId: data.vehicleId,
      vehicleTitle: vehicle?.title ?? "",
      createdAt:
        confirmation.kind === "confirmed" && confirmation.order.created_at
          ? confirmation.order.created_at
          : new Date().toISOString(),
    });
    toSuccessPage(data.vehicleId, path(ORDER_ONLINE_ROUTES.success));
  }

  async function reserve() {
    if (!accepted || !online || isButtonDisabled(state, index, SUBMIT)) return;
    setFailure("");
    const choices = checkedChoices();
    if (!choices) return;
    if (paid) return setPaying(true);
    // Disabled while the order is being placed (not stored: a reload may try again).
    setState(setButtonDisabled(state, index, SUBMIT, true));
    const release = () => setState((current) => setButtonDisabled(current, index, SUBMIT, false));
    const created = await createOrder(orderFields(undefined, choices));
    if (!created.ok) {
      release();
      if (created.status === 409 || created.status === 410) return setKicked(lock ? "expired" : "reserved");
      return setFailure(problem(created, "order.place_failed") || t("order.place_failed"));
    }
    const number = created.value.order_number;
    const confirmed = await confirmOrder(number);
    if (!confirmed.ok && confirmed.status !== 409) {
      release();
      return setFailure(problem(confirmed, "order.confirm_failed") || t("order.confirm_failed"));
    }
    finishJourney(journeyStorage(), {
      orderNumber: number,
      vehicleId: data.vehicleId,
      vehicleTitle: vehicle?.title ?? "",
      createdAt: created.value.created_at || new Date().toISOString(),
    });
    toSuccessPage(data.vehicleId, path(ORDER_ONLINE_ROUTES.success));
  }

  if (phase.kind === "loading") return <p className="order-online__loading">{t("order.loading")}</p>;
  if (phase.kind === "empty")
    return (
      <Notice title={t("order.nothing_to_check_out")}>
        <FindInStock textKey="order.find_in_stock" />
      </Notice>
    );
  if (phase.kind === "unavailable")
    return (
      <Notice title={t("order.payment_unavailable")}>
        <p>{t("order.contact_retailer")}</p>
      </Notice>
    );
  if (phase.kind === "unbuyable") return <UnbuyableNotice availability={phase.availability} />;
  if (phase.kind === "error") return <Notice title={phase.message} />;

  const sending = isButtonDisabled(state, index, SUBMIT);
  return (
    <div className="order-online__journey" data-step={index}>
      <StepTabs steps={steps} state={state} requirements={requirements} onSelect={select} />
      {left !== null && left > 0 && !kicked ? <LockCountdown seconds={left} /> : null}
      <OfflineNotice online={online} />
      <section className="order-online__panel" aria-labelledby="order-online-step">
        <h2 id="order-online-step" className="order-online__step-heading">
          {steps[index] ? stepLabel(steps[index], text) : null}
        </h2>
        {vehicle ? <VehicleSummary vehicle={vehicle} configured={Boolean(data.configUrl)} /> : null}
        {data.customer?.email ? (
          <p className="order-online__customer">{t("order.confirmation_to", { email: data.customer.email })}</p>
        ) : null}
        {paid ? (
          <p className="order-online__free">
            {withElement(t("order.pay_now"), "amount", <strong>{formatAmount(paid.price, text.locale)}</strong>)}
          </p>
        ) : (
          <p className="order-online__free">{t("order.free")}</p>
        )}
        {draft && options ? (
          <div className="order-online__choices">
            {(
              [
                ["finance", FinanceSection],
                ["trade-in", TradeInSection],
                ["handover", HandoverSection],
              ] as const
            ).map(([key, Section]) => (
              <Section
                key={key}
                draft={draft}
                options={options}
                errors={choiceErrors}
                prefix={prefix}
                disabled={paying || sending}
                onChange={changeDraft}
              />
            ))}
            <ServicePackSection
              draft={draft}
              options={options}
              prefix={prefix}
              disabled={paying || sending}
              onChange={changeDraft}
            />
          </div>
        ) : null}
        <form
          className="order-online__checkout"
          onSubmit={(event) => {
            event.preventDefault();
            void reserve();
          }}
        >
          <div className="order-online__terms">
            <input
              id={termsId}
              type="checkbox"
              checked={accepted}
              disabled={paying}
              onChange={(event) => accept(event.target.checked)}
              required
            />
            <label htmlFor={termsId}>{termsLabel}</label>
          </div>
          {confirming ? (
            <p className="order-online__loading" role="status">
              {t("order.confirming_payment")}
            </p>
          ) : null}
          {failure ? (
            <p className="order-online__error" role="alert">
              {failure}
            </p>
          ) : null}
          {paying ? null : (
            <div className="order-online__actions">
              <button
                type="submit"
                className="fc-button fc-button--primary"
                disabled={!accepted || sending || !!kicked || !online}
                aria-busy={sending || undefined}
              >
                {paid ? t("order.continue_to_payment") : sending ? t("order.reserving") : t("order.reserve_now")}
              </button>
            </div>
          )}
        </form>
        {paid && paying && !lock ? (
          <p className="order-online__error" role="alert">
            {t("order.configured_not_payable")}
          </p>
        ) : null}
        {paid && paying && lock && !kicked ? (
          <section className="order-online__payment-step" aria-labelledby="order-online-payment">
            <h3 id="order-online-payment" className="order-online__payment-heading">
              {t("order.payment")}
            </h3>
            <PaymentStep
              vendor={paid.vendor}
              publicKey={paid.publicKey}
              price={paid.price}
              amountText={formatAmount(paid.price, text.locale)}
              locale={text.locale}
              reservation={{ vehicleId: lock.vehicleId, lockId: lock.lockId, companyUuid: COMPANY_UUID }}
              submitOrder={submitPaidOrder}
              finish={finishPayment}
            />
          </section>
        ) : null}
      </section>
      <KickedOutModal reason={kicked} />
    </div>
  );
}

/** The paid vendor's checkout when the server can take its payments (GET /buy_online/providers), else null. */
async function paidCheckout(name: string): Promise<PaidCheckout | null> {
  const vendor = paidVendorOf(name);
  if (!vendor) return null;
  const providers = await fetchProviders();
  if (!providers.ok) return null;
  const publicKey = publicKeyOf(providers.value, vendor);
  return publicKey
    ? { vendor, publicKey, price: { amount: providers.value.amount, currency: providers.value.currency } }
    : null;
}

/**
 * The success page, once the tag manager has recorded the reservation (it would be lost with the page
 * otherwise); a slow tag manager holds the buyer at most 5,000 ms (model/analytics/data-layer.ts).
 */
function toSuccessPage(vehicleId: string | null | undefined, successPath: string): void {
  pushEventThen(
    window as unknown as DataLayerHost,
    { event: "order_online_reserved", vehicle_id: vehicleId ?? "" },
    () => window.location.assign(successPath),
    { onlyIfPresent: true },
  );
}
