import { lazy, Suspense, type ComponentType } from 'react';
import type { ModuleScreenProps } from '../core/modules/module-types';
import { LoadingScreen } from '../widgets/loading-screen/loading-screen';

// The data screen (material-react-table, forms, every config) loads with the first module route, not with the login screen.
const LazyModuleDataScreen = lazy(() => import('./module-data-screen'));

const screens = new Map<string, ComponentType<ModuleScreenProps>>();

/** The route screen showing a model's generic data screen (one component per model, made once). */
export function moduleScreen(model: string): ComponentType<ModuleScreenProps> {
  let screen = screens.get(model);
  if (!screen) {
    const Screen = () => (
      <Suspense fallback={<LoadingScreen fullScreen={false} />}>
        <LazyModuleDataScreen model={model} />
      </Suspense>
    );
    Screen.displayName = `ModuleScreen(${model})`;
    screen = Screen;
    screens.set(model, screen);
  }
  return screen;
}
