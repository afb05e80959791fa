import { createContext, useContext, type ReactNode } from 'react';
import { RecordContext } from '../../core/data/record-context';
import { type EditController, useEditController, type UseEditControllerOptions } from './use-edit-controller';

const EditContext = createContext<EditController | null>(null);

/** The edit controller of the form around the caller: its view and custom form views read it here. */
export function useEditContext(): EditController {
  const controller = useContext(EditContext);
  if (!controller) throw new Error('useEditContext() has no form: call it below <EditBase>.');
  return controller;
}

/**
 * A form's controller and its contexts (react-admin's EditBase): the children, the
 * generic form view or a custom one, read the controller with useEditContext() and, in
 * update mode once loaded, the record with useRecordContext().
 */
export function EditBase({ children, ...options }: UseEditControllerOptions & { children: ReactNode }) {
  const controller = useEditController(options);
  return (
    <EditContext value={controller}>
      <RecordContext value={controller.record ?? null}>{children}</RecordContext>
    </EditContext>
  );
}
