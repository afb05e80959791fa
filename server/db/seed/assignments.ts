import { type Insertable, sql } from 'kysely';
import type { AuditLogTable, EmployeeRequestChangeTable } from '../schema.ts';
import type { Accounts } from './accounts.ts';
import { type SeedContext, insertRows, jakartaTime } from './context.ts';
import { homeAddress, phoneNumber } from './names.ts';
import type { Operations } from './operations.ts';
import type { FieldUsers } from './people.ts';
import type { ReferenceIds } from './reference.ts';
import { positionOf } from './workforce-data.ts';
import type { Worker } from './workers.ts';

const blacklistReasons = [
  'Membawa minuman keras ke lokasi proyek',
  'Pencurian material besi beton dari gudang proyek',
  'Berkelahi dengan sesama pekerja di area kerja',
  'Tidak menggunakan APD setelah tiga kali teguran tertulis',
  'Memalsukan dokumen identitas saat pendaftaran',
  'Meninggalkan pekerjaan tanpa izin selama dua minggu',
];

/** Project manpower with foremen and QR numbers, and the blacklist. */
export async function seedAssignments(ctx: SeedContext, workers: Worker[], accounts: Accounts): Promise<void> {
  const rng = ctx.random('assignments');
  const sequence = new Map<number, number>();
  const rows = workers.map((worker) => {
    const seq = (sequence.get(worker.project.id) ?? 0) + 1;
    sequence.set(worker.project.id, seq);
    return {
      project_id: worker.project.id,
      employee_id: worker.id,
      foreman_id: worker.foremanId,
      position: positionOf(worker.type, worker.skills[0]!),
      start_date: worker.joinDate,
      end_date: worker.endDate,
      qr_number: `QR-${worker.project.number}-${String(seq).padStart(4, '0')}`,
      active: worker.status === 'assigned' ? 1 : 0,
      created_at: jakartaTime(worker.joinDate, 8 * 60 + rng.int(0, 480)),
      created_by: worker.foremanId,
    };
  });
  await insertRows(ctx, 'project_manpower', rows, { returnIds: false });

  const blacklist = workers
    .filter((worker) => worker.status === 'blacklisted')
    .map((worker) => {
      const adminId = accounts.departments.find((d) => d.id === worker.departmentId)!.adminId;
      return {
        employee_id: worker.id,
        reason: rng.pick(blacklistReasons),
        blacklisted_at: worker.endDate!,
        blacklisted_by: adminId,
        created_at: jakartaTime(worker.endDate!, 10 * 60 + rng.int(0, 360)),
        created_by: adminId,
      };
    });
  // A blacklisting that was lifted: the worker is back at work.
  const pardoned = workers.find((worker) => worker.status === 'assigned' && worker.joinDate < ctx.daysAgo(30));
  if (pardoned) {
    const adminId = accounts.departments.find((d) => d.id === pardoned.departmentId)!.adminId;
    blacklist.push({
      employee_id: pardoned.id,
      reason: 'Terlambat berulang kali tanpa keterangan (dicabut setelah pembinaan)',
      blacklisted_at: ctx.daysAgo(200),
      blacklisted_by: adminId,
      created_at: jakartaTime(ctx.daysAgo(200), 11 * 60),
      created_by: adminId,
      active: 0,
    } as (typeof blacklist)[number]);
  }
  await insertRows(ctx, 'employee_blacklists', blacklist);
}

const statusNotes = {
  verification_request: ['Perubahan data dari aplikasi mandor', 'Pekerja mengajukan pembaruan data diri', 'Pembaruan data setelah pindah domisili'],
  revision_request: ['Foto KTP buram, mohon unggah ulang', 'Nomor telepon tidak aktif, mohon dicek kembali', 'Alamat tidak sesuai KTP'],
  appraisal_request: ['Mohon penilaian ulang keahlian setelah pelatihan', 'Pengajuan kenaikan kualifikasi menjadi tukang'],
  approved: ['Data sudah sesuai dokumen', 'Disetujui, dokumen pendukung lengkap'],
} as const;
type RequestStatus = keyof typeof statusNotes;

