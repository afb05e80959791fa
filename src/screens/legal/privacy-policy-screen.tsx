import { LegalPage } from './legal-page';

/** /privacy-policy: static privacy policy (spec §2). */
export function PrivacyPolicyScreen() {
  return <LegalPage document="privacyPolicy" />;
}
