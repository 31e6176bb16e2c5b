import type { ObjectFieldTemplateProps, TitleFieldProps } from "@rjsf/utils";
import { descriptionId, getTemplate, getUiOptions, titleId } from "@rjsf/utils";
import { isUnstarted, UnstartedOptionalGroup, useUnstartedOptionalGroup } from "./optional-group.ts";

/** Props codegen gives every block (decision 100): shown together in one "Visibility" section. */
const VISIBILITY = new Set(["dc_strategy", "offer_schedule"]);

/** The common "Visibility" section of every block: its dynamic-content rule and offer schedule. */
function VisibilitySection({ properties }: { properties: ObjectFieldTemplateProps["properties"] }) {
  const fields = properties.filter((property) => VISIBILITY.has(property.name) && !property.hidden);
  if (fields.length === 0) return null;
  return (
    <fieldset className="fc-object fc-visibility">
      <legend className="fc-group-title">Visibility</legend>
      {fields.map((property) => property.content)}
    </fieldset>
  );
}

/**
 * A group of fields. The block itself (the root) shows its description as an introduction and no
 * title (Puck's sidebar already names the block); an entry of a repeatable group shows no title
 * either (its bar numbers it), so rjsf's generated "Tabs-1" titles never appear.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { description, properties, required, fieldPathId, uiSchema, registry, schema, title, className, formData } =
    props;
  const insideUnstarted = useUnstartedOptionalGroup();
  const options = getUiOptions(uiSchema);
  const TitleField = getTemplate("TitleFieldTemplate", registry, options);
  const DescriptionField = getTemplate("DescriptionFieldTemplate", registry, options);
  const path = fieldPathId.path;
  const isRoot = path.length === 0;
  const isEntry = typeof path[path.length - 1] === "number";
  const unstarted = insideUnstarted || (!isRoot && !isEntry && !required && isUnstarted(formData));
  return (
    <UnstartedOptionalGroup.Provider value={unstarted}>
      <fieldset className={`fc-object${isRoot ? " fc-object--root" : ""} ${className ?? ""}`} id={fieldPathId.$id}>
        {!isRoot && !isEntry && title ? (
          <TitleField
            id={titleId(fieldPathId)}
            title={title}
            required={required}
            schema={schema}
            uiSchema={uiSchema}
            registry={registry}
          />
        ) : null}
        {description && !isEntry ? (
          <DescriptionField
            id={descriptionId(fieldPathId)}
            description={description}
            schema={schema}
            uiSchema={uiSchema}
            registry={registry}
          />
        ) : null}
        {(isRoot ? properties.filter((property) => !VISIBILITY.has(property.name)) : properties).map(
          (property) => property.content,
        )}
        {isRoot ? <VisibilitySection properties={properties} /> : null}
      </fieldset>
    </UnstartedOptionalGroup.Provider>
  );
}

/** The title of a group of fields (an object or a repeatable group). */
export function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  const unstarted = useUnstartedOptionalGroup();
  return (
    <legend id={id} className="fc-group-title">
      {title}
      {required && !unstarted ? (
        <span className="fc-field__required" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </legend>
  );
}