/** Data-validation requests (validasi data) in every status, with their field-by-field details. */
export async function seedRequestChanges(ctx: SeedContext, workers: Worker[], accounts: Accounts): Promise<void> {
  const rng = ctx.random('request-changes');
  const candidates = workers.filter((worker) => worker.status === 'assigned' && worker.foremanId !== null);
  const chosen = rng.sample(candidates, Math.max(6, Math.round(workers.length * 0.03)));
  const cycle: RequestStatus[] = ['verification_request', 'revision_request', 'appraisal_request', 'approved'];
  const requests: (Insertable<EmployeeRequestChangeTable> & { created_at: Date })[] = [];
  const plannedDetails: { field_name: string; old_value: string | null; new_value: string | null; change_type: 'update' | 'create' | 'deleted' }[][] = [];
  for (const [i, worker] of chosen.entries()) {
    const status: RequestStatus = i < cycle.length ? cycle[i]! : rng.weighted([['verification_request', 40], ['revision_request', 20], ['appraisal_request', 15], ['approved', 25]] as const);
    const requestedAt = ctx.officeTimeDaysAgo(rng, rng.int(0, 30));
    const adminId = accounts.departments.find((d) => d.id === worker.departmentId)!.adminId;
    const reviewed = status !== 'verification_request';
    requests.push({
      employee_id: worker.id,
      status,
      requested_by: worker.foremanId,
      reviewed_by: reviewed ? adminId : null,
      reviewed_at: reviewed ? new Date(Math.min(requestedAt.getTime() + rng.int(1, 72) * 3_600_000, ctx.today.getTime())) : null,
      // A request sent back carries the reviewer's reason; the requester's note is what every request has.
      notes: rng.pick(status === 'revision_request' ? statusNotes.verification_request : statusNotes[status]),
      review_reason: status === 'revision_request' ? rng.pick(statusNotes.revision_request) : null,
      created_at: requestedAt,
      created_by: worker.foremanId,
    });
    const options = [
      () => ({ field_name: 'phone', old_value: worker.phone, new_value: phoneNumber(rng), change_type: 'update' as const }),
      () => ({ field_name: 'address', old_value: worker.address, new_value: homeAddress(rng, worker.birthPlace), change_type: 'update' as const }),
      () => ({ field_name: 'skills', old_value: null, new_value: rng.pick(['Welder', 'Rigger', 'Scaffolder', 'Tukang Cor']), change_type: 'create' as const }),
      () => ({ field_name: 'certifications', old_value: null, new_value: 'Pelatihan K3 Konstruksi Dasar', change_type: 'create' as const }),
      () => ({ field_name: 'disease_histories', old_value: 'Gastritis', new_value: null, change_type: 'deleted' as const }),
    ];
    const picked = status === 'appraisal_request' ? [options[2]!, options[3]!] : rng.sample(options, rng.int(1, 3));
    plannedDetails.push(picked.map((make) => make()));
  }
  const ids = await insertRows(ctx, 'employee_request_changes', requests);
  await insertRows(
    ctx,
    'employee_request_change_details',
    plannedDetails.flatMap((details, i) => details.map((detail) => ({ ...detail, request_change_id: ids[i]!, created_at: requests[i]!.created_at }))),
  );
  // A worker's status is that of their latest request.
  await sql`
    update employees e set verification_status = r.status
    from (select distinct on (employee_id) employee_id, status from employee_request_changes order by employee_id, created_at desc, id desc) r
    where r.employee_id = e.id
  `.execute(ctx.trx);
}

