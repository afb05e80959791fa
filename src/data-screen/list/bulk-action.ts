import type { ComponentType } from 'react';
import type { Row } from '../../core/data/data-types';

/** What a bulk action's panel gets: the rows picked on the page, and a call once it acted on them. */
export interface BulkActionProps {
  selected: readonly Row[];
  onDone: () => void;
}

/** A module's action on many rows at once, offered to users holding its permission: rows get checkboxes, the panel shows above them. */
export interface BulkAction {
  permission: string;
  Panel: ComponentType<BulkActionProps>;
}
