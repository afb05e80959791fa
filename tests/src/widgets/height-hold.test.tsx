import { act, cleanup, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeightHold, type HeightHoldHandle, useHoldWhileLoading } from '../../../src/widgets/height-hold';

/** A part that loads until the test ends its load. */
let finish: Record<string, () => void> = {};
function Loader({ name }: { name: string }) {
  const [loading, setLoading] = useState(true);
  finish[name] = () => act(() => setLoading(false));
  useHoldWhileLoading(loading);
  return <p>{loading ? `${name} memuat` : `${name} siap`}</p>;
}

function Holder({ handle, content }: { handle: React.Ref<HeightHoldHandle>; content: string }) {
  const parts: Record<string, React.ReactNode> = {
    first: <p>isi pertama</p>,
    lists: (
      <>
        <Loader name="daftar" />
        <Loader name="statistik" />
      </>
    ),
    still: <p>isi tanpa muatan</p>,
  };
  return (
    <HeightHold ref={handle} contentKey={content}>
      {parts[content]}
    </HeightHold>
  );
}

/** The box the content stands in. */
const box = () => screen.getAllByText(/isi pertama|memuat|siap|tanpa muatan/)[0]!.closest('div')!;

describe('HeightHold', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    finish = {};
  });

  function showFirstAtHeight(height: number) {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height } as DOMRect);
    const handle = createRef<HeightHoldHandle>();
    const view = render(<Holder handle={handle} content="first" />);
    expect(box().style.height).toBe('');
    return { handle, view };
  }

  it('keeps the height the content had until every part of the new content has loaded', () => {
    const { handle, view } = showFirstAtHeight(321);
    act(() => handle.current!.hold());
    view.rerender(<Holder handle={handle} content="lists" />);
    expect(box().style.height).toBe('321px');
    expect(box().style.overflow).toBe('hidden');
    expect(box().getAttribute('aria-busy')).toBe('true');

    finish.daftar!();
    expect(box().style.height).toBe('321px');
    finish.statistik!();
    expect(box().style.height).toBe('');
    expect(box().hasAttribute('aria-busy')).toBe(false);
    expect(screen.getByText('daftar siap')).toBeTruthy();
  });

  it('lets content with nothing loading take its own height at once', () => {
    const { handle, view } = showFirstAtHeight(321);
    act(() => handle.current!.hold());
    view.rerender(<Holder handle={handle} content="still" />);
    expect(box().style.height).toBe('');
    expect(box().hasAttribute('aria-busy')).toBe(false);
  });

  it('holds nothing when its owner replaced the content without asking', () => {
    const { handle, view } = showFirstAtHeight(321);
    view.rerender(<Holder handle={handle} content="lists" />);
    expect(box().style.height).toBe('');
    expect(screen.getByText('daftar memuat')).toBeTruthy();
  });
});
