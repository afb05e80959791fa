import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Database } from './database.ts';
import * as access from './migrations/0001-access.ts';
import * as referenceData from './migrations/0002-reference-data.ts';
import * as workforce from './migrations/0003-workforce.ts';
import * as operatingUnits from './migrations/0004-operating-units.ts';
import * as presence from './migrations/0005-presence.ts';
import * as mobileConfig from './migrations/0006-mobile-config.ts';
import * as ratingsAudit from './migrations/0007-ratings-audit.ts';
import * as userCodes from './migrations/0008-user-codes.ts';
import * as presenceRecaps from './migrations/0009-presence-recaps.ts';
import * as rejectionReason from './migrations/0010-rejection-reason.ts';
import * as auditWithoutSecrets from './migrations/0014-audit-without-secrets.ts';
import * as companyWideWrites from './migrations/0015-company-wide-writes.ts';
import * as uploads from './migrations/0016-uploads.ts';
import * as ssoUsedTokens from './migrations/0017-sso-used-tokens.ts';
import * as listIndexes from './migrations/0018-list-indexes.ts';
import * as tableVersions from './migrations/0019-table-versions.ts';
import * as employeeBlacklisted from './migrations/0020-employee-blacklisted.ts';
import * as uniqueLowerIndexes from './migrations/0021-unique-lower-indexes.ts';
import * as tableVersionShards from './migrations/0022-table-version-shards.ts';
import * as departmentNewestFirst from './migrations/0023-department-newest-first.ts';
import * as presenceKeptCounts from './migrations/0024-presence-kept-counts.ts';
import * as newestFirst from './migrations/0027-newest-first.ts';
import * as documentFiles from './migrations/0028-document-files.ts';
import * as presenceCorrections from './migrations/0030-presence-corrections.ts';
import * as projectVendorDocuments from './migrations/0031-project-vendor-documents.ts';
import * as requestChangeReviewReason from './migrations/0032-request-change-review-reason.ts';
import * as permissionDescriptionEn from './migrations/0033-permission-description-en.ts';
import * as departmentAdminPresenceCorrections from './migrations/0034-department-admin-presence-corrections.ts';
import * as visitorPermissions from './migrations/0035-visitor-permissions.ts';
import * as presenceLatestDay from './migrations/0036-presence-latest-day.ts';
import * as fieldApp from './migrations/0037-field-app.ts';
import * as presenceWritePath from './migrations/0038-presence-write-path.ts';
import * as employeeKeptCounts from './migrations/0039-employee-kept-counts.ts';
import * as searchIndexPendingLists from './migrations/0040-search-index-pending-lists.ts';
import * as attendanceTrust from './migrations/0041-attendance-trust.ts';

/** Every migration in order; a new one is added here under the next number. */
const migrations: Record<string, Migration> = {
  '0001-access': access,
  '0002-reference-data': referenceData,
  '0003-workforce': workforce,
  '0004-operating-units': operatingUnits,
  '0005-presence': presence,
  '0006-mobile-config': mobileConfig,
  '0007-ratings-audit': ratingsAudit,
  '0008-user-codes': userCodes,
  '0009-presence-recaps': presenceRecaps,
  '0010-rejection-reason': rejectionReason,
  '0014-audit-without-secrets': auditWithoutSecrets,
  '0015-company-wide-writes': companyWideWrites,
  '0016-uploads': uploads,
  '0017-sso-used-tokens': ssoUsedTokens,
  '0018-list-indexes': listIndexes,
  '0019-table-versions': tableVersions,
  '0020-employee-blacklisted': employeeBlacklisted,
  '0021-unique-lower-indexes': uniqueLowerIndexes,
  '0022-table-version-shards': tableVersionShards,
  '0023-department-newest-first': departmentNewestFirst,
  '0024-presence-kept-counts': presenceKeptCounts,
  '0027-newest-first': newestFirst,
  '0028-document-files': documentFiles,
  '0030-presence-corrections': presenceCorrections,
  '0031-project-vendor-documents': projectVendorDocuments,
  '0032-request-change-review-reason': requestChangeReviewReason,
  '0033-permission-description-en': permissionDescriptionEn,
  '0034-department-admin-presence-corrections': departmentAdminPresenceCorrections,
  '0035-visitor-permissions': visitorPermissions,
  '0036-presence-latest-day': presenceLatestDay,
  '0037-field-app': fieldApp,
  '0038-presence-write-path': presenceWritePath,
  '0039-employee-kept-counts': employeeKeptCounts,
  '0040-search-index-pending-lists': searchIndexPendingLists,
  '0041-attendance-trust': attendanceTrust,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** Brings the schema to the latest version; throws with the failing migration's name. */
export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
