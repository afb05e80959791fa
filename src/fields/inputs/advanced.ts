import { registerFieldInput } from '../registry';
import { FileInput } from './file-input';
import { FileMultipleInput } from './file-multiple-input';
import { LookupCheckboxInput } from './lookup-checkbox-input';
import { LookupRadioInput } from './lookup-radio-input';
import { preloadMapMultiplePicker, preloadMapPicker } from '../../widgets/map-picker';
import { MapInput, MapMultipleInput } from './map-input';
import { TexteditorInput } from './texteditor-input';

/**
 * Registers the inputs built on the widgets (spec §3 form types file, file-multiple,
 * lookup-checkbox, lookup-radio, map, map-multiple, texteditor). Importing this module
 * is enough; the heavy widgets behind lookup, map and texteditor still load lazily.
 */
export function registerAdvancedInputs(): void {
  registerFieldInput('file', FileInput);
  registerFieldInput('file-multiple', FileMultipleInput);
  registerFieldInput('lookup-checkbox', LookupCheckboxInput);
  registerFieldInput('lookup-radio', LookupRadioInput);
  registerFieldInput('map', MapInput, preloadMapPicker);
  registerFieldInput('map-multiple', MapMultipleInput, preloadMapMultiplePicker);
  registerFieldInput('texteditor', TexteditorInput);
}

registerAdvancedInputs();
