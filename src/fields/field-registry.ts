import './inputs/advanced';

/**
 * The field registry with every input registered: the basic ones (registry.ts) and the
 * advanced ones built on the widgets (inputs/advanced.ts, which registers itself).
 * Screens import from here; registry.ts stays importable by advanced.ts without a cycle.
 */
export { getFieldDisplay, getFieldInput, hasFieldInput, preloadFieldInputs, registerFieldDisplay, registerFieldInput, typesWithInputCode } from './registry';
