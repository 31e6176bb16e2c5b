import { useOtherLanguage } from "../../../renderer/primitives/ui-text.tsx";
import { useCallback, useEffect, useMemo, useState } from "react";
import { FormView } from "../../../renderer/primitives/form/index.ts";
import { fetchForm } from "../../../model/forms/fetch-form.ts";
import type { FieldValue, FormDefinition } from "../../../model/forms/index.ts";
import {
  ORDER_ONLINE_ROUTES,
  configTypeFor,
  emptyData,
  goToStep,
  isButtonDisabled,
  isValidated,
  journeyMode,
  journeySteps,
  loadData,
  loadSoftLock,
  loadSteps,
  nextStep,
  saveData,
  saveSoftLock,
  saveSteps,
  secondsLeft,
  setButtonDisabled,
  setValidated,
  stepRequirements,
  STORAGE_KEYS,
  DEFAULT_STEPS,
  initialSteps,
  type JourneyStep,
  type OrderOnlineData,
  type SoftLock,
  type StepsState,
} from "../../../model/order-journey/index.ts";
import {
  COMPANY_UUID,
  fetchConfiguredVehicle,
  fetchShowroomConfig,
  fetchVehicle,
  initOrder,
  type JourneyVehicle,
} from "./api.ts";
import { OfflineNotice, useOnline } from "./connection-status.tsx";
import { KickedOutModal, LockCountdown, LockInitModal, type KickedOutReason } from "./lock-modals.tsx";
import { stepLabel, useJourneyText } from "./journey-text.tsx";
import {
  FindInStock,
  Notice,
  StepTabs,
  UnbuyableNotice,
  VehicleSummary,
  journeyStorage,
  useNow,
} from "./journey-parts.tsx";

type Phase =
  | { kind: "loading" }
  | { kind: "ready" }
  | { kind: "empty" }
  | { kind: "unbuyable"; availability: "reserved" | "sold" }
  | { kind: "error"; message: string };

const assign = (path: string) => window.location.assign(path);

export interface DetailsViewProps {
  /** The vehicle id of the route, if any. */
  vehicleParam: string | null;
  /** The configurator's config_url from the query, if any. */
  configUrlParam: string | null;
  formId: string;
}

function detailsRoute(vehicleId: string | null, configUrl: string | null): string {
  return configUrl
    ? `${ORDER_ONLINE_ROUTES.details}/?config_url=${encodeURIComponent(configUrl)}`
    : `${ORDER_ONLINE_ROUTES.details}/${encodeURIComponent(vehicleId ?? "")}`;
}

/**
 * The steps page (/showroom-order-online/vehicle/:vehicleId?, and /showroom-order-online/ with
 * config_url): the vehicle with its reservation lock (init modal, countdown, kicked-out modal), then
 * the customer details form; the checkout step is its own route. The steps are restored from storage
 * per the seed's rule on every load.
 */
