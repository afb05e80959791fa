import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `date` column: read as 'YYYY-MM-DD' (both drivers are set up so), written as such. */
type DateOnly = string;
/** A `numeric` column: read as a number (both drivers are set up so), written as a number or decimal text. */
type Numeric = ColumnType<number, number | string, number | string>;
/** A `jsonb` column: written as JSON text (the pg driver would turn a JS array into a PostgreSQL array). */
type Json = ColumnType<unknown, string | null, string | null>;
type Audit = {
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  created_by: number | null;
  updated_by: number | null;
};

/** The reference tables' 1/0 flag (spec §4: 1 is active). */
type Active = { active: Generated<number> };

export interface DepartmentTable extends Audit {
  id: Generated<number>;
  department_name: string;
  contact_pic: string | null;
  territory_id: number | null;
  active: Generated<number>;
}

export interface ProjectTable extends Audit {
  id: Generated<number>;
  project_name: string;
  department_id: number;
  active: Generated<number>;
  project_number: string | null;
  photo: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  initial_contract_value: Numeric | null;
  progress: Generated<Numeric>;
  is_high_risk: Generated<boolean>;
  is_joint_operation: Generated<boolean>;
  province: string | null;
  city: string | null;
  territory_id: number | null;
  start_date: DateOnly | null;
  end_date: DateOnly | null;
}

export interface RoleGroupTable extends Audit {
  id: Generated<number>;
  role_group_name: string;
  description: string | null;
}

export interface RoleTable extends Audit {
  id: Generated<number>;
  role_name: string;
  description: string | null;
  role_group_id: number | null;
  /** A Department Admin approves registrations of their own department. */
  is_department_admin: Generated<boolean>;
  /** Offered on the self-registration screens. */
  self_register: Generated<boolean>;
  active: Generated<number>;
}

export interface PermissionTable extends Audit {
  id: Generated<number>;
  name: string;
  description: string | null;
}

export interface RolePermissionTable {
  role_id: number;
  permission_id: number;
}

export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

