/**
 * The field configuration of spec §3 ("Generic field definition"): what a module
 * config says about one field, per view. Generated configs (generated/modules) and
 * hand-written overrides (src/modules) both speak this type.
 */

/** Display types of the list and detail views (spec §3). */
export type DisplayType = 'text' | 'innerHTML' | 'money' | 'button' | 'link' | 'file';

/** Input types of the create, update and filter forms (spec §3). */
export type FormFieldType =
  | 'text'
  | 'email'
  | 'hidden'
  | 'password'
  | 'tel'
  | 'url'
  | 'color'
  | 'number'
  | 'money'
  | 'date'
  | 'datetime'
  | 'year'
  | 'month'
  | 'time'
  | 'week'
  | 'date-range'
  | 'datetime-range'
  | 'year-range'
  | 'month-range'
  | 'time-range'
  | 'week-range'
  | 'textarea'
  | 'texteditor'
  | 'file'
  | 'file-multiple'
  | 'select'
  | 'select-multiple'
  | 'checkbox'
  | 'radio'
  | 'lookup-checkbox'
  | 'lookup-radio'
  | 'map'
  | 'map-multiple';

export type ViewName = 'list' | 'detail' | 'create' | 'update' | 'filter';
export type FormViewName = 'create' | 'update' | 'filter';
/**
 * Spec §4's form modes: the three views, and 'return', which validates and builds the
 * payload like a save and hands it to the caller without calling the server (the
 * filter's submit is one).
 */
export type FormMode = FormViewName | 'return';

/** A text in the product's two languages, or an i18n key. */
export type Text = string | { id: string; en: string };

/** Spec §3's option list pointer (list_pointer). */
export interface ListPointer {
  /** Static options, or an endpoint whose `/dataset` answers them (e.g. '/department'). */
  list: readonly Record<string, unknown>[] | string;
  /** Property shown as the option label; may end with '|format' (spec §3). */
  label: string;
  /** Property used as the option value. */
  code: string;
  /** Property shown as a tooltip. */
  tooltip?: string;
  /** Submit the code values rather than the selected option objects (spec §5). */
  disable_revert?: boolean;
  /** Display columns of a lookup's table. */
  columns?: readonly { data: string; label: Text; /** Keeps the values on one line: codes and numbers that must not break. */ nowrap?: boolean }[];
}

/** Options that depend on other fields: send their values as dataset params (spec §3 get_param). */
export interface GetParam {
  /** The other field's id. */
  id: string;
  /** The query parameter name; defaults to the id. */
  alias?: string;
}

/** Setting or clearing other fields when this one changes (spec §3 toggle_field). */
export interface ToggleField {
  /** The other field's id. */
  id: string;
  /** Value to set; undefined clears it. */
  value?: unknown;
  /** Only when this field takes one of these values. */
  when?: readonly unknown[];
  /** Show the other field only when this one has one of these values. */
  show_when?: readonly unknown[];
}

export interface FieldOption {
  list_pointer?: ListPointer;
  get_param?: readonly GetParam[];
  toggle_field?: readonly ToggleField[];
  /** Upload limit in MB (spec §5 defaults: 1 for single/multi, 5 for file). */
  max_size_mb?: number;
  /** Accepted file types, as for <input accept>. */
  accept?: string;
  /** Rows of a textarea (default 5). */
  rows?: number;
  /** A `map` input over the record's own columns instead of one {address, lat, lng} value. */
  location?: LocationColumns;
}

/**
 * The form fields a `map` input reads and writes (spec §3 "Location value" kept as columns):
 * the coordinates, and the address a found place fills and the radius in metres drawn
 * around the pin, when the record has them.
 */
export interface LocationColumns {
  lat: string;
  lng: string;
  address?: string;
  radius?: string;
}

type Transform = (value: unknown, row: Record<string, unknown>) => unknown;

/** What every view of a field may say (spec §3). */
export interface ViewSettings {
  show?: boolean;
  /** Permission key; default allow-all (spec §3, §6). */
  permission?: string;
  /** Response property to read; dotted paths reach into nested objects and arrays. */
  view_data?: string;
  type?: DisplayType | FormFieldType;
  class?: string;
  transform?: Transform;
  event?: (value: unknown, row: Record<string, unknown>) => void;
}

/**
 * How a display value is formatted by src/core/format (spec §3, §9): 'integer' a whole
 * number, 'decimal' one with its fraction, 'coordinate' a latitude or longitude, 'duration'
 * a span of seconds in its two largest units (2 j 15 mnt); the rest
 * are spec §4's status values, and 'active', 'allow', 'verification', 'condition' and
 * 'change-log' show their "else" word (non active, not allowed, Draft, unknown, deleted) for
 * any other or a missing value.
 */
export type DisplayFormat =
  | 'date'
  | 'datetime'
  | 'datetime-long'
  | 'time'
  | 'number'
  | 'integer'
  | 'decimal'
  | 'coordinate'
  | 'money'
  | 'enum'
  | 'yes-no'
  | 'active'
  | 'allow'
  | 'verification'
  | 'condition'
  | 'operational'
  | 'change-log'
  | 'duration';

/** List and detail views add an order (spec §3). */
export interface DisplaySettings extends ViewSettings {
  type?: DisplayType;
  order?: number;
  /** May be clicked to sort (list only). */
  sortable?: boolean;
  format?: DisplayFormat;
  /** innerHTML only: the value comes from a trusted source and renders as (sanitised) HTML; otherwise as text. */
  trusted?: boolean;
  /** Labels of an enum's values, for format 'enum'. */
  options?: readonly { value: string | number; label: Text }[];
  /** type 'link' only: the value opens a record's detail in the app instead of an outside address. */
  to?: RecordLink;
}

/** Where an in-app link leads: `{path}?view=detail&id={row[id]}`, when the user may read it. */
export interface RecordLink {
  /** The full route path of the record's screen, e.g. '/tenaga-kerja/visitor'. */
  path: string;
  /** Property of the row holding the record's id, e.g. 'visitor_id'. */
  id: string;
  /** The read permission of that screen; without it the value shows as text. */
  permission: string;
}

/** What a number or money input holds; absent keys are false: a whole number without sign (spec §5). */
export interface NumberKind {
  /** The column keeps a fraction (numeric, double precision, real). */
  decimal?: boolean;
  /** The column's rules allow values below zero. */
  signed?: boolean;
  /** Digits without a thousands separator: a year reads '2015'. */
  ungrouped?: boolean;
}

/** Create, update and filter views add the form settings (spec §3). */
export interface FormSettings extends ViewSettings {
  type?: FormFieldType;
  /** Payload property to write; defaults to the field's data. */
  setter?: string;
  /** Record property to read the initial value from; defaults to view_data or data. */
  getter?: string;
  attr?: Record<string, unknown>;
  value?: unknown;
  /** Rules, pipe-joined or as a list (spec §5). */
  validation?: string | readonly string[];
  option?: FieldOption;
  transform_before?: Transform;
  transform_after?: Transform;
  prefix?: Text;
  suffix?: Text;
  /** number and money inputs: decimal and signed columns keep their fraction and sign. */
  numeric?: NumberKind;
}

/** One field of a module (spec §3). */
export interface FieldConfig {
  id: string;
  /** The record property it stands for. */
  data: string;
  label: Text;
  placeholder?: Text;
  hint?: Text;
  list?: DisplaySettings;
  detail?: DisplaySettings;
  create?: FormSettings;
  update?: FormSettings;
  filter?: FormSettings;
}
