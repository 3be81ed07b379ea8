import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { FollowAddress } from './follow-address';

/**
 * Moves the page elsewhere as a script would, before the router listens: a child's layout effect
 * runs before BrowserRouter's, which is where it starts listening (the gap a hydration that yields
 * leaves open between the router's render and its commit).
 */
function MoveFirst({ to }: { to: string }) {
  useLayoutEffect(() => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, [to]);
  return null;
}

function Address() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

describe('FollowAddress', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('catches the router up with an address changed before it started listening', async () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <FollowAddress />
        <MoveFirst to="/status?ref=LF-1" />
        <Address />
      </BrowserRouter>,
    );
    expect(await screen.findByText('at /status?ref=LF-1')).toBeInTheDocument();
  });

  it('without it, such a change goes unheard (why it exists)', async () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <MoveFirst to="/login" />
        <Address />
      </BrowserRouter>,
    );
    // The router stays where it rendered while the browser shows the new address.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByText('at /')).toBeInTheDocument();
  });
});
