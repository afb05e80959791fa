import { latLngBounds } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { CircleMarker, Tooltip, useMap } from 'react-leaflet';
import { DEFAULT_CENTER } from '../../widgets/map-picker/map-constants';
import { MapFrame } from '../../widgets/map-picker/map-frame';
import type { MonitoringProject } from './dashboard-api';

type Located = MonitoringProject & { latitude: number; longitude: number };

/** Green from 90 % present, amber from 70 %, red below; grey with nobody assigned. */
export function rateColor(present: number, assigned: number): string {
  if (assigned === 0) return '#9e9e9e';
  const rate = present / assigned;
  return rate >= 0.9 ? '#2e7d32' : rate >= 0.7 ? '#ef6c00' : '#c62828';
}

export const hasLocation = (project: MonitoringProject): project is Located =>
  typeof project.latitude === 'number' && typeof project.longitude === 'number' && Number.isFinite(project.latitude) && Number.isFinite(project.longitude);

/** Frames the projects whenever the set changes. */
function FitProjects({ projects }: { projects: readonly Located[] }) {
  const map = useMap();
  const key = projects.map((project) => `${project.latitude},${project.longitude}`).join('|');
  useEffect(() => {
    if (projects.length === 0) return;
    if (projects.length === 1) map.setView([projects[0]!.latitude, projects[0]!.longitude], 12);
    else map.fitBounds(latLngBounds(projects.map((project) => [project.latitude, project.longitude])), { padding: [24, 24] });
  }, [map, key]); // eslint-disable-line react-hooks/exhaustive-deps -- refit only when the places change
  return null;
}

export interface MonitoringMapProps {
  projects: readonly MonitoringProject[];
  label: string;
  /** A project's tooltip line, e.g. '12 / 40 hadir'. */
  describe: (project: MonitoringProject) => string;
}

/**
 * Projects on a leaflet map as circles sized by workers assigned and coloured by the share
 * present, on the configured tile server; without it the circles still show on a plain background.
 */
export function MonitoringMap({ projects, label, describe }: MonitoringMapProps) {
  const located = useMemo(() => projects.filter(hasLocation), [projects]);
  const largest = Math.max(1, ...located.map((project) => project.assigned));
  return (
    <MapFrame label={label} center={DEFAULT_CENTER} zoom={5} height={380} scrollWheelZoom={false}>
      <FitProjects projects={located} />
      {located.map((project) => {
        const color = rateColor(project.present, project.assigned);
        return (
          <CircleMarker
            key={project.id}
            center={[project.latitude, project.longitude]}
            radius={7 + 11 * Math.sqrt(project.assigned / largest)}
            pathOptions={{ color, fillColor: color, fillOpacity: 0.55, weight: 2 }}
          >
            <Tooltip>
              <strong>{project.project_name}</strong>
              <br />
              {describe(project)}
            </Tooltip>
          </CircleMarker>
        );
      })}
    </MapFrame>
  );
}
