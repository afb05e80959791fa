/**
 * The permission catalogue. Every permission string the screens check is named
 * here, and the server checks the same strings. Forms follow spec §6:
 * view-{name}, create-{name}, update-{name}, delete-{name}, do-rating-{name}.
 */
export const workforceResources = [
  'employee',
  'employee-blacklist',
  'company',
  'guest-book',
  'visitor',
  'employee-request-change',
  'project-manpower',
  'qr-card',
] as const;

export const presenceResources = ['presence-worker', 'presence-management', 'presence-visitor', 'presence-raw'] as const;

/** The attendance exceptions inbox (issue #50): read, and resolved (accepted, rejected or corrected). */
export const presenceExceptionResources = ['presence-exception'] as const;
export const presenceExceptionPermissions = ['view-presence-exception', 'update-presence-exception'] as const;

/** Attendance corrections: raw presences added, corrected or removed by hand, inside the open period (spec §5 lock-periode). */
export const presenceCorrections = ['create', 'update', 'delete'].map((action) => `${action}-presence-raw`);

export const dashboardResources = [
  'dashboard-summary',
  'dashboard-acquisition',
  'dashboard-leaderboard',
  'dashboard-monitoring-presence',
] as const;

export const userRoleResources = ['user', 'user-approval', 'user-register', 'role-group', 'role', 'permission'] as const;

export const mobileConfigResources = ['banner', 'presence-radius', 'user-agreement'] as const;

export const masterResources = [
  'skill',
  'disease',
  'manpower-type',
  'blood-type',
  'equipment-type',
  'convalsal-document-type',
] as const;

export const operatingUnitResources = ['convalsal', 'equipment', 'department', 'territory', 'project'] as const;

/**
 * The foreman's field app (server/field-app): recording attendance, registering workers and
 * the gate check, each a permission of its own so a role can be given one without the others.
 */
export const fieldAppPermissions = ['create-app-presence', 'create-app-employee', 'view-app-gate'] as const;
export const fieldAppResources = ['app-presence', 'app-employee', 'app-gate'] as const;

/** Reference data the spec's screens use without naming a route: the rating panel's aspects, the audit trail. */
export const administrationResources = ['rating-type'] as const;
export const auditResources = ['audit-log'] as const;

/**
 * Data of the whole company, the same for every department. Writing it takes its own
 * create/update/delete permission, which the Department Admin role does not get by default.
 */
export const companyWideResources = ['territory', ...masterResources, 'banner', 'user-agreement'] as const;

/** The create, update and delete permissions of company-wide data. */
export const companyWideWrites: readonly string[] = companyWideResources.flatMap((resource) =>
  ['create', 'update', 'delete'].map((action) => `${action}-${resource}`),
);

/** Resources whose records are rated (spec §6: do-rating-{name}). */
export const ratedResources = ['employee', 'convalsal'] as const;

const crud = (resource: string) => ['view', 'create', 'update', 'delete'].map((action) => `${action}-${resource}`);
const viewOnly = (resource: string) => [`view-${resource}`];

/** Every permission string of the product, in a stable order. */
export const permissionCatalogue: readonly string[] = [
  ...workforceResources.flatMap(crud),
  ...presenceResources.flatMap(viewOnly),
  ...presenceCorrections,
  ...presenceExceptionPermissions,
  ...dashboardResources.flatMap(viewOnly),
  ...userRoleResources.flatMap(crud),
  ...mobileConfigResources.flatMap(crud),
  ...masterResources.flatMap(crud),
  ...operatingUnitResources.flatMap(crud),
  ...administrationResources.flatMap(crud),
  ...auditResources.flatMap(viewOnly),
  ...ratedResources.map((resource) => `do-rating-${resource}`),
  ...fieldAppPermissions,
];
