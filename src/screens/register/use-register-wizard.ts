import { useState } from 'react';
import type { RegistrationForm } from '../../core/auth/account-types';

/** The three steps of spec §2 /register. */
export const REGISTER_STEPS = ['account', 'placement', 'review'] as const;
export type RegisterStep = 0 | 1 | 2;

/** How the stepper marks a step (spec §4): done, current or pending. */
export type StepState = 'done' | 'current' | 'pending';

export const EMPTY_REGISTRATION: RegistrationForm = {
  fullname: '',
  username: '',
  password: '',
  email: '',
  department_id: null,
  project_id: null,
  role_id: null,
  job_position: '',
};

export interface RegisterWizard {
  step: RegisterStep;
  values: RegistrationForm;
  /** Sets one field; choosing a department clears the project (spec §5 step 2). */
  setField: <K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) => void;
  stepState: (index: number) => StepState;
  next: () => void;
  back: () => void;
  /** The form as POST /register takes it: text inputs trimmed. */
  payload: () => RegistrationForm;
}

/** Spec §5 step 2: next requires role, department, project and job position. */
export function placementComplete(values: RegistrationForm): boolean {
  return values.role_id !== null && values.department_id !== null && values.project_id !== null && values.job_position.trim() !== '';
}

/** Whether the four step-1 fields are filled (availability is judged apart). */
export function accountFilled(values: RegistrationForm): boolean {
  return [values.fullname, values.email, values.username, values.password].every((value) => value.trim() !== '');
}

/** The wizard's state apart from its view: the step, the values and the moves between steps. */
export function useRegisterWizard(): RegisterWizard {
  const [step, setStep] = useState<RegisterStep>(0);
  const [values, setValues] = useState<RegistrationForm>(EMPTY_REGISTRATION);

  const setField: RegisterWizard['setField'] = (key, value) =>
    setValues((current) => {
      const nextValues = { ...current, [key]: value };
      if (key === 'department_id' && value !== current.department_id) nextValues.project_id = null;
      return nextValues;
    });

  return {
    step,
    values,
    setField,
    stepState: (index) => (index < step ? 'done' : index === step ? 'current' : 'pending'),
    next: () => setStep((current) => (current < 2 ? ((current + 1) as RegisterStep) : current)),
    back: () => setStep((current) => (current > 0 ? ((current - 1) as RegisterStep) : current)),
    payload: () => ({
      ...values,
      fullname: values.fullname.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password.trim(),
      job_position: values.job_position.trim(),
    }),
  };
}
