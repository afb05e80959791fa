import type { FieldConfig, Text } from './field-config';

/** How a view is shown (spec §2): the generic one, in a modal, or a custom screen. */
export type ViewMode = 'default' | 'modal' | 'custom';

/** Custom endpoints replacing the generic ones (spec §3 custom_api). */
export interface CustomApi {
  list?: string;
  create?: string;
  read?: string;
  update?: string;
  delete?: string;
}

/** The CRUD permission keys of a module (spec §3, §6). */
export interface ModulePermission {
  create: string;
  read: string;
  update: string;
  delete: string;
}

/** A statistic card (spec §3 "Statistic config"). */
export interface StatisticItem {
  /** Key in the list answer's `rekap`. */
  id: string;
  label: Text;
  color?: string;
  icon?: string;
  bgClass?: string;
  numeric?: boolean;
  transform?: (value: number) => string;
}

export interface StatisticConfig {
  items: readonly StatisticItem[];
  graph?: { type: 'bar' | 'line' | 'pie'; horizontal?: boolean; categories?: readonly string[] };
}

/** A child (slave) module shown as a tab below the detail view (spec §2). */
export interface ChildTab {
  /** The child module's name in the module config index. */
  module: string;
  title?: Text;
  /** Filter key the child list receives with the parent's primary key. */
  parent_key: string;
  /** Permission that shows the tab; the child's read permission when none is named (spec §6). */
  permission?: string;
}

export interface ListViewConfig {
  mode?: ViewMode;
  /** Table (default) or a masonry card grid (spec §2). */
  type?: 'table' | 'card';
  /** The filter form inline above the list or in a right sidebar with backdrop. */
  filter?: 'inline' | 'sidebar' | false;
  statistic?: StatisticConfig;
  export?: boolean;
  import?: boolean;
  /** In a parent's child tab, the rows are edited, added and deleted in place (spec §2's editable table input) instead of listed. */
  linesInTab?: boolean;
  hideCreate?: boolean;
  hideDetail?: boolean;
  hideUpdate?: boolean;
  hideDelete?: boolean;
}

/** The rating panel of a rated record's detail (spec §2, §3, §6, §7). */
export interface DetailRatingConfig {
  /** GET {getter}?subject_id={the record's key} reads the rating, e.g. '/rating/employee'. */
  getter: string;
  /** POST {setter} submits the user's data_rating. */
  setter: string;
  /** The panel loads only with `view` (view-{name}), its form shows only with `rating` (do-rating-{name}). */
  permission: { view: string; rating: string };
}

export interface DetailViewConfig {
  mode?: ViewMode;
  /** The query string the record's show call carries (spec §7: GET {endpoint}/{id}/show takes one). */
  query?: Record<string, string | number | boolean>;
  /** No detail view: after a save the list shows (spec §2). */
  hidden?: boolean;
  children?: readonly ChildTab[];
  /** The rating panel below the detail's table, above its child tabs. */
  rating?: DetailRatingConfig;
}

export interface FormViewConfig {
  mode?: ViewMode;
  /** Route to go to after a save or a cancel instead of detail/list (spec §2). */
  redirect?: string;
}

/** A module's configuration (spec §3 "Module config") plus its views. */
export interface ModuleConfig {
  /** Unique name, the model_api by default. */
  name: string;
  title: Text;
  /** Endpoint read from: GET {getter}/list, /{id}/show, /dataset. */
  getter: string;
  /** Endpoint written to: POST {setter}/create, PUT /update, DELETE /delete. */
  setter: string;
  custom_api?: CustomApi;
  model_api: string;
  pk_field: string;
  /** Fixed filter values every list and export of the module carries. */
  filter_api?: Record<string, unknown>;
  permission: ModulePermission;
  fields: readonly FieldConfig[];
  /** Default sort of the list (spec §9: DESC). */
  sort?: { sort_by: string; sort: 'ASC' | 'DESC' };
  views?: {
    list?: ListViewConfig;
    detail?: DetailViewConfig;
    create?: FormViewConfig;
    update?: FormViewConfig;
    filter?: FormViewConfig;
  };
}

/** A hand-written override: any part of a config, merged over the generated one. */
export type ModuleOverride = Partial<Omit<ModuleConfig, 'fields'>> & {
  /** Field overrides by id, merged over the generated field; `false` removes the field. */
  fields?: Record<string, Partial<FieldConfig> | false>;
  /** Extra fields appended after the generated ones. */
  extraFields?: readonly FieldConfig[];
};
