import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { FieldInput, Label } from '../../common/wire/gen-model.ts';
import type { Database } from '../db/database.ts';

/** A text in both languages, and how a field is entered: gen-model's own words (common/wire/gen-model.ts). */
export type { FieldInput, Label };

/** A belongs-to relation: the column holds the id of a row of `model`. */
export interface Relation {
  /** The related model's name (its declaration supplies table and endpoint). */
  model: string;
  /** The related column shown to users (spec §3 fieldRelation displayName). */
  displayName: string;
  /** Property of each row that carries `{id, [displayName]}`; defaults to the field name without `_id`. */
  as?: string;
  /**
   * The columns of the lookup picker's table when the field's input is a lookup (row paths of
   * the related model's dataset, e.g. department.department_name); default the displayName alone.
   */
  lookupColumns?: readonly { data: string; label: Label }[];
}

export interface FieldDeclaration {
  /** The column name. */
  name: string;
  label: Label;
  /** Laravel-style rules, e.g. 'required|string|max:150' (spec §5's stock rules). */
  rules?: string;
  /** Rules on update when they differ from create (a password kept when left empty). */
  updateRules?: string;
  input?: FieldInput;
  /** Allowed values of an enum column, with their labels. */
  options?: readonly { value: string | number; label: Label }[];
  relation?: Relation;
  /** Shown in the list (default true), detail (default true), create and update forms (default true). */
  list?: boolean;
  detail?: boolean;
  add?: boolean;
  edit?: boolean;
  /** Matched by the list's search box. */
  searchable?: boolean;
  /** May be used as sort_by. */
  sortable?: boolean;
  /** May be used as a key of `filters`; 'range' takes [from, to]. */
  filter?: 'exact' | 'range';
  /** Permission needed to see the field at all (lists, detail, export). */
  permission?: string;
  /** Never sent to clients (password hashes). */
  hidden?: boolean;
  /** Not written from request bodies: computed or set by the server. */
  readOnly?: boolean;
}

/** Sub-records saved together with their parent, all or nothing. */
export type ChildDeclaration =
  | {
      kind: 'many-to-many';
      /** Body property with an array of ids or of `{id}` objects. */
      name: string;
      label: Label;
      table: string;
      foreignKey: string;
      targetKey: string;
      targetModel: string;
    }
  | {
      kind: 'has-many';
      name: string;
      label: Label;
      table: string;
      foreignKey: string;
      /** Columns written from each entry. */
      columns: readonly FieldDeclaration[];
    }
  | {
      /**
       * Uploaded files (spec §3 "Multi-upload entry"): each entry is `{id?, file_filename: {url,
       * filename}}`; a saved entry sent with file_filename null is removed. The table has the
       * columns url and filename besides the foreign key.
       */
      kind: 'files';
      name: string;
      label: Label;
      table: string;
      foreignKey: string;
    };

/** Restricts non-super users to their own department (and project). */
export interface ScopeDeclaration {
  /** SQL reference to the record's department id, e.g. 'employees.department_id'. */
  department?: string;
  /** SQL reference to the record's project id, where the record belongs to one project. */
  project?: string;
  /** Joins needed for those references. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the engine's queries are untyped
  join?: (query: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any>;
}

export interface RekapDeclaration {
  /** Key in `rekap` of the list answer. */
  id: string;
  label: Label;
  /** A SQL aggregate over the filtered rows, e.g. "count(*) filter (where condition = 'good')". */
  aggregate: string;
}

/** A record as saveRecords wrote it, as the model's afterSave sees it. */
export interface SavedRecord {
  id: number;
  mode: 'create' | 'update';
  /** The values written, as beforeSave left them. */
  values: Record<string, unknown>;
  /** The stored record an update started from. */
  before?: Record<string, unknown>;
}

/**
 * A summary that triggers keep beside a table growing without bound (server/crud/kept-totals.ts):
 * a list whose filters it covers reads its total and rekap there instead of counting rows.
 */
export interface KeptTotalsDeclaration {
  /** The summary's FROM, with any join its scope needs. */
  from: string;
  /** The condition every summary row of this model meets. */
  where?: string;
  /** The scope's department and project (where the model's scope has one), as the summary holds them. */
  scope: { department: string; project?: string };
  /** The filter keys it answers, each with the summary column the filter's values compare with. */
  filters: Readonly<Record<string, string>>;
  /** A date range filter it answers in whole months: the list's filter key and the summary's month column. */
  months?: { filter: string; column: string };
  /** The list's total and each rekap item, as aggregates over the summary's rows. */
  total: string;
  rekap: Readonly<Record<string, string>>;
}

export interface ModelDeclaration {
  /** The model_api name: /api/gen-model/{name} and /api/{name}/list. */
  name: string;
  table: string;
  /**
   * When `table` is a view: the tables it reads. Their change counters stamp the list's kept
   * totals (a view has none of its own) and their indexes serve it (a view has none either).
   */
  reads?: readonly string[];
  title: Label;
  /** The resource of the permission strings: view-{permission}, create-…, update-…, delete-…. */
  permission: string;
  fields: readonly FieldDeclaration[];
  children?: readonly ChildDeclaration[];
  scope?: ScopeDeclaration;
  /** Filters a child tab sends with its parent's key; allowed besides the filterable fields. */
  parentKeys?: readonly string[];
  /**
   * Child models shown as tabs below this model's detail, in this order (spec §2); each tab's
   * list is filtered by the child's parent key that relates to this model. A tab is titled as
   * its model unless it names a label of its own (a worker's project history is, under a
   * project, its manpower history).
   */
  tabs?: readonly (string | { model: string; label: Label })[];
  /**
   * The list's order when the user picks none: newest first (spec §9: DESC); ascending only for
   * the reference lists people read alphabetically (docs/architecture.md's "Default order").
   */
  defaultSort?: { column: string; direction: 'asc' | 'desc' };
  rekap?: readonly RekapDeclaration[];
  /** Where the list's total and rekap are kept, for filters the summary covers; other lists count. */
  keptTotals?: KeptTotalsDeclaration;
  /** Column holding the 1/0 active flag used by dataset's `active`. */
  activeColumn?: string;
  /** Any signed-in user may read its dataset (option lists for other modules' forms). */
  openDataset?: boolean;
  /** The column used as option label in dataset answers. */
  labelColumn: string;
  /** Extra condition applied to every query (a table shared by several screens). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the engine's queries are untyped
  where?: (eb: ExpressionBuilder<any, any>) => ReturnType<ExpressionBuilder<any, any>['and']>;
  /** Values written on create that the client does not send. */
  createDefaults?: Record<string, unknown>;
  /** No create, update or delete through the generic calls (recaps, logs). */
  readOnly?: boolean;
  /**
   * A record whose stored value of `column` fails `rules` is closed: no update nor delete
   * touches it any more (spec §5 lock-periode: attendance of a period already cut off).
   */
  lockedBy?: { column: string; rules: string };
  /**
   * Prepares validated values before they are written (hashing a password, deriving a column).
   * This hook and afterSave run through saveRecords (server/crud/save.ts), for the form and an import alike.
   */
  beforeSave?: (values: Record<string, unknown>, mode: 'create' | 'update') => Promise<void> | void;
  /**
   * Runs inside the create/update transaction once the records are written (side effects that
   * must commit with them), whichever call wrote them: the form's create and update (one
   * record), or an import (all its rows at once, so the hook can act on them in one statement).
   */
  afterSave?: (trx: Database, saved: readonly SavedRecord[]) => Promise<void> | void;
}
