import { lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A component whose code loads apart, and the function that starts loading it. */
export interface Preloadable<P extends object> {
  /** Starts loading the code (once, unless it failed); resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
  /** Renders at once when the code is in, else suspends (inside a Suspense boundary) until it is. */
  Component: FunctionComponent<P>;
}

/**
 * React.lazy with a preload. A lazy component suspends on its first render even when its
 * code is already in, which costs a fallback commit and a second, time-sliced render;
 * one whose code was preloaded before it first renders is drawn in the same render instead.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    // A failed load is tried again by the next preload or render, not kept: a preload made
    // ahead of need, on a connection lost for a moment, must not fail the screen later.
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Component = (props: P) => {
    // Decided once per mount, so a mounted component never switches between the two.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  };
  return { preload, Component };
}
