import type { Accounts } from './accounts.ts';
import { type SeedContext, insertRows, isoWeekday, jakartaTime } from './context.ts';
import { personName, phoneNumber } from './names.ts';
import type { FieldUsers } from './people.ts';

const agencies = [
  ['Kementerian PUPR', ['Inspektur Teknis', 'Pejabat Pembuat Komitmen', 'Staf Balai']],
  ['Dinas Pekerjaan Umum Provinsi', ['Kepala Seksi', 'Pengawas Lapangan']],
  ['Konsultan Pengawas PT Virama Karya', ['Resident Engineer', 'Inspector', 'Quantity Engineer']],
  ['Konsultan Pengawas PT Yodya Karya', ['Site Engineer', 'Inspector']],
  ['Disnakertrans Provinsi', ['Pengawas Ketenagakerjaan', 'Mediator']],
  ['BPJS Ketenagakerjaan', ['Account Representative', 'Staf Pemasaran']],
  ['PT Semen Indonesia', ['Technical Sales', 'Sales Engineer']],
  ['PT Krakatau Steel', ['Sales Engineer']],
  ['PT Jasa Marga', ['Staf Teknik', 'Manajer Proyek Owner']],
  ['PT PLN (Persero) UIP', ['Supervisor Konstruksi', 'Engineer']],
  ['Bank Mandiri', ['Relationship Manager']],
  ['Universitas Diponegoro', ['Dosen Teknik Sipil', 'Mahasiswa Kerja Praktik']],
  ['Polda / Polres Setempat', ['Kanit Binmas']],
  ['Wartawan Harian Lokal', ['Jurnalis']],
] as const;

const purposes = ['Inspeksi K3', 'Rapat koordinasi mingguan', 'Pengiriman material', 'Audit mutu', 'Kunjungan owner', 'Survei lokasi', 'Uji material beton', 'Monitoring progres', 'Sosialisasi BPJS', 'Kerja praktik'];

/** Visitors with QR cards and their visits in the guest book over the presence days. */
export async function seedVisitors(ctx: SeedContext, accounts: Accounts, users: FieldUsers): Promise<void> {
  const rng = ctx.random('visitors');
  const year = ctx.todayDate.slice(0, 4);
  const visitors = [];
  for (let i = 0; i < ctx.sizes.visitors; i++) {
    const project = accounts.projects[i % accounts.projects.length]!;
    const [agency, positions] = rng.pick(agencies);
    const { fullname } = personName(rng, rng.chance(0.5) ? project.place.region : 'jawa', rng.chance(0.2) ? 'P' : 'L');
    visitors.push({
      fullname,
      agency: agency.startsWith('Dinas') || agency.startsWith('Disnakertrans') ? `${agency} ${project.place.province}` : agency,
      position: rng.pick(positions),
      contact: phoneNumber(rng),
      qr_number: `VIS-${year}-${String(i + 1).padStart(5, '0')}`,
      project_id: project.id,
      created_at: ctx.officeTimeDaysAgo(rng, ctx.sizes.presenceDays + rng.int(0, 30)),
    });
  }
  const ids = await insertRows(ctx, 'visitors', visitors);

  const visits = [];
  for (const [i, visitor] of visitors.entries()) {
    const count = i < 3 ? 2 : rng.int(1, 5);
    for (let n = 0; n < count; n++) {
      const daysAgo = i === 0 && n === 0 ? 0 : rng.int(0, ctx.sizes.presenceDays - 1);
      const date = ctx.daysAgo(daysAgo);
      if (isoWeekday(date) === 7) continue;
      const checkIn = jakartaTime(date, rng.int(8 * 60 + 30, 14 * 60 + 30), rng.int(0, 59));
      if (checkIn > ctx.today) continue;
      const out = new Date(checkIn.getTime() + rng.int(30, 240) * 60_000);
      const projectId = rng.chance(0.9) ? visitor.project_id : rng.pick(accounts.projects).id;
      const hosts = [...(users.staff.get(projectId) ?? []), ...(users.foremen.get(projectId) ?? [])];
      visits.push({
        visitor_id: ids[i]!,
        project_id: projectId,
        check_in_at: checkIn,
        check_out_at: out > ctx.today ? null : out,
        purpose: rng.pick(purposes),
        host_name: hosts.length > 0 ? rng.pick(hosts).fullname : 'Project Manager',
        created_at: checkIn,
      });
    }
  }
  await insertRows(ctx, 'guest_books', visits, { returnIds: false });
}
