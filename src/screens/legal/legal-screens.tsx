import { lazyPublicScreen } from '../lazy-public-screen';

/** /term-condition: static terms and conditions (spec §2). */
export const TermConditionScreen = lazyPublicScreen('TermConditionScreen', async () => (await import('./term-condition-screen')).TermConditionScreen);
/** /privacy-policy: static privacy policy (spec §2). */
export const PrivacyPolicyScreen = lazyPublicScreen('PrivacyPolicyScreen', async () => (await import('./privacy-policy-screen')).PrivacyPolicyScreen);
