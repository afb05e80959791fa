import type { ModuleOverride } from '../core/config/module-config';

/** Banner: a card grid of the banner images. */
export const bannerOverride: ModuleOverride = {
  views: { list: { type: 'card' } },
};
