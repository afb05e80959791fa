import { LegalPage } from './legal-page';

/** /term-condition: static terms and conditions (spec §2). */
export function TermConditionScreen() {
  return <LegalPage document="termCondition" />;
}
