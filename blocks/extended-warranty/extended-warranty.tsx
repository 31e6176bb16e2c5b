import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { Heading, blockClassNames } from "../../renderer/primitives/index.ts";
import { FormBlockContent } from "../../renderer/primitives/form/index.ts";

/**
 * The extended warranty offer: its table of cover and prices, then the request form. The
 * block's hidden field values (e.g. the product) are the editor's, not the URL's, so they always apply:
 * the form is prefilled as a modal form would be, and it has no query-parameter mappings (decision 031).
 */
export default function ExtendedWarranty({
  form_id,
  heading,
  table_content,
  has_two_columns,
  form_hidden_field_mapping,
  box_color,
}: BlockProps<"extended-warranty">) {
  return (
    <section className={blockClassNames("form-block", { box_color, modifiers: ["position-center", "warranty"] })}>
      <div className="form-block__inner">
        <Heading text={heading} tag={2} size="l" className="form-block__heading" />
        {table_content.rows.length > 0 ? (
          <div className="form-block__table">
            <table>
              {table_content.columns.length > 0 ? (
                <thead>
                  <tr>
                    {table_content.columns.map((column, index) => (
                      <th key={index} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
              ) : null}
              <tbody>
                {table_content.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.cells.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={index}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <FormBlockContent
          formId={form_id}
          twoColumns={has_two_columns}
          modal
          mappings={{ params: [], locationParams: [], locationMapping: [], hiddenFields: form_hidden_field_mapping }}
        />
      </div>
    </section>
  );
}
