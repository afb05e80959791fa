import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DatePicker, DateTimePicker, TimePicker } from '../../../src/widgets/date-picker/table-filter-pickers';
import { renderWidget, setUpWidgetTests } from './widget-harness';

setUpWidgetTests();

describe("material-react-table's date filters", () => {
  it("draw MUI X's pickers, with their value, once the pickers' code is in", async () => {
    const moment = dayjs('2026-11-28T07:30:00');
    renderWidget(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DatePicker label="Dari" value={moment} format="DD/MM/YYYY" enableAccessibleFieldDOMStructure={false} />
        <DateTimePicker label="Sampai" value={moment} format="DD/MM/YYYY HH:mm" enableAccessibleFieldDOMStructure={false} />
        <TimePicker label="Jam" value={moment} format="HH:mm" enableAccessibleFieldDOMStructure={false} />
      </LocalizationProvider>,
    );
    expect(((await screen.findByLabelText('Dari')) as HTMLInputElement).value).toBe('28/11/2026');
    expect(((await screen.findByLabelText('Sampai')) as HTMLInputElement).value).toBe('28/11/2026 07:30');
    expect(((await screen.findByLabelText('Jam')) as HTMLInputElement).value).toBe('07:30');
  });
});