/** Foremen rate their workers, admins and project staff rate vendors; employees.rating is the average. */
export async function seedRatings(ctx: SeedContext, workers: Worker[], accounts: Accounts, users: FieldUsers, operations: Operations, reference: ReferenceIds): Promise<void> {
  const rng = ctx.random('ratings');
  const score = (quality: number) => Math.min(5, Math.max(1, Math.round(quality + rng.float(-1, 1))));
  const rows = [];
  for (const worker of workers) {
    if (worker.status !== 'assigned' || worker.foremanId === null || !rng.chance(0.65)) continue;
    const raters = [worker.foremanId];
    const others = (users.foremen.get(worker.project.id) ?? []).filter((foreman) => foreman.id !== worker.foremanId);
    if (others.length > 0 && rng.chance(0.25)) raters.push(rng.pick(others).id);
    for (const rater_id of raters) {
      const at = ctx.officeTimeDaysAgo(rng, rng.int(0, 45));
      for (const rating_type_id of reference.employeeRatingTypes) {
        rows.push({ rating_type_id, subject_type: 'employee' as const, subject_id: worker.id, rater_id, project_id: worker.project.id, rating_value: score(worker.quality), created_at: at });
      }
    }
  }
  for (const convalsal of operations.convalsals) {
    if (convalsal.projectIds.length === 0) continue;
    const quality = rng.float(2.5, 5);
    const raters = [
      [accounts.departments.find((d) => d.id === convalsal.departmentId)!.adminId, convalsal.projectIds[0]!] as const,
      ...convalsal.projectIds.flatMap((projectId) => (users.staff.get(projectId) ?? []).slice(0, 1).map((user) => [user.id, projectId] as const)),
    ];
    for (const [rater_id, project_id] of raters) {
      const at = ctx.officeTimeDaysAgo(rng, rng.int(0, 90));
      for (const rating_type_id of reference.convalsalRatingTypes) {
        rows.push({ rating_type_id, subject_type: 'convalsal' as const, subject_id: convalsal.id, rater_id, project_id, rating_value: score(quality), created_at: at });
      }
    }
  }
  await insertRows(ctx, 'ratings', rows, { returnIds: false });
  await sql`
    update employees e set rating = r.average
    from (select subject_id, round(avg(rating_value), 2) as average from ratings where subject_type = 'employee' group by subject_id) r
    where r.subject_id = e.id
  `.execute(ctx.trx);
}

/** A short audit trail: approvals, blacklistings and an equipment report, as the server would have logged them. */
export async function seedAuditLogs(ctx: SeedContext, accounts: Accounts): Promise<void> {
  const rng = ctx.random('audit');
  const gedung = accounts.departments.find((d) => d.code === 'GDG')!;
  const approved = await ctx.trx
    .selectFrom('users')
    .select(['id', 'username', 'verified_at', 'verified_by'])
    .where('approval_status', '=', 'approved')
    .where('verified_by', 'is not', null)
    .orderBy('verified_at', 'desc')
    .orderBy('id')
    .limit(5)
    .execute();
  const rows: Insertable<AuditLogTable>[] = approved.map((user) => ({
    user_id: user.verified_by,
    model: 'user-approval',
    record_id: String(user.id),
    action: 'update' as const,
    before: JSON.stringify({ approval_status: 'pending' }),
    after: JSON.stringify({ approval_status: 'approved' }),
    created_at: user.verified_at!,
  }));
  const blacklisted = await ctx.trx.selectFrom('employee_blacklists').select(['id', 'employee_id', 'reason', 'created_at', 'created_by']).orderBy('id').limit(5).execute();
  for (const entry of blacklisted) {
    rows.push({
      user_id: entry.created_by,
      model: 'employee-blacklist',
      record_id: String(entry.id),
      action: 'create',
      before: null,
      after: JSON.stringify({ employee_id: entry.employee_id, reason: entry.reason }),
      created_at: entry.created_at,
    });
  }
  const damaged = await ctx.trx.selectFrom('equipments').select('id').where('condition', '=', 'damaged').orderBy('id').limit(1).executeTakeFirst();
  if (damaged) {
    rows.push({
      user_id: gedung.adminId,
      model: 'equipment',
      record_id: String(damaged.id),
      action: 'update',
      before: JSON.stringify({ condition: 'good', operational_status: 'operational' }),
      after: JSON.stringify({ condition: 'damaged', operational_status: 'idle' }),
      created_at: ctx.officeTimeDaysAgo(rng, rng.int(1, 20)),
    });
  }
  await insertRows(ctx, 'audit_logs', rows);
}
