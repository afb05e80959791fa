import type { Accounts } from './accounts.ts';
import { type SeedContext, addDays, insertRows } from './context.ts';
import type { ReferenceIds } from './reference.ts';
import type { Worker } from './workers.ts';
import {
  basicSafetyCertificate,
  certificatesBySkill,
  diseaseNotes,
  graduationAge,
  outsideCompanies,
  outsideProjects,
  polytechnics,
  positionOf,
  schoolMajors,
  schoolingByType,
  universities,
} from './workforce-data.ts';

/** The school before each level. */
const priorLevel: Record<string, string | null> = { SD: null, SMP: 'SD', SMA: 'SMP', SMK: 'SMP', D3: 'SMK', S1: 'SMA' };

/** Skills, disease histories, certificates, schooling, documents, project histories and outside projects of every worker. */
export async function seedWorkerRecords(ctx: SeedContext, workers: Worker[], accounts: Accounts, reference: ReferenceIds): Promise<void> {
  const rng = ctx.random('worker-records');
  const thisYear = Number(ctx.todayDate.slice(0, 4));
  const skills = [];
  const diseases = [];
  const certificates = [];
  const educations = [];
  const documents = [];
  const histories = [];
  const others = [];

  for (const worker of workers) {
    const employee_id = worker.id;
    const birthYear = Number(worker.birthDate.slice(0, 4));
    const town = worker.birthPlace;
    for (const skill of worker.skills) skills.push({ employee_id, skill_id: reference.skills.get(skill)! });

    const illnesses = rng.chance(0.12) ? (rng.chance(0.15) ? 2 : 1) : 0;
    for (const disease_id of rng.sample(reference.diseases, illnesses)) {
      diseases.push({ employee_id, disease_id, diagnosed_year: rng.int(Math.max(birthYear + 18, thisYear - 15), thisYear), notes: rng.pick(diseaseNotes) });
    }

    // Certificates: the trade's own, and a basic safety course for some.
    const held: (readonly [string, string, string, number])[] = [];
    for (const skill of worker.skills) {
      const certificate = certificatesBySkill[skill];
      if (certificate && rng.chance(certificate[4])) held.push([certificate[0], certificate[1], certificate[2], certificate[3]]);
    }
    if (rng.chance(0.18)) held.push(basicSafetyCertificate);
    for (const [name, issuer, code, years] of held) {
      const issued = ctx.daysAgo(rng.int(20, years * 365 + 240));
      certificates.push({
        employee_id,
        certificate_name: name,
        certificate_number: `${code}/${rng.digits(5)}/${issued.slice(0, 4)}`,
        issuer,
        issued_at: issued,
        expires_at: addDays(issued, years * 365),
      });
    }

    // Schooling: the highest level, and often the one before it.
    const level = worker.foreign ? 'S1' : rng.weighted(schoolingByType[worker.type]);
    const schoolOf = (grade: string) => {
      if (grade === 'D3') return rng.pick(polytechnics);
      if (grade === 'S1') return worker.foreign ? 'Fuzhou University' : rng.pick(universities);
      const kind = grade === 'SMK' && rng.chance(0.3) ? 'SMK Muhammadiyah' : `${grade} Negeri`;
      return `${kind} ${rng.int(1, grade === 'SD' ? 6 : 4)} ${town}`;
    };
    const grades: string[] = [level];
    const prior = priorLevel[level];
    if (prior && rng.chance(0.5)) grades.push(prior);
    for (const grade of grades) {
      educations.push({
        employee_id,
        education_level: grade as 'SD',
        institution: schoolOf(grade),
        major: rng.pick(schoolMajors[grade] ?? [null]),
        graduation_year: birthYear + graduationAge[grade]! + rng.int(0, 1),
      });
    }

    documents.push(
      worker.foreign
        ? { employee_id, document_name: 'Paspor', document_number: worker.nik }
        : { employee_id, document_name: 'KTP', document_number: worker.nik },
    );
    if (worker.foreign) documents.push({ employee_id, document_name: 'KITAS', document_number: `2C11${rng.digits(8)}` });
    else {
      if (rng.chance(0.8)) documents.push({ employee_id, document_name: 'Kartu Keluarga', document_number: `${worker.nik.slice(0, 6)}${rng.digits(10)}` });
      if (rng.chance(0.85)) documents.push({ employee_id, document_name: 'Kartu BPJS Ketenagakerjaan', document_number: rng.digits(11) });
      if (rng.chance(0.6)) documents.push({ employee_id, document_name: 'Kartu BPJS Kesehatan', document_number: `000${rng.digits(10)}` });
      if (rng.chance(0.25)) documents.push({ employee_id, document_name: 'NPWP', document_number: `${rng.digits(2)}.${rng.digits(3)}.${rng.digits(3)}.${rng.digits(1)}-${rng.digits(3)}.000` });
    }
    if (rng.chance(0.5)) documents.push({ employee_id, document_name: 'Surat Keterangan Sehat', document_number: `SKS/${rng.digits(3)}/${thisYear}` });

    // The current (or last) project, and sometimes an earlier project of the company.
    const position = positionOf(worker.type, worker.skills[0]!);
    histories.push({ employee_id, project_id: worker.project.id, position, start_date: worker.joinDate, end_date: worker.endDate });
    const earlier = accounts.projects.filter((project) => project.id !== worker.project.id && project.startDate < addDays(worker.joinDate, -120));
    if (earlier.length > 0 && rng.chance(0.3)) {
      const project = rng.pick(earlier);
      const end = addDays(worker.joinDate, -rng.int(7, 60));
      const start = [project.startDate, addDays(end, -rng.int(60, 400))].sort()[1]!;
      histories.push({ employee_id, project_id: project.id, position, start_date: start, end_date: end });
    }
    if (rng.chance(0.3)) {
      let end = addDays(worker.joinDate, -rng.int(20, 200));
      for (let n = rng.int(1, 2); n > 0; n--) {
        const start = addDays(end, -rng.int(90, 540));
        others.push({ employee_id, project_name: rng.pick(outsideProjects), company_name: rng.pick(outsideCompanies), position, start_date: start, end_date: end });
        end = addDays(start, -rng.int(10, 120));
      }
    }
  }

  await insertRows(ctx, 'employee_skills', skills);
  await insertRows(ctx, 'employee_disease_histories', diseases);
  await insertRows(ctx, 'employee_certifications', certificates);
  await insertRows(ctx, 'employee_educations', educations);
  await insertRows(ctx, 'employee_documents', documents);
  await insertRows(ctx, 'employee_project_histories', histories);
  await insertRows(ctx, 'employee_other_projects', others);
}
