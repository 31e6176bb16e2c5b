// Generated from schemas/ and blocks/*/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { CSSProperties, ElementType, ReactNode } from "react";

/**
 * Alignment
 */
export type HorizontalAlignment = "left" | "center" | "right";
/**
 * Colour theme
 */
export type BoxColor = "light-theme" | "grey-theme" | "dark-theme" | "black-theme";
/**
 * Spacing
 */
export type Padding = "normal" | "top-space-0" | "bottom-space-0" | "y-space-0";
/**
 * Open in
 */
export type Target = "_self" | "_blank";
/**
 * Links
 */
export type LinksCollection = Link[];
/**
 * JSON: Structured data entered as JSON; stored parsed.
 */
export type Json = unknown;
/**
 * Style
 */
export type UiType = "primary" | "secondary" | "tertiary";
/**
 * Size: Tertiary buttons are always small.
 */
export type ButtonSize = "medium" | "small";
/**
 * Paragraph
 */
export type Paragraph = string;
/**
 * Heading size
 */
export type HeaderSize = "xs" | "s" | "m" | "l" | "xl" | "title";
/**
 * Heading level
 */
export type HeaderTag = 1 | 2 | 3 | 4 | 5 | 6;
/**
 * Heading font
 */
export type HeaderFont = "primary" | "secondary";
/**
 * Buttons
 *
 * @maxItems 3
 */
export type RdxButtons = LinkOrButton[];
/**
 * Links
 *
 * @maxItems 10
 */
export type RdxLinks = LinkOrButton[];
/**
 * Columns
 */
export type ColNumbers = 1 | 2 | 3 | 4;
/**
 * Paragraph size
 */
export type FontSize = "xs" | "s" | "m" | "l" | "quote" | "subcopy";
/**
 * Text direction
 */
export type Dir = "ltr" | "rtl";
/**
 * Vertical alignment
 */
export type VerticalAlignment = "center" | "top" | "bottom";
/**
 * Image ratio
 */
export type ImageRatio = "16-9" | "16-6-5";
/**
 * Image ratio
 */
export type ImageRatioWithSquare = "16-9" | "16-6-5" | "1-1";
/**
 * Button style
 */
export type ButtonStyle = "primary" | "secondary";
/**
 * Slider theme
 */
export type SliderTheme = "light-theme" | "grey-theme" | "dark-theme" | "black-theme" | "all-white-theme";

export interface BlockPropsMap {
  quote: QuoteProps;
}
/**
 * Quote: A pull quote with its author and the author's position, aligned left, centre or right.
 */
export interface QuoteProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Quote
   */
  quote: string;
  /**
   * Author
   */
  author: string;
  /**
   * Author's position
   */
  author_position: string;
  alignment: HorizontalAlignment;
  box_color: BoxColor;
  padding: Padding;
}
/**
 * Rich text (JSON): Rich text stored as a ProseMirror-style document tree.
 */
export interface MarkdownJson {
  type: "doc";
  content: RichTextNode[];
}
export interface RichTextNode {
  type: "paragraph" | "heading" | "text" | "bulletList" | "orderedList" | "listItem" | "hardBreak" | "blockquote";
  attrs?: {
    level?: 1 | 2 | 3 | 4 | 5 | 6;
  };
  text?: string;
  marks?: {
    type: "bold" | "italic" | "underline" | "link";
    attrs?: {
      href?: string;
      target?: "_self" | "_blank";
    };
  }[];
  content?: RichTextNode[];
}
export interface ImageVariant {
  width: number;
  height: number;
}
/**
 * Image: An image from the media library: its id, the size variants the library holds for it, and optional alternative text.
 */
export interface Image {
  /**
   * Image id
   */
  id: string;
  /**
   * Alternative text
   */
  alt?: string;
  /**
   * Size variants
   */
  variants?: ImageVariant[];
}
/**
 * Link
 */
export interface Link {
  /**
   * URL
   */
  url: string;
  /**
   * Label
   */
  label?: string;
  target?: Target;
}
/**
 * Button
 */
