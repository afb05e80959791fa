/** How long the first tile may take before the base map counts as unavailable. */
const PROBE_TIMEOUT_MS = 8_000;

/**
 * The address of the tile that shows a place at a zoom, from a Leaflet URL template
 * ({s} the first sub-domain, {z} {x} {y}, {r} no retina suffix).
 */
export function tileAddress(template: string, lat: number, lng: number, zoom: number): string {
  const scale = 2 ** zoom;
  const clampedLat = Math.max(-85.0511, Math.min(85.0511, lat));
  const radians = (clampedLat * Math.PI) / 180;
  const x = Math.min(scale - 1, Math.max(0, Math.floor(((lng + 180) / 360) * scale)));
  const y = Math.min(scale - 1, Math.max(0, Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * scale)));
  const values: Record<string, string> = { s: 'a', z: String(zoom), x: String(x), y: String(y), r: '' };
  return template.replace(/\{([a-z])\}/g, (whole, key: string) => values[key] ?? whole);
}

const verdicts = new Map<string, Promise<boolean>>();

/**
 * Whether the tile server answers, tried once per server for the page's life with one image:
 * on an intranet without the tile server the browser then reports one failed request, not
 * one per tile of every map shown.
 */
export function probeTiles(template: string, lat: number, lng: number, zoom: number): Promise<boolean> {
  if (!template) return Promise.resolve(false);
  let verdict = verdicts.get(template);
  if (!verdict) {
    verdict = new Promise<boolean>((resolve) => {
      const image = new Image();
      const timer = window.setTimeout(() => settle(false), PROBE_TIMEOUT_MS);
      function settle(loaded: boolean) {
        window.clearTimeout(timer);
        image.onload = image.onerror = null;
        if (!loaded) image.src = '';
        resolve(loaded);
      }
      image.onload = () => settle(true);
      image.onerror = () => settle(false);
      image.src = tileAddress(template, lat, lng, zoom);
    });
    verdicts.set(template, verdict);
  }
  return verdict;
}
