/**
 * Reads a dotted path (spec §3 view_data) from a record. Through an array it collects
 * each item's value ('skills.skill_name' on a list of skills gives the list of names).
 */
export function readPath(record: unknown, path: string | undefined): unknown {
  if (!path) return undefined;
  let current: unknown = record;
  for (const part of path.split('.')) {
    if (current === null || current === undefined) return undefined;
    if (Array.isArray(current) && !/^\d+$/.test(part)) {
      current = current.map((item) => (item && typeof item === 'object' ? (item as Record<string, unknown>)[part] : undefined));
      continue;
    }
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
