import { useLoaderData } from "react-router";
import type {
  BuildYoursChoice,
  BuildYoursConfiguration,
  BuildYoursModel,
} from "../../../model/catalogue/build-yours.ts";
import { BUILD_YOURS_PATH } from "../../../model/catalogue/build-yours.ts";
import { useStylesheet } from "../../page/render-environment.ts";
import { useUiText } from "../../primitives/ui-text.tsx";
import { CmsPage } from "./cms-page.tsx";

export type BuildYoursLoaderData = (
  { kind: "models"; models: BuildYoursModel[] } | { kind: "configuration"; configuration: BuildYoursConfiguration }
) & {
  /** The language's path prefix (`/ar`), "" in the main language: the page's links go under it. */
  prefix: string;
  /** The page's path in the main language, for the language switcher (decision 181). */
  routePath: string;
  /** The page's language code, for its title. */
  language: string;
};

/** The configurator's own stylesheet, linked by these pages only (a separate entry of the site build). */
const BUILD_YOURS_STYLESHEET = "renderer/site/styles/build-yours.css";

/**
 * /build-yours (decision 172): the models, and each configuration as a page of its own whose choices
 * are links to the configurations one step away. Drawn on the server with no JavaScript: a choice is
 * a page load, the browser's back button undoes it, and every configuration can be shared by its address.
 */
export function BuildYoursPage() {
  const loaded = useLoaderData() as BuildYoursLoaderData | object;
  // A path the configurator does not know may be a CMS page of the site's own.
  return "kind" in loaded ? <Configurator loaded={loaded} /> : <CmsPage />;
}

/** A configurator path under the page's language prefix. */
function usePrefixed(): (path: string) => string {
  const { prefix } = useLoaderData() as BuildYoursLoaderData;
  return (path) => `${prefix}${path}`;
}

function Configurator({ loaded }: { loaded: BuildYoursLoaderData }) {
  useStylesheet(BUILD_YOURS_STYLESHEET);
  return loaded.kind === "models" ? (
    <ModelList models={loaded.models} />
  ) : (
    <Configuration configuration={loaded.configuration} />
  );
}

function ModelList({ models }: { models: BuildYoursModel[] }) {
  const t = useUiText();
  const prefixed = usePrefixed();
  return (
    <section className="build-yours" aria-labelledby="build-yours-title">
      <h1 id="build-yours-title" className="fc-heading fc-heading--l">
        {t("build_yours.title")}
      </h1>
      <p className="build-yours__intro">{t("build_yours.intro")}</p>
      <ul className="build-yours__models" aria-label={t("build_yours.models_label")}>
        {models.map((model) => (
          <li key={model.path} className="build-yours__model">
            <img src={model.photo} alt="" width={640} height={360} loading="lazy" />
            <span className="build-yours__brand">{model.brand}</span>
            <a className="build-yours__model-link" href={prefixed(model.path)}>
              {t("build_yours.configure", { model: model.name })}
            </a>
            <span className="build-yours__from">{t("build_yours.from_price", { price: model.fromPrice })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Choices({ id, label, choices }: { id: string; label: string; choices: BuildYoursChoice[] }) {
  const t = useUiText();
  const prefixed = usePrefixed();
  return (
    <nav className="build-yours__step" aria-labelledby={id}>
      <h2 id={id} className="build-yours__step-title">
        {label}
      </h2>
      <ul className="build-yours__choices">
        {choices.map((choice) => (
          <li key={choice.path}>
            <a
              className="build-yours__choice"
              href={`${prefixed(choice.path)}#build-yours-car`}
              aria-current={choice.selected ? "true" : undefined}
            >
              <span>{choice.label}</span>
              {choice.detail ? <span className="build-yours__choice-detail">{choice.detail}</span> : null}
              {choice.selected ? <span className="visually-hidden">({t("build_yours.selected")})</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Configuration({ configuration }: { configuration: BuildYoursConfiguration }) {
  const t = useUiText();
  const prefixed = usePrefixed();
  const [photo] = configuration.photos;
  return (
    <article className="build-yours build-yours--car" aria-labelledby="build-yours-car">
      <p className="build-yours__back">
        <a href={prefixed(BUILD_YOURS_PATH)}>{t("build_yours.other_models")}</a>
      </p>
      <h1 id="build-yours-car" className="fc-heading fc-heading--l" tabIndex={-1}>
        {t("build_yours.your_car", { model: configuration.title })}
      </h1>
      <div className="build-yours__layout">
        <div className="build-yours__car" data-testid="configured-car">
          {photo ? (
            <img
              src={photo.src}
              srcSet={`${photo.src} 640w, ${photo.srcLarge} 1600w`}
              sizes="(min-width: 1024px) 60vw, 100vw"
              alt={configuration.description}
              width={640}
              height={360}
            />
          ) : null}
          <p className="build-yours__description">{configuration.description}</p>
          <ul className="build-yours__facts">
            {configuration.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <p className="build-yours__price">
            <span>{t("build_yours.price")}</span> <strong data-testid="configured-price">{configuration.price}</strong>
          </p>
          <a className="fc-button fc-button--primary build-yours__order" href={prefixed(configuration.orderPath)}>
            {t("build_yours.order")}
          </a>
        </div>
        <div className="build-yours__steps">
          <Choices id="build-yours-version" label={t("build_yours.version")} choices={configuration.versions} />
          <Choices id="build-yours-engine" label={t("build_yours.engine")} choices={configuration.engines} />
          <Choices id="build-yours-paint" label={t("build_yours.paint")} choices={configuration.paints} />
        </div>
      </div>
    </article>
  );
}
