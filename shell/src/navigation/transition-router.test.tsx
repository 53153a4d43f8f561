import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TransitionRouter, useNavigationPending } from './transition-router';

function Progress() {
  return useNavigationPending() ? <p role="progressbar" aria-label="Loading the next page" /> : null;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('TransitionRouter', () => {
  it('keeps the current page, and says a move is pending, until the next page can render', async () => {
    let arrive = () => {};
    const NextPage = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = () => resolve({ default: () => <h1>Drivers</h1> });
        }),
    );
    render(
      <TransitionRouter>
        <Progress />
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route
              path="/"
              element={
                <>
                  <h1>Home</h1>
                  <Link to="/drivers">Drivers</Link>
                </>
              }
            />
            <Route path="/drivers" element={<NextPage />} />
          </Routes>
        </Suspense>
      </TransitionRouter>,
    );

    await userEvent.click(screen.getByRole('link', { name: 'Drivers' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading the next page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Drivers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
