import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../core/app-config/app-config-api';
import { useDocumentTitle } from '../../core/use-document-title';
import { PublicPageFrame } from '../../widgets/public-page-frame';
import { ForgotForm } from './forgot-form';
import { ForgotSuccess } from './forgot-success';
import { SigninForm } from './signin-form';

type LoginState = { step: 'signin' } | { step: 'forgot' } | { step: 'forgot-success'; email: string; message?: string };

/** /login with its three states: signin, forgot, forgot-success (spec §2). */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const config = useAppConfig();
  const [state, setState] = useState<LoginState>({ step: 'signin' });
  useDocumentTitle(t('signin.title'), config.app_name);
  const backToSignin = () => setState({ step: 'signin' });

  return (
    <PublicPageFrame>
      {state.step === 'signin' && <SigninForm onForgot={() => setState({ step: 'forgot' })} />}
      {state.step === 'forgot' && (
        <ForgotForm onBack={backToSignin} onSent={(email, message) => setState({ step: 'forgot-success', email, message })} />
      )}
      {state.step === 'forgot-success' && <ForgotSuccess email={state.email} message={state.message} onBack={backToSignin} />}
    </PublicPageFrame>
  );
}
