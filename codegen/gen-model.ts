/**
 * The shape of the server's gen-model answers (server/gen-model/describe.ts), as
 * codegen reads them over HTTP. Declared here, not imported, because codegen
 * consumes the wire format, not the server's code.
 */

/** A text in both product languages. */
export interface Bilingual {
  id: string;
  en: string;
}

/** One entry of `GET /api/gen-model`. */
export interface ModelSummary {
  model: string;
  title: Bilingual;
  table: string;
}

export interface GenModelRelation {
  model: string;
  endpoint: string;
  table?: string;
  displayName: string;
  viewData: string;
}

export interface GenModelTab {
  model: string;
  parentKey: string;
  label: Bilingual;
  permission: string;
}

export interface GenModelOption {
  value: string | number;
  label: Bilingual;
}

/** `GET /api/gen-model/{model}`'s data. */
export interface GenModel {
  model: string;
  table: string;
  title: Bilingual;
  permission: { create: string; read: string; update: string; delete: string };
  pk_field: string;
  readOnly: boolean;
  labelColumn: string;
  defaultSort: { column: string; direction: 'asc' | 'desc' };
  fieldList: string[];
  /** PostgreSQL's type names: integer, character_varying, timestamp_with_time_zone, enum … */
  fieldType: Record<string, string>;
  fieldLabel: Record<string, Bilingual>;
  fieldInput: Record<string, string>;
  fieldOption: Record<string, GenModelOption[]>;
  fieldView: string[];
  fieldDetail: string[];
  fieldAdd: string[];
  fieldEdit: string[];
  fieldValidation: Record<string, string>;
  fieldValidationUpdate: Record<string, string>;
  fieldRelation: Record<string, GenModelRelation>;
  fieldSearch: string[];
  fieldSort: string[];
  fieldFilter: Record<string, 'exact' | 'range'>;
  fieldPermission: Record<string, string>;
  parentKeys: string[];
  children: { name: string; kind: string; label: Bilingual }[];
  /** The child models shown as tabs below the detail, in order, with the key their lists are filtered by. */
  tabs: GenModelTab[];
  rekap: { id: string; label: Bilingual }[];
}

/** Everything one codegen run reads from the server. */
export interface PulledMetadata {
  models: ModelSummary[];
  details: GenModel[];
}
