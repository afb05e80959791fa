import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CENTER, viewOf, type LocationValue } from '../../../src/widgets/map-picker/map-constants';
import MapPicker from '../../../src/widgets/map-picker/map-picker';
import { tileAddress } from '../../../src/widgets/map-picker/tile-probe';
import { renderWidget, setUpWidgetTests } from './widget-harness';

setUpWidgetTests();

function Harness({ initial = null, geocoder }: { initial?: LocationValue | null; geocoder?: null }) {
  const [value, setValue] = useState<LocationValue | null>(initial);
  return (
    <>
      <MapPicker value={value} onChange={setValue} label="Lokasi proyek" geocoder={geocoder} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const render = (ui: ReactNode) => renderWidget(ui);
const shown = () => JSON.parse(screen.getByTestId('value').textContent!) as LocationValue | null;

describe('map picker (spec §7, §9)', () => {
  it('centres on about -7.02, 110.35 at zoom 5 without an address and zoom 18 with one', () => {
    expect(DEFAULT_CENTER).toEqual([-7.02, 110.35]);
    expect(viewOf(null)).toEqual({ center: [-7.02, 110.35], zoom: 5 });
    expect(viewOf({ address: 'Jl. Pemuda 1', lat: -6.99, lng: 110.42 })).toEqual({ center: [-6.99, 110.42], zoom: 18 });
  });

  it('probes the tile that shows the map\'s first view, from the server\'s tile URL template', () => {
    expect(tileAddress('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', -7.02, 110.35, 5)).toBe('https://a.tile.openstreetmap.org/5/25/16.png');
    expect(tileAddress('http://tiles.local/osm/{z}/{x}/{y}{r}.png', 0, 0, 0)).toBe('http://tiles.local/osm/0/0/0.png');
  });

  it('without a geocoder configured by the server shows no search box, only the address and lat/lng inputs, and keeps what is typed', async () => {
    render(<Harness />);
    expect(screen.queryByPlaceholderText('Cari tempat, lokasi, atau alamat')).toBeNull();
    expect(screen.getByText('Belum ada data lokasi.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '-6.9932' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '110.4203' } });
    fireEvent.change(screen.getByLabelText('Alamat'), { target: { value: 'Jl. Pemuda No. 1, Semarang' } });
    await waitFor(() => expect(shown()).toEqual({ address: 'Jl. Pemuda No. 1, Semarang', lat: -6.9932, lng: 110.4203 }));
    // The map (and its marker after 100 ms) follows the value without rewriting it.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(shown()).toEqual({ address: 'Jl. Pemuda No. 1, Semarang', lat: -6.9932, lng: 110.4203 });
    expect(screen.queryByText('Belum ada data lokasi.')).toBeNull();
    expect(screen.getByRole('region', { name: 'Peta lokasi' })).toBeTruthy();
    // No tile server known (the app-config answered none): the plain background says so.
    expect(await screen.findByText('Peta dasar tidak dapat dimuat; pin dan radius tetap ditampilkan.')).toBeTruthy();
  });

  it('keeps a half-typed coordinate on screen and ignores text that is not a number', () => {
    renderWidget(<Harness initial={{ address: '', lat: -7, lng: 110 }} geocoder={null} />);
    const lat = screen.getByLabelText('Latitude') as HTMLInputElement;
    fireEvent.change(lat, { target: { value: '-7.' } });
    expect(lat.value).toBe('-7.');
    fireEvent.change(lat, { target: { value: 'abc' } });
    expect(shown()).toEqual({ address: '', lat: -7, lng: 110 });
  });
});