export function DetailsView({ vehicleParam, configUrlParam, formId }: DetailsViewProps) {
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [steps, setSteps] = useState<JourneyStep[]>([...DEFAULT_STEPS]);
  const [state, setState] = useState<StepsState>(initialSteps);
  const [data, setData] = useState<OrderOnlineData>(emptyData);
  const [vehicle, setVehicle] = useState<JourneyVehicle | null>(null);
  const [lock, setLock] = useState<SoftLock | null>(null);
  const [kicked, setKicked] = useState<KickedOutReason | null>(null);
  const [form, setForm] = useState<FormDefinition | null | undefined>(undefined);
  const requirements = useMemo(() => stepRequirements(steps), [steps]);
  const mode = journeyMode(data.configUrl);
  const now = useNow(lock !== null);
  const online = useOnline();
  const text = useJourneyText();
  const language = useOtherLanguage();
  const { t, path } = text;

  const updateSteps = useCallback((next: StepsState) => {
    setState(next);
    saveSteps(journeyStorage(), next);
  }, []);
  const updateLock = useCallback((next: SoftLock | null) => {
    setLock(next);
    saveSoftLock(journeyStorage(), next);
  }, []);

  useEffect(() => {
    let active = true;
    const storage = journeyStorage();
    async function start() {
      let stored = loadData(storage);
      const configUrl = configUrlParam ?? (vehicleParam ? null : stored.configUrl);
      const vehicleId = configUrl ? null : (vehicleParam ?? stored.vehicleId);
      if (!vehicleId && !configUrl) return setPhase({ kind: "empty" });
      // Another vehicle (or configuration) starts a new journey.
      if (stored.vehicleId !== vehicleId || stored.configUrl !== configUrl) {
        storage.removeItem(STORAGE_KEYS.steps);
        const held = loadSoftLock(storage);
        if (held && held.vehicleId !== vehicleId) saveSoftLock(storage, null);
        stored = { ...emptyData(), vehicleId, configUrl };
      }
      stored = { ...stored, detailsRoute: detailsRoute(vehicleId, configUrl) };
      saveData(storage, stored);
      setData(stored);
      const journeyMode_ = journeyMode(configUrl);
      const config = await fetchShowroomConfig([
        configTypeFor(journeyMode_, "order_online"),
        configTypeFor(journeyMode_, "order_online_steps_page"),
      ]);
      if (!active) return;
      const journey = journeySteps(config.ok ? config.value : [], journeyMode_);
      const restored = loadSteps(storage, journey.length).state;
      // The checkout step is its own route.
      if (journey[restored.active]?.type === "checkout") {
        window.location.replace(path(ORDER_ONLINE_ROUTES.checkout));
        return;
      }
      setSteps(journey);
      setState(restored);
      if (!vehicleId) {
        // Configurator mode: the configured vehicle's summary, from the configuration config_url names.
        const configured = configUrl ? await fetchConfiguredVehicle(configUrl) : null;
        if (!active) return;
        if (configured?.ok) setVehicle(configured.value);
        return setPhase({ kind: "ready" });
      }
      const fetched = await fetchVehicle(vehicleId, language);
      if (!active) return;
      if (!fetched.ok)
        return setPhase({
          kind: "error",
          message: fetched.status === 404 ? t("order.vehicle_gone") : t("order.vehicle_failed"),
        });
      setVehicle(fetched.value);
      const held = loadSoftLock(storage);
      if (held && held.vehicleId === vehicleId && secondsLeft(held.expiresAt, Date.now()) > 0) {
        setLock(held);
        return setPhase({ kind: "ready" });
      }
      // Another buyer holds it, or it is sold: said before anything starts, and no lock is asked for.
      const availability = fetched.value.availability;
      if (availability !== "available") {
        saveSoftLock(storage, null);
        return setPhase({ kind: "unbuyable", availability });
      }
      const outcome = await initOrder(vehicleId, COMPANY_UUID);
      if (!active) return;
      if (outcome.ok) {
        const next = { vehicleId, lockId: outcome.value.lock_id, expiresAt: outcome.value.expiry };
        setLock({ ...next, initModal: true, kickedOutModal: false });
        saveSoftLock(storage, { ...next, initModal: true, kickedOutModal: false });
      } else if (outcome.status === 401) {
        // REQUIRE_USER_LOGIN and the session ended: the site's sign-in, then back to this vehicle.
        const here = `${window.location.pathname}${window.location.search}`;
        window.location.assign(`/auth/login?returnTo=${encodeURIComponent(here)}`);
        return;
      } else if (outcome.status === 409 && outcome.code === "vehicle_sold") {
        saveSoftLock(storage, null);
        return setPhase({ kind: "error", message: t("order.problems.vehicle_sold") });
      } else if (outcome.status === 409 || outcome.status === 423) {
        saveSoftLock(storage, null);
        setKicked("reserved");
      } else {
        return setPhase({
          kind: "error",
          message: text.problem(outcome, "order.reserve_failed") || t("order.reserve_failed"),
        });
      }
      setPhase({ kind: "ready" });
    }
    void start();
    return () => {
      active = false;
    };
    // Started once per vehicle; the texts and paths are the page's and do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vehicleParam, configUrlParam]);

  // The lock ran out: the visitor is kicked out (and stays so across reloads).
  const left = lock ? secondsLeft(lock.expiresAt, now) : null;
  useEffect(() => {
    if (lock && left === 0 && !lock.kickedOutModal) updateLock({ ...lock, initModal: false, kickedOutModal: true });
  }, [lock, left, updateLock]);
  const kickedOut: KickedOutReason | null = kicked ?? (lock?.kickedOutModal ? "expired" : null);
  // Without the lock, the vehicle step cannot be left.
  useEffect(() => {
    if (kickedOut && phase.kind === "ready" && !isButtonDisabled(state, 0, "continue"))
      updateSteps(setButtonDisabled(state, 0, "continue", true));
  }, [kickedOut, phase.kind, state, updateSteps]);

  const step = steps[state.active];
  useEffect(() => {
    if (step?.type === "customer_details" && form === undefined && formId) void fetchForm(formId).then(setForm);
  }, [step?.type, form, formId]);

  function advance(validatedState: StepsState) {
    const next = nextStep(validatedState, requirements);
    updateSteps(next);
    if (steps[next.active]?.type === "checkout") assign(path(ORDER_ONLINE_ROUTES.checkout));
  }

  function select(index: number) {
    const next = goToStep(state, index, requirements);
    if (next === state) return;
    updateSteps(next);
    if (steps[index]?.type === "checkout") assign(path(ORDER_ONLINE_ROUTES.checkout));
  }

  function restart() {
    saveSoftLock(journeyStorage(), null);
    window.location.reload();
  }

  if (phase.kind === "loading") return <p className="order-online__loading">{t("order.loading")}</p>;
  if (phase.kind === "empty")
    return (
      <Notice title={t("order.choose_first")}>
        <FindInStock textKey="order.find_in_stock" />
      </Notice>
    );
  if (phase.kind === "unbuyable") return <UnbuyableNotice availability={phase.availability} />;
  if (phase.kind === "error")
    return (
      <Notice title={phase.message}>
        <p>
          <a href={path("/stock")}>{t("order.back_to_stock")}</a>
        </p>
      </Notice>
    );

  const index = state.active;
  return (
    <div className="order-online__journey" data-step={index}>
      <StepTabs steps={steps} state={state} requirements={requirements} onSelect={select} />
      {left !== null && left > 0 && !kickedOut ? <LockCountdown seconds={left} /> : null}
      <OfflineNotice online={online} />
      <section className="order-online__panel" aria-labelledby="order-online-step">
        <h2 id="order-online-step" className="order-online__step-heading">
          {step ? stepLabel(step, text) : null}
        </h2>
        {step?.type === "vehicle" ? (
          <>
            {vehicle ? (
              <VehicleSummary vehicle={vehicle} configured={mode === "configurator"} />
            ) : (
              <p className="order-online__configured">{t("order.configured_vehicle")}</p>
            )}
            <div className="order-online__actions">
              <button
                type="button"
                className="fc-button fc-button--primary"
                disabled={isButtonDisabled(state, index, "continue") || (mode === "normal" && !lock) || !!kickedOut}
                onClick={() => advance(setValidated(state, index, "vehicle", true))}
              >
                {t("order.continue")}
              </button>
            </div>
          </>
        ) : null}
        {step?.type === "customer_details" ? (
          isValidated(state, index, "form") && data.customer ? (
            <>
              <p className="order-online__sent">
                {data.customer.email
                  ? t("order.details_sent_to", { email: data.customer.email })
                  : t("order.details_sent")}
              </p>
              <div className="order-online__actions">
                <button
                  type="button"
                  className="fc-button fc-button--secondary"
                  onClick={() => updateSteps(setValidated(state, index, "form", false))}
                >
                  {t("order.change_details")}
                </button>
                <button
                  type="button"
                  className="fc-button fc-button--primary"
                  disabled={!!kickedOut}
                  onClick={() => advance(state)}
                >
                  {t("order.continue_to_checkout")}
                </button>
              </div>
            </>
          ) : form === undefined ? (
            <p className="order-online__loading">{t("form.loading")}</p>
          ) : form === null ? (
            <p className="order-online__error">{t("form.try_later")}</p>
          ) : (
            <FormView
              form={form}
              idPrefix="order-online-details"
              hideThanks
              initialValues={() => (data.customer?.answers ?? {}) as Record<string, FieldValue>}
              onSubmitted={({ id, data: answers }) => {
                const email = typeof answers.email === "string" ? answers.email : "";
                const nextData = { ...data, customer: { leadId: id, email, answers } };
                setData(nextData);
                saveData(journeyStorage(), nextData);
                advance(setValidated(state, index, "form", true));
              }}
            />
          )
        ) : null}
      </section>
      <LockInitModal
        open={!!lock?.initModal && !kickedOut}
        seconds={left ?? 0}
        onClose={() => lock && updateLock({ ...lock, initModal: false })}
      />
      <KickedOutModal reason={kickedOut} onRestart={restart} />
    </div>
  );
}
