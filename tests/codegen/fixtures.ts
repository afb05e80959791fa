import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GenModel, PulledMetadata } from '../../codegen/gen-model.ts';

/** Where the captured answers live (vitest runs from the repository root, in jsdom or node). */
export const FIXTURE_DIR = path.resolve('tests/codegen/fixtures');

/** gen-model answers captured once from the real server (`GET /api/gen-model/{model}`). */
export function loadFixture(model: string): GenModel {
  return JSON.parse(readFileSync(path.join(FIXTURE_DIR, `${model}.json`), 'utf8')) as GenModel;
}

/** Metadata as a pull would give it, for the named fixture models. */
export function fixtureMetadata(models: readonly string[]): PulledMetadata {
  const details = models.map(loadFixture);
  return { models: details.map((meta) => ({ model: meta.model, title: meta.title, table: meta.table })), details };
}

/** One synthetic field's metadata, for mapping tests that need a type the fixtures lack. */
export interface FieldSpec {
  type: string;
  /** Any text: codegen must refuse an input the wire's FieldInput does not name. */
  input?: string;
  options?: GenModel['fieldOption'][string];
  relation?: GenModel['fieldRelation'][string];
  rules?: string;
  updateRules?: string;
  filter?: 'exact' | 'range';
}

/** A minimal gen-model answer holding `fields`, every one shown everywhere. */
export function syntheticModel(fields: Record<string, FieldSpec>, extra: Partial<GenModel> = {}): GenModel {
  const names = Object.keys(fields);
  const pick = <T>(get: (spec: FieldSpec) => T | undefined): Record<string, T> =>
    Object.fromEntries(names.flatMap((name) => {
      const value = get(fields[name]!);
      return value === undefined ? [] : [[name, value]];
    }));
  return {
    model: 'sample',
    table: 'samples',
    title: { id: 'Contoh', en: 'Sample' },
    permission: { create: 'create-sample', read: 'view-sample', update: 'update-sample', delete: 'delete-sample' },
    pk_field: 'id',
    readOnly: false,
    labelColumn: names[0] ?? 'id',
    defaultSort: { column: 'id', direction: 'desc' },
    fieldList: names,
    fieldType: pick((spec) => spec.type),
    fieldLabel: Object.fromEntries(names.map((name) => [name, { id: `Label ${name}`, en: `Label ${name}` }])),
    fieldInput: pick((spec) => spec.input) as GenModel['fieldInput'],
    fieldOption: pick((spec) => spec.options),
    fieldView: names,
    fieldDetail: names,
    fieldAdd: names,
    fieldEdit: names,
    fieldValidation: pick((spec) => spec.rules),
    fieldValidationUpdate: pick((spec) => spec.updateRules),
    fieldRelation: pick((spec) => spec.relation),
    fieldSearch: [],
    fieldSort: [],
    fieldFilter: pick((spec) => spec.filter),
    fieldPermission: {},
    parentKeys: [],
    children: [],
    tabs: [],
    rekap: [],
    ...extra,
  };
}
