// POST /events of the bench:api baseline (scripts/bench-baseline-server.ts): a batch of
// attendance events as a bare server would store them, to set against the product's
// POST /api/app/v1/presences in the morning peak. The same JSON batch, into the same
// presences table (whose statement triggers keep the recaps and counts the lists read) with
// the same event-id ledger, in one multi-row insert that skips the event ids already written:
// the same work on the database. No session, no device, no judgement of time or place.

/** Runs one statement; `name` lets PostgreSQL keep it prepared across runs. */
export type Query = (text: string, values: unknown[], name?: string) => Promise<Record<string, unknown>[]>;

/**
 * Each card's worker is looked up by its QR number within the statement, as the product
 * resolves it; each event claims its id in presence_event_ids, and those no earlier batch
 * claimed become presences. $3 is the user the ledger names.
 */
const INSERT = `with input as (
    select x.*, pm.employee_id
    from jsonb_to_recordset($1::jsonb) as x(client_event_id uuid, subject_type text, qr_number text, project_id int, device_time timestamptz,
      direction text, method text, latitude float8, longitude float8, accuracy_m float8, mock_location boolean)
    join project_manpower pm on lower(pm.qr_number) = lower(x.qr_number)
  ),
  claimed as (
    insert into presence_event_ids (client_event_id, presence_id, recorded_at, user_id)
    select client_event_id, nextval('presences_id_seq'), device_time, $3::int from input
    on conflict (client_event_id) do nothing
    returning client_event_id, presence_id
  ),
  inserted as (
    insert into presences (id, subject_type, employee_id, project_id, recorded_at, direction, method, latitude, longitude,
      created_by, updated_by, client_event_id, scanned_code, accuracy_m, mock_location, sent_at, received_at, delay_seconds)
    select c.presence_id, i.subject_type, i.employee_id, i.project_id, i.device_time, i.direction, i.method, i.latitude, i.longitude,
      $3::int, $3::int, i.client_event_id, i.qr_number, i.accuracy_m, i.mock_location, $2::timestamptz, now(),
      floor(extract(epoch from now() - i.device_time))::int
    from input i join claimed c on c.client_event_id = i.client_event_id
    returning client_event_id
  )
  select client_event_id::text from inserted`;

interface Batch {
  sent_at?: string;
  events: { client_event_id: string }[];
}

const isBatch = (body: unknown): body is Batch => {
  const events = (body as { events?: unknown } | null)?.events;
  return Array.isArray(events) && events.length >= 1 && events.length <= 500 && events.every((event) => typeof (event as { client_event_id?: unknown } | null)?.client_event_id === 'string');
};

/** Answers the handler of POST /events: each event accepted, or a duplicate of one written before. */
export async function eventsRoute(query: Query): Promise<(body: string) => Promise<{ status: number; answer: unknown }>> {
  const [first] = await query('select min(id) as id from users', []);
  const userId = Number(first!.id);
  return async (body) => {
    const batch: unknown = JSON.parse(body);
    if (!isBatch(batch)) return { status: 422, answer: { message: 'events: 1 to 500 events, each with a client_event_id' } };
    const written = await query(INSERT, [JSON.stringify(batch.events), batch.sent_at ?? null, userId], 'bench-baseline-insert-events');
    const accepted = new Set(written.map((row) => row.client_event_id));
    const results = batch.events.map(({ client_event_id }) => ({ client_event_id, status: accepted.has(client_event_id) ? 'accepted' : 'duplicate' }));
    return { status: 200, answer: { data: { accepted: accepted.size, duplicates: results.length - accepted.size, results } } };
  };
}
