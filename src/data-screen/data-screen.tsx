import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ModuleConfig } from '../core/config/module-config';
import { resolveText } from '../core/config/resolve-text';
import type { Row } from '../core/data/data-types';
import { useRecordContext } from '../core/data/record-context';
import { type ScreenView, useDetailTabState } from '../core/url-query-state';
import { usePermissionCheck } from '../core/use-permission';
import { ForbiddenScreen } from '../widgets/forbidden-screen';
import { ImageZoomProvider } from '../widgets/image-zoom';
import { ChildTabs, visibleChildTabs } from './detail/child-tabs';
import { DetailRating, DetailRatingRead } from './detail/detail-rating';
import { DetailView } from './detail/detail-view';
import { ShowBase, useShowContext } from './detail/show-context';
import { DataFormView } from './form/data-form';
import { EditBase } from './form/edit-context';
import { ListLines } from './list/list-lines';
import { ListView } from './list/list-view';
import { PlainControlStyles } from './list/plain-controls';
import { useScreenView, viewMode } from './use-screen-view';
import { rowId } from './view-fields';
import type { BulkAction } from './list/bulk-action';
import '../core/data-screen-text';

/**
 * What a custom view receives instead of the generic one: the way to other views. It reads
 * the module, the id and the record from the view's context: useShowContext() and
 * useRecordContext() in a detail, useEditContext() in a form.
 */
export interface CustomViewProps {
  goTo: (view: ScreenView, id?: string | number | null) => void;
  /** In a detail: the child tabs the generic detail shows below its table, for the custom view to place. */
  tabs?: ReactNode;
}

/** The generic data screen of one module (spec §2). */
export interface DataScreenProps {
  config: ModuleConfig;
  /** Every module config by name: where child tabs find their modules. Default none (no tabs). */
  modules?: Record<string, ModuleConfig>;
  /** Keep the view and the list query in memory instead of the URL (a child tab). Default false. */
  embedded?: boolean;
  /** Filters every list call carries (a child tab's parent key). */
  fixedFilters?: Record<string, unknown>;
  /** The screens of views configured as mode 'custom'. */
  customViews?: CustomViews;
  /** The custom views of another module by its name: a child tab's own (its detail opened inside the tab). Default none. */
  customViewsOf?: (model: string) => CustomViews | undefined;
  /** The module's action on many rows of its list at once (the exceptions inbox's resolution). */
  bulkAction?: BulkAction;
}

/** A module's hand-written views by the view they replace. */
export type CustomViews = Partial<Record<ScreenView, ComponentType<CustomViewProps>>>;

/**
 * `<DataScreen config={ModuleConfig} />`: picks the view from the URL (`?view=list|
 * detail|create|update|filter&id=…`, no view means list) and shows it as the default
 * view, in a modal over the list, or as the custom view the config names; a view the
 * user may not use shows the 403 screen (useScreenView).
 */
