import { type Kysely, sql } from 'kysely';

/**
 * The vendor documents of a project (its sub-screen "convalsal documents"): one row per vendor
 * contracted on the project and document type, for every active type marked required and every
 * type the vendor holds a document of, with the vendor's latest document of that type (one with
 * a file first, then the one valid longest) and whether it is uploaded, expired or missing. A
 * view rather than a table: it is the vendors' own documents seen from the project, so it never
 * drifts from them. Its id joins the two keys (both serial, below 2³¹) into one bigint.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create view project_convalsal_documents as
    select
      pc.id::bigint * 2147483648 + t.id as id,
      pc.project_id,
      pc.convalsal_id,
      t.id as document_type_id,
      t.is_required,
      d.document_number,
      d.file,
      d.expires_at,
      (case when d.file is null then 'missing' when d.expires_at < current_date then 'expired' else 'uploaded' end)::varchar(10) as status,
      coalesce(d.created_at, pc.created_at) as created_at,
      greatest(pc.updated_at, d.updated_at) as updated_at
    from project_convalsals pc
    cross join convalsal_document_types t
    left join lateral (
      select cd.document_number, cd.file, cd.expires_at, cd.created_at, cd.updated_at
      from convalsal_documents cd
      where cd.convalsal_id = pc.convalsal_id and cd.document_type_id = t.id
      order by cd.file is null, cd.expires_at desc nulls first, cd.id desc
      limit 1
    ) d on true
    where (t.is_required and t.active = 1) or d.created_at is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view project_convalsal_documents`.execute(db);
}
