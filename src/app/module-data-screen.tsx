import Alert from '@mui/material/Alert';
import { DataScreen } from '../data-screen/data-screen';
import { moduleConfigs } from '../modules';
import { moduleBulkActions } from '../modules/bulk-actions';
import { moduleCustomViews } from '../modules/custom-views';

const customViewsOf = (name: string) => moduleCustomViews[name];

/** The generic data screen of one model, with every module config for its child tabs. */
export default function ModuleDataScreen({ model }: { model: string }) {
  const config = moduleConfigs[model];
  if (!config) {
    console.error(`Konfigurasi Field ${model} Tidak ditemukan (no module config for model '${model}'; run npm run codegen or add src/modules/${model}.ts)`);
    return <Alert severity="error">{model}</Alert>;
  }
  return <DataScreen key={model} config={config} modules={moduleConfigs} customViews={moduleCustomViews[model]} customViewsOf={customViewsOf} bulkAction={moduleBulkActions[model]} />;
}
