import { auditLog } from './audit-log.ts';
import { banner } from './banner.ts';
import { bloodType } from './blood-type.ts';
import { company } from './company.ts';
import { convalsalDocumentType } from './convalsal-document-type.ts';
import { convalsalDocument } from './convalsal-document.ts';
import { convalsal } from './convalsal.ts';
import { department } from './department.ts';
import { disease } from './disease.ts';
import { employeeBlacklist } from './employee-blacklist.ts';
import { employeeCertification } from './employee-certification.ts';
import { employeeDiseaseHistory } from './employee-disease-history.ts';
import { employeeDocument } from './employee-document.ts';
import { employeeEducation } from './employee-education.ts';
import { employeeEmergencyContact } from './employee-emergency-contact.ts';
import { employeeOtherProject } from './employee-other-project.ts';
import { employeeProjectHistory } from './employee-project-history.ts';
import { employeeRequestChangeDetail } from './employee-request-change-detail.ts';
import { employeeRequestChange } from './employee-request-change.ts';
import { employeeSkill } from './employee-skill.ts';
import { employee } from './employee.ts';
import { equipmentType } from './equipment-type.ts';
import { equipment } from './equipment.ts';
import { guestBook } from './guest-book.ts';
import { manpowerType } from './manpower-type.ts';
import { permission } from './permission.ts';
import { presenceRadius } from './presence-radius.ts';
import { presenceManagement, presenceVisitor, presenceWorker } from './presence-recap.ts';
import { presenceException } from './presence-exception.ts';
import { presence } from './presence.ts';
import { projectConvalsalDocument } from './project-convalsal-document.ts';
import { projectConvalsal } from './project-convalsal.ts';
import { projectDevice } from './project-device.ts';
import { projectForeman } from './project-foreman.ts';
import { projectManpower } from './project-manpower.ts';
import { projectUser } from './project-user.ts';
import { project } from './project.ts';
import { ratingType } from './rating-type.ts';
import { roleGroup } from './role-group.ts';
import { role } from './role.ts';
import { checkModelRules } from './rule-check.ts';
import { skill } from './skill.ts';
import { territory } from './territory.ts';
import { userAgreement } from './user-agreement.ts';
import { userApproval } from './user-approval.ts';
import { userRegister } from './user-register.ts';
import type { ModelDeclaration } from './types.ts';
import { user } from './user.ts';
import { visitor } from './visitor.ts';

/** Every model of the product, grouped as the menus group them. */
export const models: readonly ModelDeclaration[] = [
  // Operating units
  territory,
  department,
  project,
  projectDevice,
  projectForeman,
  projectUser,
  projectConvalsal,
  projectConvalsalDocument,
  convalsal,
  convalsalDocument,
  equipment,
  // Master data
  skill,
  disease,
  manpowerType,
  bloodType,
  equipmentType,
  convalsalDocumentType,
  // Workforce
  company,
  employee,
  employeeBlacklist,
  employeeSkill,
  employeeDiseaseHistory,
  employeeOtherProject,
  employeeCertification,
  employeeEducation,
  employeeEmergencyContact,
  employeeDocument,
  employeeProjectHistory,
  employeeRequestChange,
  employeeRequestChangeDetail,
  visitor,
  guestBook,
  projectManpower,
  // Attendance
  presence,
  presenceWorker,
  presenceException,
  presenceManagement,
  presenceVisitor,
  // Mobile-app configuration
  banner,
  presenceRadius,
  userAgreement,
  // User settings
  user,
  userApproval,
  userRegister,
  role,
  roleGroup,
  permission,
  // Ratings and audit
  ratingType,
  auditLog,
];

checkModelRules(models);

const byName = new Map(models.map((model) => [model.name, model]));

/** The model declared under `name` (the model_api and URL segment), if any. */
export function findModel(name: string): ModelDeclaration | undefined {
  return byName.get(name);
}
