import { Suspense } from 'react';
import type { ModuleScreen } from '../core/modules/module-types';
import { preloadable } from '../core/preloadable';
import { LoadingScreen } from '../widgets/loading-screen/loading-screen';

// The data screen (material-react-table, forms, every config) loads with the first module route, not with the login screen.
const moduleDataScreen = preloadable(async () => (await import('./module-data-screen')).default);

const screens = new Map<string, ModuleScreen>();
const ignore = () => undefined;

/** Starts loading the data screen's code, once; a failed load is tried again as a data screen renders. */
export function preloadDataScreen(): Promise<void> {
  return moduleDataScreen.preload().then(ignore, ignore);
}

/**
 * The route screen showing a model's generic data screen (one component per model, made
 * once). Its preload starts the data screen's code and the list it opens with together.
 */
export function moduleScreen(model: string): ModuleScreen {
  let screen = screens.get(model);
  if (!screen) {
    const Screen: ModuleScreen = () => (
      <Suspense fallback={<LoadingScreen fullScreen={false} />}>
        <moduleDataScreen.Component model={model} />
      </Suspense>
    );
    Screen.displayName = `ModuleScreen(${model})`;
    // A chunk that fails to load here is tried again as the screen renders, and fails visibly then.
    Screen.preload = (context) => {
      const code = preloadDataScreen();
      const list = import('./module-list-prefetch').then(({ prefetchModuleList }) => prefetchModuleList(model, context)).then(ignore, ignore);
      return { code, all: Promise.all([code, list]).then(ignore) };
    };
    screen = Screen;
    screens.set(model, screen);
  }
  return screen;
}
