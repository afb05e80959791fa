import type { CustomViewProps } from '../../data-screen/data-screen';
import { DetailView } from '../../data-screen/detail/detail-view';
import { useShowContext } from '../../data-screen/detail/show-context';
import { ProjectSummaryPanel } from './project-summary-panel';

/** A project's detail (spec §2 "single project"): its summary, its fields, then its sub-screens as tabs. */
export function ProjectDetail({ goTo, tabs }: CustomViewProps) {
  const { id } = useShowContext();
  return (
    <DetailView onBack={() => goTo('list')} onEdit={() => goTo('update', id)} summary={<ProjectSummaryPanel />}>
      {tabs}
    </DetailView>
  );
}
