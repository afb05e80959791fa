import { createContext, useContext, type ReactNode } from 'react';
import type { ModuleConfig } from '../../core/config/module-config';
import { RecordContext } from '../../core/data/record-context';
import { type ShowController, useShowController } from './use-show-controller';

const ShowContext = createContext<ShowController | null>(null);

/** The show controller of the detail around the caller: its view, custom views and child tabs read it here. */
export function useShowContext(): ShowController {
  const controller = useContext(ShowContext);
  if (!controller) throw new Error('useShowContext() has no detail: call it below <ShowBase>.');
  return controller;
}

/**
 * A detail's controller and its contexts (react-admin's ShowBase): the children, the
 * generic detail view or a custom one, read the controller with useShowContext() and the
 * loaded record with useRecordContext().
 */
export function ShowBase({ config, id, children }: { config: ModuleConfig; id: string; children: ReactNode }) {
  const controller = useShowController({ config, id });
  return (
    <ShowContext value={controller}>
      <RecordContext value={controller.record ?? null}>{children}</RecordContext>
    </ShowContext>
  );
}