export function DataScreen({ config: given, modules = {}, embedded = false, fixedFilters, customViews, customViewsOf, bulkAction }: DataScreenProps) {
  const config = useMemo(() => withPreset(given, fixedFilters), [given, fixedFilters]);
  const navigate = useNavigate();
  const { t } = useTranslation('data-screen');
  const can = usePermissionCheck();
  const { view, id, forbidden, goTo } = useScreenView({ config, embedded });
  const { tab, setTab } = useDetailTabState();
  const mode = viewMode(config, view);

  const afterSave = (data: Row, redirect?: string) => {
    if (redirect && !embedded) return void navigate(redirect);
    const savedId = data && typeof data === 'object' ? rowId(config, data) : undefined;
    if (config.views?.detail?.hidden || savedId === undefined) goTo('list');
    else goTo('detail', savedId);
  };
  const cancel = (redirect?: string) => (redirect && !embedded ? void navigate(redirect) : goTo('list'));

  const renderView = (): ReactNode => {
    const Custom = mode === 'custom' ? customViews?.[view] : undefined;
    if (view === 'detail') {
      const tabs = (
        <ChildTabs
          tabs={visibleChildTabs(config.views?.detail?.children, modules, can)}
          memory={embedded ? undefined : { initial: tab, onChoose: setTab }}
          render={({ tab, config: child }) => <ChildScreen config={child} modules={modules} parentKey={tab.parent_key} customViewsOf={customViewsOf} />}
        />
      );
      const rating = config.views?.detail?.rating;
      return (
        <ShowBase config={config} id={id!}>
          {rating && !Custom ? <DetailRatingRead rating={rating} /> : null}
          {Custom ? (
            <Custom goTo={goTo} tabs={tabs} />
          ) : (
            <DetailView onBack={() => goTo('list')} onEdit={() => goTo('update', id)}>
              {rating ? <DetailRating rating={rating}>{tabs}</DetailRating> : tabs}
            </DetailView>
          )}
        </ShowBase>
      );
    }
    if (view === 'create' || view === 'update') {
      const redirect = config.views?.[view]?.redirect;
      return (
        <EditBase config={config} mode={view} id={id} onSaved={(data) => afterSave(data, redirect)}>
          {Custom ? <Custom goTo={goTo} /> : <DataFormView onCancel={() => cancel(redirect)} />}
        </EditBase>
      );
    }
    return null;
  };

  const list = <ListView config={config} onNavigate={goTo} filterOpen={view === 'filter'} inUrl={!embedded} fixedFilters={fixedFilters} bulkAction={bulkAction} />;
  const content = (() => {
    if (forbidden) {
      const back = <Button startIcon={<ArrowBackIcon />} onClick={() => goTo('list')}>{t('action.back')}</Button>;
      return <ForbiddenScreen title={t(`title.${view}`, { title: resolveText(config.title) })} action={back} />;
    }
    if (view === 'list' || view === 'filter') return embedded && config.views?.list?.linesInTab ? <ListLines config={config} fixedFilters={fixedFilters} /> : list;
    if (mode === 'modal') {
      return (
        <>
          {list}
          <Dialog open onClose={() => goTo('list')} fullWidth maxWidth="md">
            <DialogContent>{renderView()}</DialogContent>
          </Dialog>
        </>
      );
    }
    return renderView();
  })();
  // A child tab's screen is inside its parent's, which holds the image zoom and the style sheet.
  if (embedded) return <Stack spacing={2}>{content}</Stack>;
  return (
    <ImageZoomProvider>
      <PlainControlStyles />
      <Stack spacing={2}>{content}</Stack>
    </ImageZoomProvider>
  );
}

/** In a child tab the parent key is known: its column and filter are left out, and forms fill it in hidden. */
function withPreset(config: ModuleConfig, preset: Record<string, unknown> | undefined): ModuleConfig {
  if (!preset) return config;
  return {
    ...config,
    fields: config.fields.map((field) =>
      field.data in preset
        ? {
            ...field,
            list: field.list && { ...field.list, show: false },
            filter: field.filter && { ...field.filter, show: false },
            create: field.create && { ...field.create, type: 'hidden', value: preset[field.data] },
            update: field.update && { ...field.update, type: 'hidden' },
          }
        : field,
    ),
  };
}

/** A child tab's nested data screen, its list filtered by the parent key: the primary key of the detail's record. */
function ChildScreen(props: { config: ModuleConfig; modules: Record<string, ModuleConfig>; parentKey: string; customViewsOf?: DataScreenProps['customViewsOf'] }) {
  const { config, modules, parentKey, customViewsOf } = props;
  const parentId = rowId(useShowContext().config, useRecordContext());
  const fixedFilters = useMemo(() => ({ [parentKey]: parentId }), [parentKey, parentId]);
  return <DataScreen config={config} modules={modules} embedded fixedFilters={fixedFilters} customViews={customViewsOf?.(config.name)} customViewsOf={customViewsOf} />;
}
