import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DefaultOptions } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/core/auth/auth-types';
import { writeStored } from '../../../src/core/storage';
import { RatingPanel } from '../../../src/widgets/rating';
import { renderWidget, setUpWidgetTests } from './widget-harness';
import { holdGet, server } from '../support/msw';

setUpWidgetTests();
const staff: Profile = { id: 4, username: 'mandor.a', fullname: 'Mandor A', email: 'a@example.com', role_id: 7, role_name: null, department_id: null, department_name: null, project_id: null, npp: null, job_position: null, locale: 'id' };

const answer = {
  data: {
    data_main: { name: 'Budi Santoso', overall_rating_value: 4.256 },
    data_rating: [
      { rating_type_id: 1, rating_type_name: 'Disiplin', rating_value: 4.5, my_rating_value: null },
      { rating_type_id: 2, rating_type_name: 'Keterampilan', rating_value: 4, my_rating_value: 3 },
    ],
  },
};

function serveRating() {
  const reads: string[] = [];
  const posts: unknown[] = [];
  server.use(
    http.get('*/api/rating/employee', ({ request }) => {
      reads.push(new URL(request.url).search);
      return HttpResponse.json(answer);
    }),
    http.post('*/api/rating/employee', async ({ request }) => {
      posts.push(await request.json());
      return HttpResponse.json({ message: 'Penilaian tersimpan', data: {} });
    }),
  );
  return { reads, posts };
}

function renderPanel(permissions: string[], queries?: DefaultOptions['queries']) {
  writeStored('profile', staff);
  writeStored('permissions', permissions);
  renderWidget(
    <RatingPanel getter="/rating/employee" setter="/rating/employee" params={{ subject_id: 12 }} viewPermission="view-employee" ratePermission="do-rating-employee">
      <p>Tab di bawah panel</p>
    </RatingPanel>,
    queries,
  );
}

describe('rating panel (spec §3, §6, §7)', () => {
  it('loads nothing and shows nothing without the view permission', async () => {
    const { reads } = serveRating();
    renderPanel([]);
    expect(await screen.findByText('Tab di bawah panel')).toBeTruthy();
    expect(reads).toEqual([]);
    expect(screen.queryByText('Budi Santoso')).toBeNull();
  });

  it('shows what follows the panel only once the rating is in, below it', async () => {
    const answerRead = holdGet('*/api/rating/employee', answer);
    renderPanel(['view-employee']);
    expect(await screen.findByRole('progressbar', { name: 'Memuat…' })).toBeTruthy();
    expect(screen.queryByText('Tab di bawah panel')).toBeNull();
    answerRead();
    const below = await screen.findByText('Tab di bawah panel');
    expect(screen.getByText('Budi Santoso').compareDocumentPosition(below) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows what follows the panel, below its loader, while a failed read waits to be tried again', async () => {
    server.use(http.get('*/api/rating/employee', () => HttpResponse.json({ message: 'Gagal' }, { status: 503 })));
    renderPanel(['view-employee'], { retry: 1, retryDelay: 60_000 });
    expect(await screen.findByText('Tab di bawah panel')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Memuat…' })).toBeTruthy();
  });

  it('still shows what follows the panel when the rating cannot be read', async () => {
    server.use(http.get('*/api/rating/employee', () => HttpResponse.json({ message: 'Gagal' }, { status: 500 })));
    renderPanel(['view-employee']);
    expect(await screen.findByText('Tab di bawah panel')).toBeTruthy();
    expect(screen.queryByText('Budi Santoso')).toBeNull();
  });

  it('shows the overall rating with two decimals but no form with only the view permission', async () => {
    const { reads } = serveRating();
    renderPanel(['view-employee']);
    expect(await screen.findByText('Budi Santoso')).toBeTruthy();
    expect(screen.getByText('4,26')).toBeTruthy();
    expect(reads).toEqual(['?subject_id=12']);
    expect(screen.queryByRole('button', { name: 'Kirim Penilaian' })).toBeNull();
  });

  it('shows each aspect’s average with two decimals and the reader’s own rating, or that they have not rated it, without the do-rating permission', async () => {
    serveRating();
    renderPanel(['view-employee']);
    const discipline = within(await screen.findByRole('group', { name: 'Disiplin' }));
    expect(discipline.getByText('4,50')).toBeTruthy();
    expect(discipline.getByRole('img', { name: '4,50 dari 5 bintang' })).toBeTruthy();
    expect(discipline.getByText('Belum dinilai')).toBeTruthy();
    const skill = within(screen.getByRole('group', { name: 'Keterampilan' }));
    expect(skill.getByText('4,00')).toBeTruthy();
    expect(skill.getByText('Penilaian saya: 3')).toBeTruthy();
    expect(skill.queryByText('Belum dinilai')).toBeNull();
  });

  it('shows the form with the do-rating permission and posts only the subject and data_rating, then reloads', async () => {
    const { reads, posts } = serveRating();
    renderPanel(['view-employee', 'do-rating-employee']);
    fireEvent.click(await screen.findByLabelText('Disiplin: beri 4 bintang'));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Penilaian' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const body = posts[0] as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['data_rating', 'subject_id']);
    expect(body.subject_id).toBe(12);
    expect((body.data_rating as { rating_type_id: number; my_rating_value: number | null }[]).map(({ rating_type_id, my_rating_value }) => [rating_type_id, my_rating_value])).toEqual([
      [1, 4],
      [2, 3],
    ]);
    await waitFor(() => expect(reads).toHaveLength(2));
  });
});
