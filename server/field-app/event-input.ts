import { type RuleFailure, ruleMessage } from '../../common/validation/index.ts';
import type { Label } from '../models/types.ts';
import { type Locale, translate } from '../i18n/messages.ts';

/** An attendance event whose every field was read and is in range; what it names is judged later. */
export interface EventInput {
  clientEventId: string;
  subjectType: 'employee' | 'user' | 'visitor';
  /** How the subject is named: a card's QR number, an RFID tag, or a worker's id (employees only). */
  qrNumber: string | null;
  rfid: string | null;
  employeeId: number | null;
  projectId: number;
  direction: 'in' | 'out';
  method: 'qr' | 'rfid' | 'gps' | 'face';
  deviceTime: Date;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  mockLocation: boolean;
  photo: string | null;
}

/** An event that could not be read: which field, and the message in the caller's language. */
export interface InputRefusal {
  clientEventId: string;
  message: string;
}

const LABELS: Readonly<Record<string, Label>> = {
  client_event_id: { id: 'ID Event Klien', en: 'Client Event ID' },
  subject_type: { id: 'Jenis Subjek', en: 'Subject Type' },
  qr_number: { id: 'Nomor QR', en: 'QR Number' },
  rfid: { id: 'RFID', en: 'RFID' },
  employee_id: { id: 'Tenaga Kerja', en: 'Manpower' },
  project_id: { id: 'Proyek', en: 'Project' },
  direction: { id: 'Masuk / Keluar', en: 'In / Out' },
  method: { id: 'Metode', en: 'Method' },
  device_time: { id: 'Waktu Perangkat', en: 'Device Time' },
  latitude: { id: 'Latitude', en: 'Latitude' },
  longitude: { id: 'Longitude', en: 'Longitude' },
  accuracy_m: { id: 'Akurasi GPS (m)', en: 'GPS Accuracy (m)' },
  mock_location: { id: 'Lokasi Palsu', en: 'Mock Location' },
  photo: { id: 'Foto', en: 'Photo' },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An instant with its offset, as ISO 8601 writes it: a time without one names no instant. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const SUBJECTS = ['employee', 'user', 'visitor'] as const;
const DIRECTIONS = ['in', 'out'] as const;
const METHODS = ['qr', 'rfid', 'gps', 'face'] as const;

/** An event's field that cannot be read: a rule of the forms it fails, or a NUL character (which no text column stores). */
class Invalid extends Error {
  constructor(
    readonly field: string,
    readonly failure: RuleFailure | 'nul',
  ) {
    super(field);
  }
}

const fail = (field: string, key: RuleFailure['key'], params?: Record<string, string>): never => {
  throw new Invalid(field, { key, params });
};

function text(raw: Record<string, unknown>, field: string, max: number): string | null {
  const value = raw[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return fail(field, 'oneOf');
  if (value.includes('\u0000')) throw new Invalid(field, 'nul');
  const trimmed = value.trim();
  if (trimmed.length > max) fail(field, 'max', { length: String(max) });
  return trimmed === '' ? null : trimmed;
}

function number(raw: Record<string, unknown>, field: string, min: number, max: number): number | null {
  const value = raw[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail(field, 'numeric');
  if (value < min || value > max) fail(field, 'between', { min: String(min), max: String(max) });
  return value;
}

function oneOf<T extends string>(raw: Record<string, unknown>, field: string, options: readonly T[]): T {
  const value = raw[field];
  if (value === undefined || value === null || value === '') return fail(field, 'required');
  if (!options.includes(value as T)) fail(field, 'oneOf');
  return value as T;
}

function id(raw: Record<string, unknown>, field: string): number | null {
  const value = raw[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 2_147_483_647) return fail(field, 'integer');
  return value;
}

function instant(raw: Record<string, unknown>, field: string): Date {
  const value = raw[field];
  if (value === undefined || value === null || value === '') return fail(field, 'required');
  const date = typeof value === 'string' && INSTANT.test(value) ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return fail(field, 'date');
  return date;
}

/** Reads one event's fields, in the order a person would put them right; throws Invalid on the first wrong one. */
function read(raw: Record<string, unknown>, clientEventId: string): EventInput {
  const subjectType = oneOf(raw, 'subject_type', SUBJECTS);
  const qrNumber = text(raw, 'qr_number', 100);
  const rfid = text(raw, 'rfid', 50);
  const employeeId = id(raw, 'employee_id');
  if (subjectType === 'employee' && [qrNumber, rfid, employeeId].filter((value) => value !== null).length !== 1) fail('qr_number', 'required');
  if (subjectType === 'visitor' && !qrNumber) fail('qr_number', 'required');
  const projectId = id(raw, 'project_id') ?? fail('project_id', 'required');
  const direction = oneOf(raw, 'direction', DIRECTIONS);
  const method = oneOf(raw, 'method', METHODS);
  const deviceTime = instant(raw, 'device_time');
  const latitude = number(raw, 'latitude', -90, 90);
  const longitude = number(raw, 'longitude', -180, 180);
  if ((latitude === null) !== (longitude === null)) fail(latitude === null ? 'latitude' : 'longitude', 'required');
  const accuracy = number(raw, 'accuracy_m', 0, 1_000_000);
  const mock = raw.mock_location;
  if (mock !== undefined && mock !== null && typeof mock !== 'boolean') fail('mock_location', 'boolean');
  const photo = text(raw, 'photo', 500);
  return {
    clientEventId,
    subjectType,
    qrNumber: subjectType === 'user' ? null : qrNumber,
    rfid: subjectType === 'employee' ? rfid : null,
    employeeId: subjectType === 'employee' ? employeeId : null,
    projectId,
    direction,
    method,
    deviceTime,
    latitude,
    longitude,
    accuracy,
    mockLocation: mock === true,
    photo,
  };
}

/**
 * One event of a batch as sent, read field by field: its fields in range, or the first
 * wrong one said in the caller's words (the rule messages of the forms). What the event
 * names (a card, a project) is judged against the database afterwards.
 */
export function readEvent(raw: unknown, locale: Locale): EventInput | InputRefusal {
  const fields = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const sentId = fields.client_event_id;
  const clientEventId = typeof sentId === 'string' ? sentId.trim().toLowerCase() : '';
  const label = (field: string) => LABELS[field]?.[locale] ?? field;
  if (!UUID.test(clientEventId)) {
    return { clientEventId: typeof sentId === 'string' ? sentId.slice(0, 100) : '', message: ruleMessage(locale, { key: sentId ? 'regex' : 'required' }, label('client_event_id')) };
  }
  try {
    return read(fields, clientEventId);
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    const message = error.failure === 'nul' ? translate(locale, 'nul_character', { field: label(error.field) }) : ruleMessage(locale, error.failure, label(error.field));
    return { clientEventId, message };
  }
}

/** Whether readEvent could read the event. */
export const isInput = (event: EventInput | InputRefusal): event is EventInput => 'subjectType' in event;
