import type { ComponentType } from 'react';
import type { CustomViewProps } from '../data-screen/data-screen';
import type { ScreenView } from '../core/url-query-state';
import { AuditLogDetail } from './views/audit-log-detail';
import { ProjectDetail } from './views/project-detail';
import { RequestChangeCreate } from './views/request-change-create';
import { RequestChangeReview } from './views/request-change-review';
import { RoleDetail } from './views/role-detail';
import { UserApprovalDetail } from './views/user-approval-detail';

/** Hand-written views by model name, shown where the module's config sets a view's mode to 'custom'. */
export const moduleCustomViews: Record<string, Partial<Record<ScreenView, ComponentType<CustomViewProps>>>> = {
  'audit-log': { detail: AuditLogDetail },
  project: { detail: ProjectDetail },
  'employee-request-change': { detail: RequestChangeReview, create: RequestChangeCreate },
  role: { detail: RoleDetail },
  'user-approval': { detail: UserApprovalDetail },
};
