import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { DateView, TimeView } from '@mui/x-date-pickers/models';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import en from '../../../locales/en/date-picker.json';
import id from '../../../locales/id/date-picker.json';
import { i18next } from '../../core/i18n';

const NAMESPACE = 'date-picker';

// The pickers' words load with the pickers, not with the login screen's bundled namespaces.
for (const [locale, bundle] of Object.entries({ id, en })) {
  if (!i18next.hasResourceBundle(locale, NAMESPACE)) i18next.addResourceBundle(locale, NAMESPACE, bundle, true, true);
}

/** MUI X ships no Indonesian texts: the pickers' words, names and placeholders from locales/{id,en}/date-picker.json. */
export function usePickerTexts(): Partial<PickersLocaleText> {
  const { t, i18n } = useTranslation(NAMESPACE);
  return useMemo(() => {
    const text = (key: string, values?: Record<string, unknown>) => t(key, values);
    const view = (name: DateView | TimeView | 'meridiem') => text(`views.${name}`);
    const letters = (key: string, count: number) => text(`placeholder.${key}`).repeat(count);
    return {
      datePickerToolbarTitle: text('chooseDate'),
      timePickerToolbarTitle: text('chooseTime'),
      dateTimePickerToolbarTitle: text('chooseDateTime'),
      previousMonth: text('previousMonth'),
      nextMonth: text('nextMonth'),
      openPreviousView: text('previousView'),
      openNextView: text('nextView'),
      calendarViewSwitchingButtonAriaLabel: (current) => text(current === 'year' ? 'yearViewOpen' : 'calendarViewOpen'),
      calendarWeekNumberHeaderLabel: text('weekNumber'),
      calendarWeekNumberHeaderText: '#',
      calendarWeekNumberAriaLabelText: (week) => text('week', { week }),
      calendarWeekNumberText: (week) => String(week),
      cancelButtonLabel: text('cancel'),
      clearButtonLabel: text('clear'),
      okButtonLabel: text('ok'),
      todayButtonLabel: text('today'),
      nextStepButtonLabel: text('next'),
      clockLabelText: (name, formatted) => text(formatted ? 'selectViewWith' : 'selectView', { view: view(name), value: formatted }),
      hoursClockNumberText: (hours) => text('hoursValue', { value: hours }),
      minutesClockNumberText: (minutes) => text('minutesValue', { value: minutes }),
      secondsClockNumberText: (seconds) => text('secondsValue', { value: seconds }),
      selectViewText: (name) => text('selectView', { view: view(name) }),
      openDatePickerDialogue: (formatted) => (formatted ? text('chooseDateWith', { value: formatted }) : text('chooseDate')),
      openTimePickerDialogue: (formatted) => (formatted ? text('chooseTimeWith', { value: formatted }) : text('chooseTime')),
      fieldClearLabel: text('clear'),
      dateTableLabel: text('chooseDate'),
      timeTableLabel: text('chooseTime'),
      fieldYearPlaceholder: ({ digitAmount }) => letters('year', digitAmount),
      fieldMonthPlaceholder: ({ contentType }) => letters('month', contentType === 'letter' ? 3 : 2),
      fieldDayPlaceholder: () => letters('day', 2),
      fieldHoursPlaceholder: () => letters('hours', 2),
      fieldMinutesPlaceholder: () => letters('minutes', 2),
      fieldSecondsPlaceholder: () => letters('seconds', 2),
      year: view('year'),
      month: view('month'),
      day: view('day'),
      hours: view('hours'),
      minutes: view('minutes'),
      seconds: view('seconds'),
      empty: text('empty'),
    };
    // The texts follow the language; t alone keeps its identity across a language change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.language]);
}
