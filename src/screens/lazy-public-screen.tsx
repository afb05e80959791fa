import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingScreen } from '../widgets/loading-screen/loading-screen';

/** A public screen that loads its code and text only when its route opens, not with the login screen. */
export function lazyPublicScreen<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  const Screen = (props: P) => (
    <Suspense fallback={<LoadingScreen />}>
      <Lazy {...props} />
    </Suspense>
  );
  Screen.displayName = name;
  return Screen;
}
