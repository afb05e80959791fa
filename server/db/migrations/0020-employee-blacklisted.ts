import { type Kysely, sql } from 'kysely';

/**
 * Whether a worker has an active blacklist entry, kept on the worker by a trigger. The
 * workers' list counted it with a sub-query per worker (about 1 s at 100,000 workers);
 * a column of the counted rows costs nothing more to count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table employees add column blacklisted boolean not null default false`.execute(db);
  await sql`
    update employees e set blacklisted = true
    where exists (select 1 from employee_blacklists b where b.employee_id = e.id and b.active = 1)
  `.execute(db);
  await sql`
    create function employees_keep_blacklisted() returns trigger language plpgsql as $$
    declare
      changed integer[] := '{}';
    begin
      if tg_op <> 'DELETE' then changed := changed || new.employee_id; end if;
      if tg_op <> 'INSERT' then changed := changed || old.employee_id; end if;
      update employees e
      set blacklisted = exists (select 1 from employee_blacklists b where b.employee_id = e.id and b.active = 1)
      where e.id = any(changed)
        and e.blacklisted is distinct from exists (select 1 from employee_blacklists b where b.employee_id = e.id and b.active = 1);
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger employee_blacklists_keep_flag after insert or update of employee_id, active or delete on employee_blacklists
    for each row execute function employees_keep_blacklisted()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger employee_blacklists_keep_flag on employee_blacklists`.execute(db);
  await sql`drop function employees_keep_blacklisted()`.execute(db);
  await db.schema.alterTable('employees').dropColumn('blacklisted').execute();
}
