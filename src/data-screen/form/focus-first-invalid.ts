import type { Decorator } from 'final-form';

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"]), button:not([disabled])';

/** The first field marked invalid in the form, in reading order, as something that takes focus. */
function firstInvalid(form: HTMLFormElement): HTMLElement | null {
  // MUI marks an erroneous input with aria-invalid; composite fields (radios, uploads,
  // lookups) only carry the Mui-error class on their label or helper text.
  const marked = form.querySelector<HTMLElement>('[aria-invalid="true"], .Mui-error');
  if (!marked) return null;
  if (marked.matches(FOCUSABLE)) return marked;
  const control = marked.closest<HTMLElement>('.MuiFormControl-root, fieldset, [role="group"], [role="radiogroup"]') ?? marked.parentElement;
  return control?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
}

/**
 * A final-form decorator in the manner of final-form-focus: after a submit that failed
 * (rules in the browser or the server's 422), the keyboard focus goes to the first invalid
 * field, so the user lands where the form needs them instead of on the button.
 */
export function focusFirstInvalid(getForm: () => HTMLFormElement | null): Decorator {
  return (form) => {
    const originalSubmit = form.submit;
    const afterSubmit = () => {
      const state = form.getState();
      if (!state.hasValidationErrors && !state.hasSubmitErrors) return;
      // The fields show their errors on the next render; look for them once it is painted.
      requestAnimationFrame(() => {
        const element = getForm();
        if (element) firstInvalid(element)?.focus();
      });
    };
    form.submit = () => {
      const result = originalSubmit.call(form);
      if (result && typeof result.then === 'function') void result.then(afterSubmit, () => undefined);
      else afterSubmit();
      return result;
    };
    return () => {
      form.submit = originalSubmit;
    };
  };
}
