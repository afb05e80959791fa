import { type Kysely, sql } from 'kysely';
import { activeFlag, createIndexes, createTable, dropTables } from './support.ts';

/** What the mobile app reads: banners, check-in geofences, user agreements. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'banners', (t) =>
    activeFlag(
      t
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('link_url', 'varchar(500)')
        .addColumn('image', 'varchar(500)', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
    ),
  );
  await createIndexes(db, 'banners', [['active', 'sort_order']]);

  await createTable(db, 'presence_radii', (t) =>
    activeFlag(
      t
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('location_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('address', 'text')
        .addColumn('latitude', 'double precision', (c) => c.notNull().check(sql`latitude between -90 and 90`))
        .addColumn('longitude', 'double precision', (c) => c.notNull().check(sql`longitude between -180 and 180`))
        .addColumn('radius_m', 'integer', (c) => c.notNull().check(sql`radius_m > 0`)),
    ),
  );
  await createIndexes(db, 'presence_radii', ['project_id']);

  await createTable(db, 'user_agreements', (t) =>
    activeFlag(
      t
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('version', 'varchar(20)', (c) => c.notNull().unique()),
    ),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['user_agreements', 'presence_radii', 'banners']);
}
