// The simulator's report as a person reads it at the end of a run.
import type { MorningResult } from './simulate.ts';

const amount = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const counts = (values: Record<string, number>) =>
  Object.entries(values)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');

function phoneLines(result: MorningResult): string[] {
  const width = Math.max(...result.phones.map((phone) => phone.username.length));
  return result.phones.map((phone) => {
    const again = phone.resent > 0 ? `, ${phone.resent} sent again` : '';
    const agreement = phone.acceptedAgreement ? `, accepted agreement ${phone.acceptedAgreement}` : '';
    return `  ${phone.username.padEnd(width)}  ${phone.offline ? 'offline' : 'online '}  ${amount(phone.events, 'event', 'events')} in ${amount(phone.batches, 'batch', 'batches')}${again}${agreement}  (${phone.projectName})`;
  });
}

function outcomeLines(result: MorningResult): string[] {
  const { outcome, gate } = result;
  const refusals = Object.keys(outcome.refusedByReason)
    .sort()
    .map((reason) => `    ${reason}: ${outcome.refusedByReason[reason]}  "${outcome.refusalMessages[reason]}"`);
  const unfit = gate.unfit > 0 ? ` (${counts(gate.reasons)})` : '';
  return [
    `Events: ${result.events} recorded, ${result.sent} sent in ${amount(result.batches, 'batch', 'batches')}`,
    `  accepted    ${outcome.accepted}  (flagged ${outcome.flagged}, late ${outcome.late})`,
    `  duplicates  ${outcome.duplicates}`,
    `  refused     ${outcome.refused}`,
    ...refusals,
    `Gate checks: ${gate.checks}  fit ${gate.fit}, unfit ${gate.unfit}${unfit}`,
    `Retries: ${result.retries.rateLimited} after 429, ${result.retries.network} after a network failure`,
  ];
}

function recapLines(result: MorningResult): string[] {
  const { recap } = result;
  const projects = recap.projects.map((project) => `  ${project.projectName}: ${project.before} → ${project.after} (+${project.after - project.before})`);
  const verdict = recap.passed ? 'OK' : 'MISMATCH';
  const nothing = result.outcome.accepted === 0 ? ' — but the server accepted nothing' : '';
  return [`Worker recaps of ${result.day} (sum of records):`, ...projects, `  gained ${recap.added}, accepted ${recap.expected}: ${verdict}${nothing}`];
}

/** The run's summary: phones, what the server made of their events, the gate checks and the recap check. */
export function formatSummary(result: MorningResult): string {
  const offline = result.phones.filter((phone) => phone.offline).length;
  const fewer = result.phones.length < result.devicesAsked ? `; ${result.devicesAsked} asked for, but the server has no more foremen` : '';
  return [
    `Field app simulation on ${result.url}: the morning of ${result.day} (Jakarta), ${result.window.from.slice(11, 16)}–${result.window.to.slice(11, 16)}, seed ${result.seed}`,
    `Phones: ${result.phones.length} (${offline} offline until after the morning)${fewer}`,
    ...phoneLines(result),
    ...outcomeLines(result),
    ...recapLines(result),
  ].join('\n');
}
