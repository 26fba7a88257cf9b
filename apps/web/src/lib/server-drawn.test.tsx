import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerDrawnProvider, useIsServerDrawn } from './server-drawn.tsx';

function Probe({ seen }: { seen: boolean[] }) {
  const serverDrawn = useIsServerDrawn();
  seen.push(serverDrawn);
  return <p>{serverDrawn ? 'server-drawn' : 'the app’s'}</p>;
}

describe('whether the page is still as the server drew it', () => {
  it('is on the server', () => {
    expect(
      renderToString(
        <ServerDrawnProvider>
          <Probe seen={[]} />
        </ServerDrawnProvider>,
      ),
    ).toContain('server-drawn');
  });

  it('is for the first render in the browser, then is not, from a render of its own', async () => {
    const seen: boolean[] = [];
    render(
      <ServerDrawnProvider>
        <Probe seen={seen} />
      </ServerDrawnProvider>,
    );
    await waitFor(() => expect(screen.getByText('the app’s')).toBeTruthy());
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
  });

  it("answers as on the server outside the provider (React Aria's own answer before hydration)", () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual([true]);
  });
});
