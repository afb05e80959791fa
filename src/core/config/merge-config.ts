import type { FieldConfig } from './field-config';
import type { ModuleConfig, ModuleOverride } from './module-config';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** Deep merge of plain objects; arrays, functions and scalars of the override replace. */
function deepMerge<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override)) return (override === undefined ? base : override) as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    merged[key] = key in merged ? deepMerge(merged[key], value) : value;
  }
  return merged as T;
}

function mergeFields(base: readonly FieldConfig[], override: ModuleOverride): FieldConfig[] {
  const byId = override.fields ?? {};
  const merged: FieldConfig[] = [];
  for (const field of base) {
    const patch = byId[field.id];
    if (patch === false) continue;
    merged.push(patch ? deepMerge(field, patch) : field);
  }
  return [...merged, ...(override.extraFields ?? [])];
}

/**
 * Merges a hand-written override (src/modules) over a generated module config: views
 * and permission deeply, fields by id (`false` removes one), extraFields appended;
 * every other property of the override replaces the generated one.
 */
export function mergeModuleConfig(base: ModuleConfig, override: ModuleOverride | undefined): ModuleConfig {
  if (!override) return base;
  const { fields: _fields, extraFields: _extra, views, permission, ...rest } = override;
  return {
    ...base,
    ...rest,
    permission: deepMerge(base.permission, permission),
    views: deepMerge(base.views ?? {}, views),
    fields: mergeFields(base.fields, override),
  };
}
