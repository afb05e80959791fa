import { sql } from 'kysely';
import type { SeedContext } from './context.ts';
import { DEMO_FOREMAN, type FieldUsers } from './people.ts';

const PHONES = ['Samsung Galaxy A14', 'Xiaomi Redmi 12', 'OPPO A17', 'vivo Y16', 'Samsung Galaxy A05s', 'iPhone 11'];

/**
 * What the field app has left behind by the day the seed runs: each foreman's and project
 * staff member's phone, registered under their project, and the acceptances of the user
 * agreement in force, by all but a few field users (who will be asked on their next sign-in),
 * among them the demo foreman, whose first sign-in to the app shows the agreement.
 */
export async function seedFieldApp(ctx: SeedContext, users: FieldUsers): Promise<void> {
  const rng = ctx.random('field-app');
  const people = [...users.foremen.values(), ...users.staff.values()].flat();
  const phones = people.map((user, n) => {
    const model = rng.pick(PHONES);
    const platform = model.startsWith('iPhone') ? ('ios' as const) : ('android' as const);
    const lastSeen = ctx.officeTimeDaysAgo(rng, rng.int(0, 3));
    const registered = ctx.officeTimeDaysAgo(rng, rng.int(20, 80));
    return {
      project_id: user.projectId,
      device_name: `${model} (${user.fullname})`,
      serial_number: `${platform === 'ios' ? 'IOS' : 'AND'}-${String(n + 1).padStart(4, '0')}-${rng.int(100000, 999999)}`,
      device_type: 'mobile' as const,
      platform,
      app_version: rng.pick(['2.3.0', '2.3.1', '2.4.0']),
      user_id: user.id,
      last_seen_at: lastSeen,
      created_at: registered,
      updated_at: registered,
      created_by: user.id,
      updated_by: user.id,
    };
  });
  if (phones.length > 0) await ctx.trx.insertInto('project_devices').values(phones).execute();

  const agreement = await ctx.trx.selectFrom('user_agreements').select(['id', 'version']).where('active', '=', 1).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  if (!agreement) return;
  const accepted = people.filter(() => rng.chance(0.9)).map((user) => user.id);
  if (accepted.length === 0) return;
  await sql`
    insert into user_agreement_acceptances (user_id, user_agreement_id, version, accepted_at, created_at, updated_at, created_by, updated_by)
    select u.id, ${agreement.id}, ${agreement.version}, accepted, accepted, accepted, u.id, u.id
    from (select u.*, greatest(u.created_at, ${ctx.setupAt}::timestamptz) as accepted from users u) u
    where u.id = any(${accepted}::int[]) and u.username <> ${DEMO_FOREMAN.username}
  `.execute(ctx.trx);
}
