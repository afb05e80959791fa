/** Paths (data[3].rating) left out of a comparison: keys and stamps each side made for itself. */
export type Ignored = (path: string) => boolean;

const nothingIgnored: Ignored = () => false;
const show = (value: unknown) => (value === undefined ? 'absent' : JSON.stringify(value)).slice(0, 80);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/**
 * Where two JSON values first differ, walking the product's answer field by field in order
 * (then any field only the baseline has): "data[3].rating: 2.5 ≠ 2.6". Undefined when equal.
 */
export function firstDifference(product: unknown, baseline: unknown, ignored: Ignored = nothingIgnored, path = ''): string | undefined {
  if (ignored(path)) return undefined;
  // Rows read from the database hold timestamps as dates, whose fields Object.keys does not list.
  if (product instanceof Date || baseline instanceof Date) return firstDifference(String(product), String(baseline), ignored, path);
  if (Array.isArray(product) && Array.isArray(baseline)) {
    for (let index = 0; index < Math.max(product.length, baseline.length); index++) {
      const difference = firstDifference(product[index], baseline[index], ignored, `${path}[${index}]`);
      if (difference) return difference;
    }
    return undefined;
  }
  if (isObject(product) && isObject(baseline)) {
    const keys = [...Object.keys(product), ...Object.keys(baseline).filter((key) => !(key in product))];
    for (const key of keys) {
      const difference = firstDifference(product[key], baseline[key], ignored, join(path, key));
      if (difference) return difference;
    }
    return undefined;
  }
  return Object.is(product, baseline) ? undefined : `${path || 'the answer'}: ${show(product)} ≠ ${show(baseline)}`;
}