export interface ButtonItem {
  /**
   * Id
   */
  id?: string;
  /**
   * Label
   */
  label: string;
  /**
   * Button type
   */
  button_type: "primary" | "secondary" | "tertiary";
  /**
   * Target: URL, anchor (#id) or form id, depending on the target type.
   */
  target?: string;
  /**
   * Target type
   */
  target_type: "url" | "anchor" | "form" | "phone" | "email";
  /**
   * Action
   */
  target_action: "_self" | "_blank" | "modal";
}
/**
 * Link or button: Shown only when its type is internal or external with both a URL and a label, or when its type is form or file.
 */
export interface LinkOrButton {
  /**
   * URL
   */
  url: string;
  /**
   * Type
   */
  type: "internal" | "external" | "form" | "file";
  target: Target;
  /**
   * Label
   */
  link_text: string;
  /**
   * Icon: An icon name from the active theme's icon set.
   */
  icon: string;
  ui_type: UiType;
  size: ButtonSize;
  /**
   * Form id
   */
  rdx_forms_form_id: string;
  /**
   * Hidden form fields: Values prefilled into hidden fields of a modal form.
   *
   * @maxItems 20
   */
  hidden_fields?: {
    /**
     * Field
     */
    name: string;
    /**
     * Value
     */
    value: string;
  }[];
  /**
   * Form layout
   */
  form_layout: "single" | "double";
}
/**
 * Link
 */
export interface LinkOrButton1 {
  /**
   * URL
   */
  url: string;
  /**
   * Type
   */
  type: "internal" | "external" | "form" | "file";
  target: Target;
  /**
   * Label
   */
  link_text: string;
  /**
   * Icon: An icon name from the active theme's icon set.
   */
  icon: string;
  ui_type: UiType;
  size: ButtonSize;
  /**
   * Form id
   */
  rdx_forms_form_id: string;
  /**
   * Hidden form fields: Values prefilled into hidden fields of a modal form.
   *
   * @maxItems 20
   */
  hidden_fields?: {
    /**
     * Field
     */
    name: string;
    /**
     * Value
     */
    value: string;
  }[];
  /**
   * Form layout
   */
  form_layout: "single" | "double";
}
/**
 * Video
 */
export interface Video {
  /**
   * YouTube video id
   */
  yt: string;
  /**
   * Video file URL
   */
  native_video: string;
  /**
   * Play as muted background
   */
  native_video_background: boolean;
}
/**
 * Offer schedule: Visible from 00:00:01 on the start date to 23:59:59 on the end date, website local time. Not for embargoed content.
 */
export interface OfferSchedule {
  /**
   * From
   */
  start_date?: string;
  /**
   * Until
   */
  end_date?: string;
}

/** Options a block may pass when it renders one of its slots; the editor and the site accept the same. */
export interface SlotRenderProps {
  className?: string;
  style?: CSSProperties;
  as?: ElementType;
  minEmptyHeight?: CSSProperties["minHeight"] | number;
  allow?: string[];
  disallow?: string[];
}

/** A slot prop as a block component receives it: render it to draw the nested blocks. */
export type SlotComponent = (props?: SlotRenderProps) => ReactNode;

export type BlockKey = keyof BlockPropsMap;

/** The props a block component receives: defaults applied, slots as components. */
export type BlockProps<K extends BlockKey> = BlockPropsMap[K];

/** The stored shape of props: slots are arrays of block nodes and defaulted fields may be missing. */
export type StoredProps<T> = T extends SlotComponent
  ? BlockNode[]
  : T extends readonly (infer Item)[]
    ? StoredProps<Item>[]
    : T extends object
      ? { [K in keyof T]?: StoredProps<T[K]> }
      : T;

/** One block in a page document: `{ type, props: { id, ... } }`. */
export type BlockNode = {
  [K in BlockKey]: { type: K; props: StoredProps<BlockPropsMap[K]> & { id: string } };
}[BlockKey];

export interface PageRootProps {
  title?: string;
}

/** A page document: the editor's data with nested slots, plus a schema version. */
export interface PageDocument {
  schemaVersion: 1;
  root: { props: PageRootProps };
  content: BlockNode[];
}