export interface UserTable extends Audit {
  id: Generated<number>;
  npp: string | null;
  fullname: string;
  username: string;
  email: string;
  password_hash: string;
  role_id: number | null;
  department_id: number | null;
  project_id: number | null;
  job_position: string | null;
  is_superuser: Generated<boolean>;
  email_verified_at: Timestamp | null;
  approval_status: Generated<ApprovalStatus>;
  verified_by: number | null;
  verified_at: Timestamp | null;
  /** The Department Admin's reason when approval_status is rejected (0010). */
  rejection_reason: string | null;
  active: Generated<number>;
  locale: Generated<string>;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

export interface AuthThrottleTable {
  key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

/** A stored upload, counted against its sender's daily quota (0016). */
export interface UploadTable {
  id: Generated<number>;
  user_id: number;
  file_key: string;
  size_bytes: number;
  created_at: Generated<Date>;
}

export type UserCodePurpose = 'verify_email' | 'reset_password';

/** A mailed one-time code (0008): only its SHA-256 is stored. */
export interface UserCodeTable {
  id: Generated<number>;
  user_id: number;
  purpose: UserCodePurpose;
  code_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

/** An SSO token already exchanged: its jti (or its SHA-256 without one), kept until it expires (0017). */
export interface SsoUsedTokenTable {
  token_id: string;
  expires_at: Timestamp;
}

// Reference data (0002).

export interface TerritoryTable extends Audit, Active {
  id: Generated<number>;
  territory_name: string;
  description: string | null;
}

export interface SkillTable extends Audit, Active {
  id: Generated<number>;
  skill_name: string;
  description: string | null;
}

export interface DiseaseTable extends Audit, Active {
  id: Generated<number>;
  disease_name: string;
}

export interface ManpowerTypeTable extends Audit, Active {
  id: Generated<number>;
  manpower_type_name: string;
}

export interface BloodTypeTable extends Audit, Active {
  id: Generated<number>;
  blood_type_name: string;
}

export interface EquipmentTypeTable extends Audit, Active {
  id: Generated<number>;
  equipment_type_name: string;
}

export interface ConvalsalDocumentTypeTable extends Audit, Active {
  id: Generated<number>;
  document_type_name: string;
  is_required: Generated<boolean>;
}

// Workforce (0003).

export type VerificationStatus = 'draft' | 'revision_request' | 'verification_request' | 'appraisal_request' | 'approved';
export type EducationLevel = 'SD' | 'SMP' | 'SMA' | 'SMK' | 'D1' | 'D2' | 'D3' | 'D4' | 'S1' | 'S2' | 'S3';

export interface CompanyTable extends Audit, Active {
  id: Generated<number>;
  company_name: string;
  npwp: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  department_id: number | null;
}

export interface ConvalsalTable extends Audit, Active {
  id: Generated<number>;
  convalsal_type: 'vendor' | 'subkon';
  convalsal_name: string;
  npwp: string | null;
  specialization: string | null;
  primary_contact_name: string | null;
  primary_contact_phone: string | null;
  secondary_contact_name: string | null;
  secondary_contact_phone: string | null;
  email: string | null;
  address: string | null;
  department_id: number | null;
}

export interface EmployeeTable extends Audit, Active {
  id: Generated<number>;
  fullname: string;
  rfid: string | null;
  nik: string;
  phone: string | null;
  emergency_contact: string | null;
  birth_place: string | null;
  birth_date: DateOnly | null;
  gender: 'L' | 'P' | null;
  nationality: string | null;
  address: string | null;
  blood_type_id: number | null;
  manpower_type_id: number | null;
  photo: string | null;
  id_card_photo: string | null;
  login_status: Generated<'active' | 'non_active'>;
  rating: Generated<Numeric>;
  department_id: number;
  company_id: number | null;
  convalsal_id: number | null;
  verification_status: Generated<VerificationStatus>;
  /** Has an active blacklist entry; kept by employee_blacklists' trigger (0020). */
  blacklisted: Generated<boolean>;
}

export interface EmployeeSkillTable extends Audit {
  id: Generated<number>;
  employee_id: number;
  skill_id: number;
}

export interface EmployeeDiseaseHistoryTable extends Audit {
  id: Generated<number>;
  employee_id: number;
  disease_id: number;
  diagnosed_year: number | null;
  notes: string | null;
}

export interface EmployeeOtherProjectTable extends Audit {
  id: Generated<number>;
  employee_id: number;
  project_name: string;
  company_name: string | null;
  position: string | null;
  start_date: DateOnly | null;
  end_date: DateOnly | null;
}

export interface EmployeeCertificationTable extends Audit {
  id: Generated<number>;
  employee_id: number;
  certificate_name: string;
  certificate_number: string | null;
  issuer: string | null;
  issued_at: DateOnly | null;
  expires_at: DateOnly | null;
  file: string | null;
}

export interface EmployeeEducationTable extends Audit {
  id: Generated<number>;
  employee_id: number;
  education_level: EducationLevel;
  institution: string;
  major: string | null;
  graduation_year: number | null;
}

export interface EmployeeEmergencyContactTable extends Audit {
  id: Generated<number>;
  employee_id: number;
  contact_name: string;
  relationship: string | null;
  phone: string;
  address: string | null;
}

export interface EmployeeDocumentTable extends Audit {
  id: Generated<number>;
  employee_id: number;
  document_name: string;
  document_number: string | null;
  file: string | null;
}

export interface EmployeeProjectHistoryTable extends Audit {
  id: Generated<number>;
  employee_id: number;
  project_id: number;
  position: string | null;
  start_date: DateOnly | null;
  end_date: DateOnly | null;
}

export interface EmployeeBlacklistTable extends Audit, Active {
  id: Generated<number>;
  employee_id: number;
  reason: string;
  blacklisted_at: Generated<DateOnly>;
  blacklisted_by: number | null;
}

export interface EmployeeRequestChangeTable extends Audit {
  id: Generated<number>;
  employee_id: number;
  status: Generated<VerificationStatus>;
  requested_by: number | null;
  reviewed_by: number | null;
  reviewed_at: Timestamp | null;
  notes: string | null;
}

export interface EmployeeRequestChangeDetailTable extends Audit {
  id: Generated<number>;
  request_change_id: number;
  field_name: string;
  old_value: string | null;
  new_value: string | null;
  change_type: Generated<'update' | 'create' | 'deleted'>;
}

export interface VisitorTable extends Audit {
  id: Generated<number>;
  fullname: string;
  agency: string | null;
  position: string | null;
  contact: string | null;
  qr_number: string | null;
  photo: string | null;
  project_id: number | null;
}

export interface GuestBookTable extends Audit {
  id: Generated<number>;
  visitor_id: number;
  project_id: number;
  check_in_at: ColumnType<Date, Date | string | undefined, Date | string>;
  check_out_at: Timestamp | null;
  purpose: string | null;
  host_name: string | null;
}

export interface ProjectManpowerTable extends Audit, Active {
  id: Generated<number>;
  project_id: number;
  employee_id: number;
  foreman_id: number | null;
  position: string | null;
  start_date: DateOnly | null;
  end_date: DateOnly | null;
  qr_number: string | null;
}

// Operating units (0004).

export type EquipmentCondition = 'good' | 'damaged' | 'dissapear';

export interface EquipmentTable extends Audit {
  id: Generated<number>;
  equipment_type_id: number;
  equipment_name: string;
  equipment_number: string;
  purchase_price: Numeric | null;
  purchase_date: DateOnly | null;
  photo: string | null;
  condition: Generated<EquipmentCondition>;
  operational_status: Generated<'operational' | 'idle'>;
  project_id: number | null;
  department_id: number;
}

export interface ConvalsalDocumentTable extends Audit {
  id: Generated<number>;
  convalsal_id: number;
  document_type_id: number;
  document_number: string | null;
  file: string | null;
  expires_at: DateOnly | null;
}

export interface ProjectConvalsalTable extends Audit {
  id: Generated<number>;
  project_id: number;
  convalsal_id: number;
  scope_of_work: string | null;
  contract_value: Numeric | null;
  start_date: DateOnly | null;
  end_date: DateOnly | null;
}

export interface ProjectDeviceTable extends Audit, Active {
  id: Generated<number>;
  project_id: number;
  device_name: string;
  serial_number: string;
  device_type: 'qr' | 'rfid' | 'face' | 'gps';
}

export interface ProjectForemanTable extends Audit, Active {
  id: Generated<number>;
  project_id: number;
  user_id: number;
  start_date: DateOnly | null;
}

export interface ProjectUserTable extends Audit {
  id: Generated<number>;
  project_id: number;
  user_id: number;
}

// Attendance (0005).

export type PresenceSubject = 'employee' | 'user' | 'visitor';

/** Raw attendance, partitioned by month of recorded_at; exactly one of the subject ids is set. */
export interface PresenceTable extends Audit {
  id: Generated<number>;
  subject_type: PresenceSubject;
  employee_id: number | null;
  user_id: number | null;
  visitor_id: number | null;
  project_id: number;
  recorded_at: Timestamp;
  direction: 'in' | 'out';
  method: 'qr' | 'rfid' | 'gps';
  latitude: number | null;
  longitude: number | null;
  distance_m: number | null;
  device_id: number | null;
}

/** A recap row (0009): one subject, one project, one Jakarta day, kept from presences by triggers. */
export interface PresenceRecapTable {
  /** The smallest raw presence id among the row's records. */
  id: number;
  subject_type: 'employee' | 'user' | 'visitor';
  employee_id: number | null;
  user_id: number | null;
  visitor_id: number | null;
  subject_id: GeneratedAlways<number>;
  project_id: number;
  department_id: number;
  presence_date: DateOnly;
  first_in: Date | null;
  last_out: Date | null;
  work_minutes: GeneratedAlways<number>;
  records: number;
  created_at: Date;
  updated_at: Date;
}

// Mobile-app configuration (0006).

export interface BannerTable extends Audit, Active {
  id: Generated<number>;
  title: string;
  link_url: string | null;
  image: string;
  sort_order: Generated<number>;
}

export interface PresenceRadiusTable extends Audit, Active {
  id: Generated<number>;
  project_id: number;
  location_name: string;
  address: string | null;
  latitude: number;
  longitude: number;
  radius_m: number;
}

export interface UserAgreementTable extends Audit, Active {
  id: Generated<number>;
  title: string;
  content: string;
  version: string;
}

// Ratings and audit (0007).

export type RatedSubject = 'employee' | 'convalsal';

export interface RatingTypeTable extends Audit, Active {
  id: Generated<number>;
  rating_type_name: string;
  subject_type: RatedSubject;
}

export interface RatingTable extends Audit {
  id: Generated<number>;
  rating_type_id: number;
  subject_type: RatedSubject;
  subject_id: number;
  rater_id: number;
  project_id: number | null;
  rating_value: number;
}

export interface AuditLogTable extends Audit {
  id: Generated<number>;
  user_id: number | null;
  model: string;
  record_id: string | null;
  action: 'create' | 'update' | 'delete' | 'import';
  before: Json;
  after: Json;
}

/** A change counter per table, bumped by every writing statement (0019). */
export interface TableVersionTable {
  table_name: string;
  version: number;
}

export interface DB {
  departments: DepartmentTable;
  projects: ProjectTable;
  role_groups: RoleGroupTable;
  roles: RoleTable;
  permissions: PermissionTable;
  role_permissions: RolePermissionTable;
  users: UserTable;
  sessions: SessionTable;
  auth_throttle: AuthThrottleTable;
  uploads: UploadTable;
  user_codes: UserCodeTable;
  sso_used_tokens: SsoUsedTokenTable;
  territories: TerritoryTable;
  skills: SkillTable;
  diseases: DiseaseTable;
  manpower_types: ManpowerTypeTable;
  blood_types: BloodTypeTable;
  equipment_types: EquipmentTypeTable;
  convalsal_document_types: ConvalsalDocumentTypeTable;
  companies: CompanyTable;
  convalsals: ConvalsalTable;
  employees: EmployeeTable;
  employee_skills: EmployeeSkillTable;
  employee_disease_histories: EmployeeDiseaseHistoryTable;
  employee_other_projects: EmployeeOtherProjectTable;
  employee_certifications: EmployeeCertificationTable;
  employee_educations: EmployeeEducationTable;
  employee_emergency_contacts: EmployeeEmergencyContactTable;
  employee_documents: EmployeeDocumentTable;
  employee_project_histories: EmployeeProjectHistoryTable;
  employee_blacklists: EmployeeBlacklistTable;
  employee_request_changes: EmployeeRequestChangeTable;
  employee_request_change_details: EmployeeRequestChangeDetailTable;
  visitors: VisitorTable;
  guest_books: GuestBookTable;
  project_manpower: ProjectManpowerTable;
  equipments: EquipmentTable;
  convalsal_documents: ConvalsalDocumentTable;
  project_convalsals: ProjectConvalsalTable;
  project_devices: ProjectDeviceTable;
  project_foremen: ProjectForemanTable;
  project_users: ProjectUserTable;
  presences: PresenceTable;
  presence_recaps: PresenceRecapTable;
  banners: BannerTable;
  presence_radii: PresenceRadiusTable;
  user_agreements: UserAgreementTable;
  rating_types: RatingTypeTable;
  ratings: RatingTable;
  audit_logs: AuditLogTable;
  table_versions: TableVersionTable;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
