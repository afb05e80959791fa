import SaveIcon from '@mui/icons-material/Save';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionGroup, PermissionSwitch, RolePermissionsAnswer, RolePermissionsSaveAnswer } from '../../../common/wire/role-permissions.ts';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import { getPath, putPath } from '../../core/data/data-provider';
import { HintArea, hint } from '../../widgets/hint-area';

const ACTIONS = ['view', 'create', 'update', 'delete', 'rating'] as const;

/** The server describes the permissions in the user's language: another language is another answer. */
const matrixKey = (roleId: number, language?: string) => ['role-permission', 'matrix', roleId, ...(language ? [language] : [])] as const;

/** The groups and rows whose menu, permission string or description holds the search, case aside. */
function matching(groups: readonly PermissionGroup[], search: string): PermissionGroup[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...groups];
  const has = (text: string) => text.toLowerCase().includes(needle);
  return groups
    .map((group) => ({
      ...group,
      rows: group.rows.filter((row) => has(group.label) || has(row.label) || row.permissions.some((item) => has(item.name) || has(item.description))),
    }))
    .filter((group) => group.rows.length > 0);
}

/**
 * A role's permissions as its editor reads them (issue #12): grouped by the menu's modules, a
 * row per screen with one switch per action (view, create, update, delete, rating), searchable;
 * switches change the screen only, and saving sends the whole set in one call.
 */
export function RolePermissionMatrix({ roleId, readOnly }: { roleId: number; readOnly: boolean }) {
  const { t, i18n } = useTranslation('user-settings');
  const queryClient = useQueryClient();
  const matrix = useQuery({ queryKey: matrixKey(roleId, i18n.language), queryFn: () => getPath<RolePermissionsAnswer>('/role-permission/matrix', { role_id: roleId }) });
  const groups = useMemo(() => matrix.data?.data.groups ?? [], [matrix.data]);
  const stored = useMemo(() => new Set(groups.flatMap((group) => group.rows.flatMap((row) => row.permissions.filter((item) => item.granted).map((item) => item.id)))), [groups]);
  const [edited, setEdited] = useState<Set<number> | null>(null);
  const [search, setSearch] = useState('');
  const granted = edited ?? stored;
  const dirty = edited !== null && (edited.size !== stored.size || [...edited].some((id) => !stored.has(id)));
  const save = useMutation({
    mutationFn: () => putPath<RolePermissionsSaveAnswer>('/role-permission/save', { role_id: roleId, permission_ids: [...granted] }),
    onSuccess: async (answer) => {
      alert.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: matrixKey(roleId) });
      // The editor's own role may be the one changed: their menu follows.
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      setEdited(null);
    },
    onError: (error) => alert.error(errorMessage(error, t('rolePermissions.failed'))),
  });
  const toggle = (item: PermissionSwitch, on: boolean) => {
    const next = new Set(granted);
    if (on) next.add(item.id);
    else next.delete(item.id);
    setEdited(next);
  };
  const shown = matching(groups, search);

  if (matrix.isLoading) return <Stack alignItems="center" sx={{ py: 3 }}><CircularProgress aria-label={t('rolePermissions.loading')} /></Stack>;
  if (matrix.error) return <Alert severity="error">{matrix.error.message}</Alert>;
  return (
    <HintArea>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
          <TextField
            type="search"
            size="small"
            label={t('rolePermissions.search')}
            placeholder={t('rolePermissions.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ flex: 1, maxWidth: { md: 420 } }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {t('rolePermissions.count', { count: granted.size })}
            {dirty ? ` · ${t('rolePermissions.unsaved')}` : ''}
          </Typography>
          {readOnly ? null : (
            <Stack direction="row" spacing={1}>
              <Button disabled={!dirty || save.isPending} onClick={() => setEdited(null)}>{t('rolePermissions.reset')}</Button>
              <Button variant="contained" startIcon={save.isPending ? <CircularProgress size={16} aria-hidden /> : <SaveIcon />} disabled={!dirty || save.isPending} onClick={() => save.mutate()}>
                {t('rolePermissions.save')}
              </Button>
            </Stack>
          )}
        </Stack>
        {shown.length === 0 ? <Alert severity="info">{t('rolePermissions.noMatch', { search: search.trim() })}</Alert> : null}
        {shown.map((group) => (
          <Stack key={group.key} spacing={0.5} component="section" aria-label={group.label}>
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>{group.label}</Typography>
            <Table size="small" aria-label={group.label} sx={{ tableLayout: 'fixed' }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: '35%' }}>{t('rolePermissions.menu')}</TableCell>
                  {ACTIONS.map((action) => <TableCell key={action} align="center">{t(`rolePermissions.actions.${action}`)}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {group.rows.map((row) => (
                  <TableRow key={row.key} hover>
                    <TableCell component="th" scope="row">{row.label}</TableCell>
                    {row.permissions.some((item) => item.action === 'other') ? (
                      <TableCell colSpan={ACTIONS.length}>
                        {row.permissions.map((item) => <PermissionToggle key={item.id} item={item} on={granted.has(item.id)} disabled={readOnly || save.isPending} onChange={toggle} withText />)}
                      </TableCell>
                    ) : (
                      ACTIONS.map((action) => {
                        const item = row.permissions.find((candidate) => candidate.action === action);
                        return (
                          <TableCell key={action} align="center">
                            {item ? <PermissionToggle item={item} on={granted.has(item.id)} disabled={readOnly || save.isPending} onChange={toggle} /> : null}
                          </TableCell>
                        );
                      })
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        ))}
      </Stack>
    </HintArea>
  );
}

/** One permission's switch, named by its description; its string shows on hover and keyboard focus (the matrix's HintArea). */
function PermissionToggle(props: { item: PermissionSwitch; on: boolean; disabled: boolean; onChange: (item: PermissionSwitch, on: boolean) => void; withText?: boolean }) {
  const { item, on, disabled, onChange, withText } = props;
  return (
    <Stack direction="row" alignItems="center" justifyContent={withText ? 'flex-start' : 'center'} spacing={1} {...hint(`${item.name} · ${item.description}`)}>
      <Switch checked={on} disabled={disabled} onChange={(event) => onChange(item, event.target.checked)} slotProps={{ input: { 'aria-label': item.description, role: 'switch' } }} />
      {withText ? <Typography variant="body2">{item.description}</Typography> : null}
    </Stack>
  );
}
